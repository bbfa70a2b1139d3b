import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampToRange,
  describeSineWaves,
  GUITAR_NOTE_CHOICES,
  HARMONIC_SERIES_DEFAULT_WAVES,
  harmonicSeries,
  SINE_DEFAULTS,
  SINE_RANGES,
  sineSum,
} from './music-sine.ts';

describe('sine playground ranges', () => {
  it('matches the spec', () => {
    expect(SINE_RANGES.amplitude).toMatchObject({ min: 0, max: 200 });
    expect(SINE_RANGES.frequency).toMatchObject({ min: 0, max: 2000 });
    expect(SINE_RANGES.phase).toMatchObject({ min: 0, max: 10 });
    expect(SINE_RANGES.lineWidth).toMatchObject({ min: 1, max: 50 });
    expect(SINE_RANGES.zoom).toMatchObject({ min: 1, max: 200 });
    expect(SINE_RANGES.globalPhase).toMatchObject({ min: 0, max: 8 * Math.PI });
    expect(SINE_DEFAULTS.frequency).toBe(440);
    expect(SINE_DEFAULTS.harmonics).toBe(9);
    expect(HARMONIC_SERIES_DEFAULT_WAVES).toBe(8);
  });

  it('clamps to a range', () => {
    expect(clampToRange(250, SINE_RANGES.amplitude)).toBe(200);
    expect(clampToRange(-1, SINE_RANGES.zoom)).toBe(1);
    expect(clampToRange(Number.NaN, SINE_RANGES.frequency)).toBe(0);
  });
});

describe('sineSum', () => {
  it('adds the waves at an instant', () => {
    const wave = { amplitude: 100, frequency: 440, phase: 0 };
    expect(sineSum([wave], 1 / 1760, 0)).toBeCloseTo(100, 8);
    expect(sineSum([wave, { ...wave, phase: Math.PI }], 0.0001234, 0)).toBeCloseTo(0, 8);
    expect(sineSum([], 1, 0)).toBe(0);
    expect(sineSum([wave], 0, Math.PI / 2)).toBeCloseTo(100, 8);
  });

  it('never exceeds the sum of the amplitudes', () => {
    const wave = fc.record({
      amplitude: fc.integer({ min: 0, max: 200 }),
      frequency: fc.integer({ min: 0, max: 2000 }),
      phase: fc.double({ min: 0, max: 10, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(wave, { maxLength: 9 }), fc.double({ min: 0, max: 1, noNaN: true }), (waves, t) => {
        const limit = waves.reduce((sum, w) => sum + w.amplitude, 0);
        expect(Math.abs(sineSum(waves, t, 0))).toBeLessThanOrEqual(limit + 1e-9);
      }),
    );
  });
});

describe('harmonic series', () => {
  it('by default makes the fundamental and 8 overtones at n·f and A/n', () => {
    const series = harmonicSeries({ amplitude: 120, frequency: 100, phase: 0 });
    expect(series).toHaveLength(9);
    expect(series.slice(1)).toHaveLength(HARMONIC_SERIES_DEFAULT_WAVES);
    expect(series.map((wave) => wave.frequency)).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900]);
    expect(series[3]!.amplitude).toBe(30);
  });

  it('moves the fundamental down by octaves until every harmonic fits 2000 Hz', () => {
    const series = harmonicSeries({ amplitude: 100, frequency: 440, phase: 0 });
    expect(series[0]!.frequency).toBe(220);
    expect(series.at(-1)!.frequency).toBe(1980);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2000 }), fc.integer({ min: 2, max: 16 }), (frequency, harmonics) => {
        const waves = harmonicSeries({ amplitude: 100, frequency, phase: 0 }, harmonics);
        expect(waves).toHaveLength(harmonics);
        for (const wave of waves) expect(wave.frequency).toBeLessThanOrEqual(2000);
        const octaves = Math.log2(frequency / waves[0]!.frequency);
        expect(Math.abs(octaves - Math.round(octaves))).toBeLessThan(1e-3);
      }),
    );
  });
});

describe('guitar notes', () => {
  it('run chromatically from E2 to E6', () => {
    expect(GUITAR_NOTE_CHOICES).toHaveLength(49);
    expect(GUITAR_NOTE_CHOICES[0]).toEqual({ note: 'E2', frequency: 82.41 });
    expect(GUITAR_NOTE_CHOICES.find((choice) => choice.note === 'A4')!.frequency).toBe(440);
    expect(GUITAR_NOTE_CHOICES.at(-1)).toEqual({ note: 'E6', frequency: 1318.51 });
  });
});

describe('describeSineWaves', () => {
  it('says what is drawn', () => {
    expect(describeSineWaves([], 0)).toBe('No waves: a flat line.');
    expect(describeSineWaves([{ amplitude: 100, frequency: 440, phase: 0 }], Math.PI)).toBe(
      'One sine wave: 440 Hz at amplitude 100, phase 0.00; global phase 1.00π.',
    );
    expect(
      describeSineWaves(
        [
          { amplitude: 100, frequency: 220, phase: 0 },
          { amplitude: 50, frequency: 440, phase: 1.5 },
        ],
        0,
      ),
    ).toBe(
      'Sum of 2 sine waves: 220 Hz at amplitude 100, phase 0.00; 440 Hz at amplitude 50, phase 1.50; global phase 0.00π.',
    );
  });
});
