import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GapTrainer, SpeedTrainer } from './metronome-trainers.ts';
import { BPM_MAX, BPM_MIN, scheduleClicks, startMetronome, type Click, type MetronomeSettings } from './metronome.ts';
import { play, settingsWith, signatureArb, subdivisionArb } from './metronome-play.test-support.ts';

// The speed and gap trainers as the scheduler applies them (the trainers alone: metronome-trainers.test.ts).

const speedTrainerArb = (unit: 'bars' | 'seconds'): fc.Arbitrary<SpeedTrainer> =>
  fc.record({
    startBpm: fc.integer({ min: BPM_MIN, max: BPM_MAX }),
    targetBpm: fc.integer({ min: BPM_MIN, max: BPM_MAX }),
    stepBpm: fc.oneof(fc.integer({ min: 1, max: 40 }), fc.constantFrom(1.5, 2.5, 7.25)),
    every: fc.record({ unit: fc.constant(unit), count: fc.integer({ min: 1, max: unit === 'bars' ? 6 : 20 }) }),
    loopBack: fc.boolean(),
  });

/** The first click of each bar, in order. */
const downbeats = (clicks: readonly Click[]) => clicks.filter((click) => click.beat === 1 && click.subdivision === 0);

describe('speed trainer in the scheduler', () => {
  /** The tempo of each bar and its next change, from the bars' downbeats. */
  const barTempos = (settings: MetronomeSettings, seconds: number) => downbeats(play(settings, 3, seconds));

  it('plays each step for N bars, monotone toward the target and never past it, looping back when asked', () => {
    fc.assert(
      fc.property(speedTrainerArb('bars'), signatureArb, (speedTrainer, signatureId) => {
        const bars = barTempos(settingsWith({ signatureId, speedTrainer }), 200);
        const { startBpm, targetBpm, stepBpm, every, loopBack } = speedTrainer;
        const direction = Math.sign(targetBpm - startBpm);
        const last = Math.ceil(Math.abs(targetBpm - startBpm) / stepBpm);
        const cycle = (last + 1) * every.count;
        const expected = bars.map((_, index) => {
          const place = loopBack ? index % cycle : index;
          const step = Math.min(Math.floor(place / every.count), last);
          return step === last ? targetBpm : startBpm + direction * step * stepBpm;
        });
        const tempos = bars.map((bar) => bar.bpm);
        expect(tempos).toEqual(expected);
        // Between start and target (either way), and each move toward the target except the loop back.
        expect(tempos.every((bpm) => (bpm - startBpm) * direction >= 0 && (targetBpm - bpm) * direction >= 0)).toBe(
          true,
        );
        const backwards = tempos.filter((bpm, index) => index > 0 && (bpm - tempos[index - 1]!) * direction < 0);
        expect(backwards.every((bpm) => loopBack && bpm === startBpm)).toBe(true);
      }),
      { numRuns: 120 },
    );
  });

  it('announces each change: the bar, its time and the new tempo', () => {
    fc.assert(
      fc.property(
        fc.oneof(speedTrainerArb('bars'), speedTrainerArb('seconds')),
        signatureArb,
        (speedTrainer, signatureId) => {
          const bars = barTempos(settingsWith({ signatureId, speedTrainer }), 240);
          bars.forEach((bar, index) => {
            const change = bars.slice(index + 1).find((later) => later.bpm !== bar.bpm);
            if (change) expect(bar.nextChange).toEqual({ bar: change.bar, time: change.time, bpm: change.bpm });
            if (speedTrainer.startBpm === speedTrainer.targetBpm) expect(bar.nextChange).toBeNull();
          });
          const final = bars.at(-1)!;
          if (!speedTrainer.loopBack && final.bpm === speedTrainer.targetBpm) expect(final.nextChange).toBeNull();
        },
      ),
      { numRuns: 120 },
    );
  });

  it('in seconds, changes at the first bar line at least N seconds after the step began', () => {
    fc.assert(
      fc.property(speedTrainerArb('seconds'), signatureArb, (speedTrainer, signatureId) => {
        const { startBpm, targetBpm, every, loopBack } = speedTrainer;
        const bars = barTempos(settingsWith({ signatureId, speedTrainer }), 240);
        let stepStart = bars[0]!;
        bars.slice(1).forEach((bar, index) => {
          const changed = bar.bpm !== bars[index]!.bpm;
          const due = bar.time - stepStart.time >= every.count - 1e-6;
          const canChange = startBpm !== targetBpm && (loopBack || stepStart.bpm !== targetBpm);
          expect(changed).toBe(due && canChange);
          if (changed) stepStart = bar;
        });
      }),
      { numRuns: 120 },
    );
  });

  it('goes down as well as up', () => {
    const speedTrainer: SpeedTrainer = {
      startBpm: 100,
      targetBpm: 88,
      stepBpm: 5,
      every: { unit: 'bars', count: 2 },
      loopBack: true,
    };
    const bars = barTempos(settingsWith({ signatureId: '2/4', speedTrainer }), 30);
    expect(bars.slice(0, 10).map((bar) => bar.bpm)).toEqual([100, 100, 95, 95, 90, 90, 88, 88, 100, 100]);
    expect(bars[0]!.nextChange).toMatchObject({ bar: 3, bpm: 95 });
    expect(bars[0]!.nextChange!.time).toBeCloseTo(3 + 2 * 1.2, 9);
  });

  it('starts over when its settings change, at the next bar line', () => {
    const speedTrainer: SpeedTrainer = {
      startBpm: 60,
      targetBpm: 120,
      stepBpm: 30,
      every: { unit: 'bars', count: 1 },
      loopBack: false,
    };
    const first = settingsWith({ signatureId: '2/4', speedTrainer });
    const run = scheduleClicks(first, startMetronome(first, 0), 0, 3.2);
    expect(downbeats(run.clicks).map((click) => click.bpm)).toEqual([60, 90]);
    // Bar 3 (at 2 s + 2 beats of 90 BPM) restarts at the new start BPM, then steps to the target 120.
    const second = settingsWith({ signatureId: '2/4', speedTrainer: { ...speedTrainer, startBpm: 100 } });
    const next = downbeats(scheduleClicks(second, run.state, 3.2, 5.5).clicks);
    expect(next.map((click) => [click.bar, click.bpm])).toEqual([
      [3, 100],
      [4, 120],
    ]);
    expect(next[0]!.time).toBeCloseTo(2 + 4 / 3, 9);
    expect(next[1]!.time).toBeCloseTo(2 + 4 / 3 + 1.2, 9);
  });
});

