import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  advanceSpeedTrainer,
  followingStep,
  isBarMuted,
  sameGapTrainer,
  sameSpeedTrainer,
  speedTrainerSteps,
  startGapTrainer,
  startSpeedTrainer,
  type SpeedTrainer,
} from './metronome-trainers.ts';

const trainer = (overrides: Partial<SpeedTrainer>): SpeedTrainer => ({
  startBpm: 60,
  targetBpm: 80,
  stepBpm: 5,
  every: { unit: 'bars', count: 4 },
  loopBack: false,
  ...overrides,
});

describe('speedTrainerSteps', () => {
  it('steps from the start to the target, the last step stopping at the target', () => {
    expect(speedTrainerSteps(trainer({}))).toEqual([60, 65, 70, 75, 80]);
    expect(speedTrainerSteps(trainer({ targetBpm: 72 }))).toEqual([60, 65, 70, 72]);
    expect(speedTrainerSteps(trainer({ startBpm: 120, targetBpm: 100, stepBpm: 8 }))).toEqual([120, 112, 104, 100]);
    expect(speedTrainerSteps(trainer({ targetBpm: 60 }))).toEqual([60]);
    expect(speedTrainerSteps(trainer({ startBpm: 100, targetBpm: 101.5, stepBpm: 1.5 }))).toEqual([100, 101.5]);
  });

  it('is monotone toward the target, never passes it, and moves by the step until the last', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 20, max: 300 }),
        fc.integer({ min: 20, max: 300 }),
        fc.double({ min: 1, max: 280, noNaN: true }),
        (startBpm, targetBpm, stepBpm) => {
          const steps = speedTrainerSteps(trainer({ startBpm, targetBpm, stepBpm }));
          const direction = Math.sign(targetBpm - startBpm);
          expect(steps[0]).toBe(startBpm);
          expect(steps.at(-1)).toBe(targetBpm);
          steps.slice(1).forEach((bpm, index) => {
            const move = (bpm - steps[index]!) * direction;
            expect(move).toBeGreaterThan(0);
            expect(move).toBeLessThanOrEqual(stepBpm + 1e-9);
            if (index < steps.length - 2) expect(move).toBeCloseTo(stepBpm, 9);
            expect((targetBpm - bpm) * direction).toBeGreaterThanOrEqual(0);
          });
        },
      ),
    );
  });
});

describe('speed trainer progress', () => {
  it('follows the steps, then stops at the target or loops back to the start', () => {
    expect(followingStep(trainer({}), 0)).toBe(1);
    expect(followingStep(trainer({}), 4)).toBeNull();
    expect(followingStep(trainer({ loopBack: true }), 4)).toBe(0);
    expect(followingStep(trainer({ targetBpm: 60, loopBack: true }), 0)).toBeNull();
  });

  it('moves on after N bars', () => {
    const progress = startSpeedTrainer(trainer({ every: { unit: 'bars', count: 2 } }), 5, 10);
    expect(advanceSpeedTrainer(progress, 6, 12)).toBe(progress);
    expect(advanceSpeedTrainer(progress, 7, 14)).toMatchObject({ step: 1, stepStartBar: 7, stepStartTime: 14 });
  });

  it('moves on at the first bar line N seconds in, forgiving the rounding of bar-line times', () => {
    const progress = startSpeedTrainer(trainer({ every: { unit: 'seconds', count: 8 } }), 1, 0.1);
    expect(advanceSpeedTrainer(progress, 3, 8.0999)).toBe(progress);
    expect(advanceSpeedTrainer(progress, 3, 0.1 + 8 - 1e-9)).toMatchObject({ step: 1, stepStartBar: 3 });
  });

  it('keeps its own copy of the settings and tells a change from the same settings', () => {
    const settings = trainer({});
    const progress = startSpeedTrainer(settings, 1, 0);
    settings.every.count = 99;
    expect(progress.trainer.every.count).toBe(4);
    expect(sameSpeedTrainer(progress.trainer, trainer({}))).toBe(true);
    expect(sameSpeedTrainer(progress.trainer, trainer({ loopBack: true }))).toBe(false);
    expect(sameSpeedTrainer(progress.trainer, trainer({ every: { unit: 'seconds', count: 4 } }))).toBe(false);
  });
});

describe('gap trainer', () => {
  it('mutes M bars after every N, counted from the bar it began at', () => {
    const progress = startGapTrainer({ mode: 'pattern', barsOn: 3, barsMuted: 2 }, 4);
    const muted = Array.from({ length: 10 }, (_, index) => isBarMuted(progress, 4 + index));
    expect(muted).toEqual([false, false, false, true, true, false, false, false, true, true]);
  });

  it('draws random bars from the seed alone: the same answer for the same bar, every time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 0xffff_ffff }),
        fc.integer({ min: 1, max: 10_000 }),
        (mutePercent, seed, bar) => {
          const progress = startGapTrainer({ mode: 'random', mutePercent, seed }, 1);
          expect(isBarMuted(progress, bar)).toBe(isBarMuted(startGapTrainer(progress.trainer, 1), bar));
          if (mutePercent === 0 || bar === 1) expect(isBarMuted(progress, bar)).toBe(false);
          if (mutePercent === 100 && bar > 1) expect(isBarMuted(progress, bar)).toBe(true);
        },
      ),
    );
  });

  it('mutes about p % of many bars', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 0xffff_ffff }), (mutePercent, seed) => {
        const progress = startGapTrainer({ mode: 'random', mutePercent, seed }, 1);
        const bars = 20_000;
        let muted = 0;
        for (let bar = 1; bar <= bars; bar++) if (isBarMuted(progress, bar)) muted++;
        // The share's standard deviation is at most 0.35 points over 20 000 bars.
        expect(Math.abs((muted / bars) * 100 - mutePercent)).toBeLessThan(2);
      }),
      { numRuns: 30 },
    );
  });

  it('tells a change of settings from the same settings', () => {
    expect(
      sameGapTrainer({ mode: 'pattern', barsOn: 2, barsMuted: 1 }, { mode: 'pattern', barsOn: 2, barsMuted: 1 }),
    ).toBe(true);
    expect(
      sameGapTrainer({ mode: 'pattern', barsOn: 2, barsMuted: 1 }, { mode: 'pattern', barsOn: 2, barsMuted: 2 }),
    ).toBe(false);
    expect(
      sameGapTrainer({ mode: 'random', mutePercent: 20, seed: 1 }, { mode: 'random', mutePercent: 20, seed: 2 }),
    ).toBe(false);
    expect(
      sameGapTrainer({ mode: 'random', mutePercent: 20, seed: 1 }, { mode: 'pattern', barsOn: 2, barsMuted: 1 }),
    ).toBe(false);
  });
});
