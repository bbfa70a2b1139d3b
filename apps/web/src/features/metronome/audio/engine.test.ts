import { DEFAULT_METRONOME_SETTINGS, SCHEDULER_INTERVAL_MS, type Click } from '@woodshed/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MetronomeEngine } from './engine';

/** An audio clock the test moves by hand, and a player that records what it was asked to play. */
function rig(ahead = 0.1) {
  const clock = { currentTime: 0 };
  const played: Click[] = [];
  const cancelled: Click[] = [];
  const player = {
    play: (click: Click) => {
      if (click.muted) return null;
      played.push(click);
      return () => cancelled.push(click);
    },
  };
  const engine = new MetronomeEngine(clock, player, { ...DEFAULT_METRONOME_SETTINGS, bpm: 120 }, () => ahead);
  /** Moves the audio clock and the timers together, as a running page does. */
  const advance = (seconds: number) => {
    for (let elapsed = 0; elapsed < seconds - 1e-9; elapsed += SCHEDULER_INTERVAL_MS / 1000) {
      clock.currentTime += SCHEDULER_INTERVAL_MS / 1000;
      vi.advanceTimersByTime(SCHEDULER_INTERVAL_MS);
    }
  };
  return { clock, engine, played, cancelled, advance };
}

describe('MetronomeEngine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('schedules each click once, ahead of the clock, at the scheduler’s exact times', () => {
    const { engine, played, advance } = rig();
    engine.start(0.05);
    advance(10);
    // 120 BPM: a click every 0.5 s from 0.05, scheduled up to 0.1 s ahead of the clock.
    const times = played.map((click) => click.time);
    expect(times.length).toBe(Math.floor((10 + 0.1 - 0.05) / 0.5) + 1);
    times.forEach((time, n) => expect(time).toBe(0.05 + n * 0.5));
    expect(new Set(times).size).toBe(times.length);
  });

  it('a loop run that comes late (a busy tab) still gives every click its own time', () => {
    const { clock, engine, played } = rig(1.5);
    engine.start(0.05);
    clock.currentTime = 0.9;
    vi.advanceTimersByTime(900);
    clock.currentTime = 2.2;
    vi.advanceTimersByTime(1300);
    expect(played.map((click) => click.time)).toEqual([0.05, 0.55, 1.05, 1.55, 2.05, 2.55, 3.05, 3.55]);
  });

  it('clickAt gives the click heard now, for the visual beat', () => {
    const { engine, advance } = rig();
    engine.start(0.05);
    advance(0.04);
    expect(engine.clickAt(0.04)).toBeNull();
    advance(1.2);
    const click = engine.clickAt(1.2);
    expect(click).toMatchObject({ time: 1.05, bar: 1, beat: 3, kind: 'beat' });
    advance(0.4);
    expect(engine.clickAt(1.56)?.beat).toBe(4);
  });

  it('stop ends the loop and takes back the clicks not yet heard', () => {
    const { clock, engine, played, cancelled, advance } = rig(1.5);
    engine.start(0.05);
    advance(1);
    engine.stop();
    expect(cancelled.map((click) => click.time)).toEqual(
      played.filter((click) => click.time > clock.currentTime).map((c) => c.time),
    );
    const count = played.length;
    advance(2);
    expect(played.length).toBe(count);
    expect(engine.running).toBe(false);
  });

  it('new settings apply from the next bar line', () => {
    const { engine, played, advance } = rig();
    engine.start(0);
    advance(0.6);
    engine.setSettings({ ...DEFAULT_METRONOME_SETTINGS, bpm: 60 });
    advance(4);
    // Bar 1 at 120 BPM (0, 0.5, 1, 1.5), bar 2 from 2.0 at 60 BPM.
    expect(played.slice(0, 6).map((click) => [click.time, click.bpm])).toEqual([
      [0, 120],
      [0.5, 120],
      [1, 120],
      [1.5, 120],
      [2, 60],
      [3, 60],
    ]);
  });
});
