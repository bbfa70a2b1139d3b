import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GapTrainer, SpeedTrainer } from './metronome-trainers.ts';
import {
  BPM_MAX,
  BPM_MIN,
  clicksPerBeat,
  DEFAULT_METRONOME_SETTINGS,
  metronomeSettingsProblem,
  scheduleClicks,
  startMetronome,
  SUBDIVISIONS,
  tapTempo,
  TIME_SIGNATURES,
  timeSignatureById,
  type Click,
  type MetronomeSettings,
} from './metronome.ts';
import { play, settingsWith, signatureArb, subdivisionArb } from './metronome-play.test-support.ts';

const FIVE_MINUTES = 300;

const bpmArb = fc.double({ min: BPM_MIN, max: BPM_MAX, noNaN: true });
const startArb = fc.double({ min: 0, max: 10_000, noNaN: true });

const speedTrainerArb = (unit: 'bars' | 'seconds'): fc.Arbitrary<SpeedTrainer> =>
  fc.record({
    startBpm: fc.integer({ min: BPM_MIN, max: BPM_MAX }),
    targetBpm: fc.integer({ min: BPM_MIN, max: BPM_MAX }),
    stepBpm: fc.oneof(fc.integer({ min: 1, max: 40 }), fc.constantFrom(1.5, 2.5, 7.25)),
    every: fc.record({ unit: fc.constant(unit), count: fc.integer({ min: 1, max: unit === 'bars' ? 6 : 20 }) }),
    loopBack: fc.boolean(),
  });

const gapTrainerArb: fc.Arbitrary<GapTrainer> = fc.oneof(
  fc.record({
    mode: fc.constant('pattern' as const),
    barsOn: fc.integer({ min: 1, max: 8 }),
    barsMuted: fc.integer({ min: 1, max: 8 }),
  }),
  fc.record({
    mode: fc.constant('random' as const),
    mutePercent: fc.integer({ min: 0, max: 100 }),
    seed: fc.integer({ min: 0, max: 0xffff_ffff }),
  }),
);

const settingsArb: fc.Arbitrary<MetronomeSettings> = fc.record({
  bpm: bpmArb,
  signatureId: signatureArb,
  subdivision: subdivisionArb,
  accentBeatOne: fc.boolean(),
  speedTrainer: fc.option(fc.oneof(speedTrainerArb('bars'), speedTrainerArb('seconds')), { nil: null }),
  gapTrainer: fc.option(gapTrainerArb, { nil: null }),
});

/** The first click of each bar, in order. */
const downbeats = (clicks: readonly Click[]) => clicks.filter((click) => click.beat === 1 && click.subdivision === 0);

describe('constants', () => {
  it('has the range and the meters of the issue', () => {
    expect([BPM_MIN, BPM_MAX]).toEqual([20, 300]);
    expect(TIME_SIGNATURES.map((signature) => signature.id)).toEqual([
      '2/4',
      '3/4',
      '4/4',
      '5/4',
      '6/8',
      '7/8',
      '12/8',
    ]);
    expect(timeSignatureById('6/8')).toMatchObject({ beatsPerBar: 2, beatUnit: 'dotted-quarter' });
    expect(timeSignatureById('12/8')).toMatchObject({ beatsPerBar: 4, beatUnit: 'dotted-quarter' });
    expect(timeSignatureById('7/8')).toMatchObject({ beatsPerBar: 7, beatUnit: 'eighth', groups: [2, 2, 3] });
    expect(SUBDIVISIONS.map((subdivision) => clicksPerBeat(subdivision.id))).toEqual([1, 2, 3, 4]);
  });

  it('gives every signature groups that add up to its bar', () => {
    for (const signature of TIME_SIGNATURES)
      expect(signature.groups.reduce((sum, size) => sum + size, 0)).toBe(signature.beatsPerBar);
  });
});