describe('gap trainer in the scheduler', () => {
  it('mutes exactly M bars after every N, keeping every click for the visual beat', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 8 }),
        signatureArb,
        subdivisionArb,
        (barsOn, barsMuted, signatureId, subdivision) => {
          const gapTrainer: GapTrainer = { mode: 'pattern', barsOn, barsMuted };
          const clicks = play(settingsWith({ bpm: 240, signatureId, subdivision, gapTrainer }), 0, 60);
          const silent = play(settingsWith({ bpm: 240, signatureId, subdivision }), 0, 60);
          expect(clicks.map((click) => click.time)).toEqual(silent.map((click) => click.time));
          expect(clicks.map((click) => click.muted)).toEqual(
            clicks.map((click) => (click.bar - 1) % (barsOn + barsMuted) >= barsOn),
          );
        },
      ),
    );
  });

  it('mutes random bars reproducibly from the seed, never the first, about p % of them', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 0xffff_ffff }), (mutePercent, seed) => {
        const settings = settingsWith({
          bpm: 300,
          signatureId: '2/4',
          gapTrainer: { mode: 'random', mutePercent, seed },
        });
        const bars = downbeats(play(settings, 0, 400));
        expect(bars).toHaveLength(1000);
        expect(bars[0]!.muted).toBe(false);
        expect(downbeats(play(settings, 0, 400, [1.3, 200, 200.01]))).toEqual(bars);
        // 1000 bars: the share's standard deviation is at most 1.6 points (metronome-trainers.test.ts checks 20 000).
        const share = (bars.filter((bar) => bar.muted).length / bars.length) * 100;
        expect(Math.abs(share - mutePercent)).toBeLessThan(8);
      }),
      { numRuns: 30 },
    );
  });

  it('draws different bars for different seeds', () => {
    const muted = (seed: number) =>
      downbeats(play(settingsWith({ bpm: 300, gapTrainer: { mode: 'random', mutePercent: 50, seed } }), 0, 60))
        .filter((bar) => bar.muted)
        .map((bar) => bar.bar);
    expect(muted(1)).toEqual(muted(1));
    expect(muted(1)).not.toEqual(muted(2));
  });

  it('starts its pattern at the bar line it was switched on', () => {
    const plain = settingsWith({ bpm: 120, signatureId: '2/4' });
    const first = scheduleClicks(plain, startMetronome(plain, 0), 0, 1.5);
    const gapped = settingsWith({ ...plain, gapTrainer: { mode: 'pattern', barsOn: 1, barsMuted: 1 } });
    const next = scheduleClicks(gapped, first.state, 1.5, 4.5);
    expect(downbeats(next.clicks).map((click) => [click.bar, click.muted])).toEqual([
      [3, false],
      [4, true],
      [5, false],
    ]);
  });
});
