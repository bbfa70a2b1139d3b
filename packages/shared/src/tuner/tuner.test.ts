import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TUNINGS, tuningById, noteMidi } from '../music/index.ts';
import {
  A4_MAX_HZ,
  A4_MIN_HZ,
  DEFAULT_A4_HZ,
  isValidA4,
  midiToFrequencyAt,
  nearestString,
  readPitch,
  tuningStringTargets,
} from './tuner.ts';

const E2 = noteMidi('E2');
const E6 = noteMidi('E6');
const WHOLE_A4S = Array.from({ length: A4_MAX_HZ - A4_MIN_HZ + 1 }, (_, index) => A4_MIN_HZ + index);

/** A synthesised pitch: `cents` away from a MIDI note with A4 at `a4Hz`, computed independently of the code. */
const pitch = (midi: number, cents: number, a4Hz: number) => a4Hz * 2 ** ((midi - 69 + cents / 100) / 12);

describe('reference pitch', () => {
  it('accepts A4 from 432 to 446 Hz, 440 by default', () => {
    expect(DEFAULT_A4_HZ).toBe(440);
    expect([432, 440, 446, 441.5].every(isValidA4)).toBe(true);
    expect([431.9, 446.1, Number.NaN, Number.POSITIVE_INFINITY].some(isValidA4)).toBe(false);
    expect(() => readPitch(440, 430)).toThrow(RangeError);
    expect(() => midiToFrequencyAt(69, 450)).toThrow(RangeError);
    expect(() => nearestString(440, TUNINGS[0]!, 447)).toThrow(RangeError);
  });

  it('refuses what is not a frequency', () => {
    for (const frequency of [0, -1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => readPitch(frequency)).toThrow(RangeError);
  });
});

describe('readPitch', () => {
  it('names the note and how far off it is', () => {
    expect(readPitch(440)).toEqual({ note: 'A4', midi: 69, cents: 0, targetFrequency: 440 });
    expect(readPitch(432, 432)).toMatchObject({ note: 'A4', cents: 0 });
    expect(readPitch(82.41)).toMatchObject({ note: 'E2', midi: 40 });
    expect(readPitch(82.41).cents).toBeCloseTo(0.065, 3);
    expect(readPitch(pitch(noteMidi('C#3'), -30, 440))).toMatchObject({ note: 'C#3' });
    expect(readPitch(pitch(noteMidi('C#3'), -30, 440)).cents).toBeCloseTo(-30, 9);
    expect(readPitch(midiToFrequencyAt(40, 444), 444)).toMatchObject({ note: 'E2', cents: 0 });
    expect(midiToFrequencyAt(40, 444)).toBeCloseTo(83.16, 2);
  });

  it('reads exactly half-way as the upper note, 50 cents flat', () => {
    const reading = readPitch(pitch(69, 50, 440));
    expect(reading.midi).toBe(70);
    expect(reading.cents).toBeCloseTo(-50, 9);
  });

  it('round-trips E2–E6 at every whole A4 from 432 to 446 Hz, ±(0..49) cents', () => {
    let worst = 0;
    const wrongNotes: string[] = [];
    for (const a4Hz of WHOLE_A4S)
      for (let midi = E2; midi <= E6; midi++)
        for (let cents = -49; cents <= 49; cents++) {
          const reading = readPitch(pitch(midi, cents, a4Hz), a4Hz);
          if (reading.midi !== midi) wrongNotes.push(`${midi} ${cents} @${a4Hz}`);
          worst = Math.max(worst, Math.abs(reading.cents - cents));
        }
    expect(wrongNotes).toEqual([]);
    expect(worst).toBeLessThan(1e-6);
  });

  it('round-trips any A4 in range and any offset under 50 cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: E2, max: E6 }),
        fc.double({ min: -49.999, max: 49.999, noNaN: true }),
        fc.double({ min: A4_MIN_HZ, max: A4_MAX_HZ, noNaN: true }),
        (midi, cents, a4Hz) => {
          const reading = readPitch(pitch(midi, cents, a4Hz), a4Hz);
          expect(reading.midi).toBe(midi);
          expect(reading.cents).toBeCloseTo(cents, 6);
          expect(reading.targetFrequency).toBeCloseTo(pitch(midi, 0, a4Hz), 9);
        },
      ),
    );
  });

  it('keeps cents within [−50, 50) for any audible frequency', () => {
    fc.assert(
      fc.property(fc.double({ min: 20, max: 20_000, noNaN: true }), (frequency) => {
        const { cents, targetFrequency } = readPitch(frequency);
        expect(cents).toBeGreaterThanOrEqual(-50);
        expect(cents).toBeLessThan(50);
        expect(1200 * Math.log2(frequency / targetFrequency)).toBeCloseTo(cents, 6);
      }),
    );
  });
});

describe('tunings', () => {
  it('gives each string its target frequency, as the fretboard numbers them', () => {
    const standard = tuningStringTargets(tuningById('standard'));
    expect(standard.map((string) => [string.stringNumber, string.note])).toEqual([
      [6, 'E2'],
      [5, 'A2'],
      [4, 'D3'],
      [3, 'G3'],
      [2, 'B3'],
      [1, 'E4'],
    ]);
    expect(standard.map((string) => Math.round(string.frequency * 100) / 100)).toEqual([
      82.41, 110, 146.83, 196, 246.94, 329.63,
    ]);
    expect(tuningStringTargets(tuningById('standard'), 432)[1]!.frequency).toBeCloseTo(108, 9);
    expect(tuningStringTargets(tuningById('e-flat'))[0]).toMatchObject({ note: 'Eb2', midi: 39 });
  });

  it('finds the string played at any A4 and how far off it is, for all eight tunings', () => {
    expect(TUNINGS).toHaveLength(8);
    fc.assert(
      fc.property(
        fc.constantFrom(...TUNINGS),
        fc.nat(),
        fc.double({ min: -49.999, max: 49.999, noNaN: true }),
        fc.double({ min: A4_MIN_HZ, max: A4_MAX_HZ, noNaN: true }),
        (tuning, pick, cents, a4Hz) => {
          const target = tuningStringTargets(tuning, a4Hz)[pick % tuning.strings.length]!;
          const reading = nearestString(pitch(target.midi, cents, a4Hz), tuning, a4Hz);
          expect(reading.string).toEqual(target);
          expect(reading.cents).toBeCloseTo(cents, 6);
        },
      ),
    );
  });

  it('reads a note between strings against the nearer one, with its full distance', () => {
    const standard = tuningById('standard');
    const reading = nearestString(pitch(noteMidi('B2'), 0, 440), standard);
    expect(reading.string.note).toBe('A2');
    expect(reading.cents).toBeCloseTo(200, 9);
    expect(nearestString(pitch(noteMidi('C3'), 0, 440), standard)).toMatchObject({ string: { note: 'D3' } });
    expect(nearestString(pitch(noteMidi('G4'), 10, 440), tuningById('ukulele')).string.note).toBe('G4');
  });
});