describe('metronome scheduler, steady tempo', () => {
  it('puts every click of 5 minutes within 1e-6 s of start + n·(60/bpm)/subdivision, accents on beat one', () => {
    fc.assert(
      fc.property(bpmArb, signatureArb, subdivisionArb, startArb, (bpm, signatureId, subdivision, start) => {
        const clicks = play(settingsWith({ bpm, signatureId, subdivision }), start, FIVE_MINUTES);
        const perBeat = clicksPerBeat(subdivision);
        const perBar = timeSignatureById(signatureId).beatsPerBar * perBeat;
        const clickSeconds = 60 / bpm / perBeat;
        // No click missing at the end: the last is before the end of the window and the next one would not be.
        const last = clicks.at(-1)!;
        expect(last.time).toBeLessThan(start + FIVE_MINUTES);
        expect(last.time + clickSeconds).toBeGreaterThan(start + FIVE_MINUTES - 1e-6);
        const worstError = clicks.reduce((worst, click, n) => {
          return Math.max(worst, Math.abs(click.time - (start + n * clickSeconds)));
        }, 0);
        expect(worstError).toBeLessThan(1e-6);
        expect(clicks.map((click) => [click.bar, click.beat, click.subdivision, click.kind])).toEqual(
          clicks.map((_, n) => [
            Math.floor(n / perBar) + 1,
            Math.floor((n % perBar) / perBeat) + 1,
            n % perBeat,
            n % perBar === 0 ? 'accent' : n % perBeat === 0 ? 'beat' : 'subdivision',
          ]),
        );
        expect(clicks.every((click) => !click.muted && click.bpm === bpm && click.nextChange === null)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('holds the 300 BPM sixteenths click track of the issue to the microsecond', () => {
    const clicks = play(settingsWith({ bpm: 300, subdivision: 'sixteenths' }), 0.05, FIVE_MINUTES);
    expect(clicks).toHaveLength(6000);
    clicks.forEach((click, n) => expect(Math.abs(click.time - (0.05 + n * 0.05))).toBeLessThan(1e-6));
    expect(clicks.filter((click) => click.kind === 'accent')).toHaveLength(375);
  });

  it('plays beat one as a plain beat when the accent is off', () => {
    const clicks = play(settingsWith({ accentBeatOne: false }), 0, 10);
    expect(clicks.some((click) => click.kind === 'accent')).toBe(false);
  });

  it('marks the group starts: 7/8 as 2 + 2 + 3, 5/4 as 3 + 2', () => {
    const starts = (signatureId: MetronomeSettings['signatureId']) =>
      play(settingsWith({ signatureId, subdivision: 'eighths' }), 0, 60)
        .filter((click) => click.bar === 1 && click.groupStart)
        .map((click) => click.beat);
    expect(starts('7/8')).toEqual([1, 3, 5]);
    expect(starts('5/4')).toEqual([1, 4]);
    expect(starts('4/4')).toEqual([1]);
    expect(starts('12/8')).toEqual([1]);
  });

  it('counts 6/8 in two dotted-quarter beats, their eighths as triplets', () => {
    const bar = play(settingsWith({ bpm: 60, signatureId: '6/8', subdivision: 'triplets' }), 0, 2);
    expect(bar.map((click) => [click.beat, click.subdivision, click.kind])).toEqual([
      [1, 0, 'accent'],
      [1, 1, 'subdivision'],
      [1, 2, 'subdivision'],
      [2, 0, 'beat'],
      [2, 1, 'subdivision'],
      [2, 2, 'subdivision'],
    ]);
  });
});

describe('metronome scheduler, windows', () => {
  const cutsArb = fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 400 });

  it('gives the same clicks through any chain of windows as through one (no gaps, no duplicates)', () => {
    fc.assert(
      fc.property(settingsArb, startArb, cutsArb, (settings, start, fractions) => {
        const cuts = fractions.map((fraction) => start + fraction * 120).sort((a, b) => a - b);
        expect(play(settings, start, 120, cuts)).toEqual(play(settings, start, 120));
      }),
      { numRuns: 80 },
    );
  });

  it('gives each click once when a window overlaps the last (the page passes the current time as from)', () => {
    const tickArb = fc.array(fc.double({ min: 0.001, max: 0.09, noNaN: true }), { minLength: 50, maxLength: 400 });
    fc.assert(
      fc.property(settingsArb, startArb, tickArb, (settings, start, ticks) => {
        // A lookahead loop on a jittery timer: every tick schedules [now, now + 100 ms).
        let state = startMetronome(settings, start);
        let now = start;
        const clicks: Click[] = [];
        for (const tick of ticks) {
          const result = scheduleClicks(settings, state, now, now + 0.1);
          clicks.push(...result.clicks);
          state = result.state;
          now += tick;
        }
        const end = now - ticks.at(-1)! + 0.1;
        expect(clicks).toEqual(play(settings, start, end - start));
      }),
      { numRuns: 60 },
    );
  });

  it('skips clicks the page slept through instead of playing them late', () => {
    const settings = settingsWith({ bpm: 120 });
    let state = startMetronome(settings, 0);
    const first = scheduleClicks(settings, state, 0, 0.1);
    state = first.state;
    const afterStall = scheduleClicks(settings, state, 2.2, 2.3);
    expect(first.clicks.map((click) => click.time)).toEqual([0]);
    expect(afterStall.clicks).toEqual([]);
    const next = scheduleClicks(settings, afterStall.state, 2.3, 2.6);
    expect(next.clicks.map((click) => [click.time, click.bar, click.beat])).toEqual([[2.5, 2, 2]]);
  });

  it('returns nothing for an empty window and refuses bad input', () => {
    const state = startMetronome(DEFAULT_METRONOME_SETTINGS, 0);
    expect(scheduleClicks(DEFAULT_METRONOME_SETTINGS, state, 5, 5).clicks).toEqual([]);
    expect(() => scheduleClicks(DEFAULT_METRONOME_SETTINGS, state, 0, Number.NaN)).toThrow(RangeError);
    expect(() => startMetronome(settingsWith({ bpm: 301 }), 0)).toThrow(/bpm must be 20–300/);
    expect(() => startMetronome(DEFAULT_METRONOME_SETTINGS, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('metronome scheduler, changes at bar lines', () => {
  it('applies a new tempo, signature and subdivision at the next bar line, timed from it', () => {
    const before = settingsWith({ bpm: 60, signatureId: '4/4' });
    const after = settingsWith({ bpm: 120, signatureId: '3/4', subdivision: 'eighths' });
    const first = scheduleClicks(before, startMetronome(before, 10), 10, 11.5);
    const second = scheduleClicks(after, first.state, 11.5, 16);
    expect(first.clicks.map((click) => click.time)).toEqual([10, 11]);
    // Beats 3 and 4 of bar 1 keep 60 BPM; bar 2 starts at 14 s in 3/4 eighths at 120 BPM.
    expect(second.clicks.map((click) => [click.time, click.bar, click.beat, click.subdivision, click.bpm])).toEqual([
      [12, 1, 3, 0, 60],
      [13, 1, 4, 0, 60],
      [14, 2, 1, 0, 120],
      [14.25, 2, 1, 1, 120],
      [14.5, 2, 2, 0, 120],
      [14.75, 2, 2, 1, 120],
      [15, 2, 3, 0, 120],
      [15.25, 2, 3, 1, 120],
      [15.5, 3, 1, 0, 120],
      [15.75, 3, 1, 1, 120],
    ]);
  });

  it('keeps each bar at one tempo and each bar line where the bar before ends, whatever changes', () => {
    fc.assert(
      fc.property(
        fc.array(settingsArb, { minLength: 2, maxLength: 6 }),
        fc.array(fc.double({ min: 0.01, max: 20, noNaN: true }), { minLength: 6, maxLength: 6 }),
        startArb,
        (settingsList, spans, start) => {
          let state = startMetronome(settingsList[0]!, start);
          let from = start;
          const clicks: Click[] = [];
          settingsList.forEach((settings, index) => {
            const result = scheduleClicks(settings, state, from, from + spans[index]!);
            clicks.push(...result.clicks);
            state = result.state;
            from += spans[index]!;
          });
          const bars = downbeats(clicks);
          // The last bar may be cut short by the end of the run.
          bars.slice(0, -1).forEach((downbeat, index) => {
            const inBar = clicks.filter((click) => click.bar === downbeat.bar);
            const perBeat = inBar.filter((click) => click.beat === 1).length;
            const clickSeconds = 60 / downbeat.bpm / perBeat;
            inBar.forEach((click, n) => {
              expect(click.bpm).toBe(downbeat.bpm);
              expect(Math.abs(click.time - (downbeat.time + n * clickSeconds))).toBeLessThan(1e-6);
            });
            const next = bars[index + 1]!;
            expect(Math.abs(next.time - (downbeat.time + inBar.length * clickSeconds))).toBeLessThan(1e-6);
          });
        },
      ),
      { numRuns: 80 },
    );
  });
});

describe('metronomeSettingsProblem', () => {
  const speedTrainer: SpeedTrainer = {
    startBpm: 60,
    targetBpm: 100,
    stepBpm: 5,
    every: { unit: 'bars', count: 4 },
    loopBack: false,
  };

  it('accepts sensible settings and names the field that is wrong', () => {
    expect(metronomeSettingsProblem(DEFAULT_METRONOME_SETTINGS)).toBeNull();
    expect(metronomeSettingsProblem(settingsWith({ speedTrainer }))).toBeNull();
    expect(metronomeSettingsProblem(settingsWith({ bpm: 19.9 }))).toMatch(/^bpm/);
    expect(metronomeSettingsProblem(settingsWith({ speedTrainer: { ...speedTrainer, targetBpm: 301 } }))).toMatch(
      /targetBpm/,
    );
    expect(metronomeSettingsProblem(settingsWith({ speedTrainer: { ...speedTrainer, stepBpm: 0 } }))).toMatch(
      /stepBpm/,
    );
    expect(
      metronomeSettingsProblem(
        settingsWith({ speedTrainer: { ...speedTrainer, every: { unit: 'bars', count: 1.5 } } }),
      ),
    ).toMatch(/every\.count/);
    expect(
      metronomeSettingsProblem(settingsWith({ gapTrainer: { mode: 'pattern', barsOn: 2, barsMuted: 0 } })),
    ).toMatch(/barsMuted/);
    expect(
      metronomeSettingsProblem(settingsWith({ gapTrainer: { mode: 'random', mutePercent: 101, seed: 1 } })),
    ).toMatch(/mutePercent/);
    expect(
      metronomeSettingsProblem(settingsWith({ gapTrainer: { mode: 'random', mutePercent: 10, seed: -1 } })),
    ).toMatch(/seed/);
  });
});

describe('tapTempo', () => {
  const taps = (intervals: readonly number[], first = 1000) =>
    intervals.reduce((times, interval) => [...times, times.at(-1)! + interval], [first]);

  it('needs two taps since the last long pause', () => {
    expect(tapTempo([])).toBeNull();
    expect(tapTempo([500])).toBeNull();
    expect(tapTempo(taps([500, 500, 5000]))).toBeNull();
    expect(tapTempo(taps([500, 500, 5000, 1000]))).toBe(60);
  });

  it('averages the latest eight intervals', () => {
    expect(tapTempo(taps([500, 500, 500]))).toBe(120);
    expect(tapTempo(taps([1000, 1000, 1000, 1000, 500, 500, 500, 500, 500, 500, 500, 500]))).toBe(120);
    expect(tapTempo(taps([600, 500, 600, 500]))).toBe(109);
  });

  it('drops a stumble: a double tap or a missed one', () => {
    expect(tapTempo(taps([500, 500, 1000, 500, 500]))).toBe(120);
    // A double tap: its 30 ms is dropped, the 470 ms after it is a fair interval.
    expect(tapTempo(taps([500, 500, 30, 470, 500]))).toBe(122);
    expect(tapTempo([0, 500, 500, 1000])).toBe(120);
  });

  it('clamps to the metronome range', () => {
    expect(tapTempo(taps([100, 100, 100]))).toBe(BPM_MAX);
    expect(tapTempo(taps([3900, 3900]))).toBe(BPM_MIN);
  });

  it('reads steady tapping with a little jitter within 2 BPM', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: BPM_MIN, max: BPM_MAX }),
        fc.array(fc.double({ min: -0.02, max: 0.02, noNaN: true }), { minLength: 2, maxLength: 20 }),
        (bpm, jitters) => {
          const result = tapTempo(taps(jitters.map((jitter) => (60_000 / bpm) * (1 + jitter))))!;
          expect(Math.abs(result - bpm)).toBeLessThanOrEqual(Math.ceil(bpm * 0.02) + 1);
        },
      ),
    );
  });
});
