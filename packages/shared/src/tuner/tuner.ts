import { type Tuning, noteMidi, spellMidi } from '../music/index.ts';

/**
 * The tuner of the practice room (issue 19): a detected frequency as the nearest note and how many cents it is off,
 * and the strings of the fretboard's tunings, all in equal temperament around a chosen A4 (432–446 Hz). The page
 * detects the pitch; this file only reads it.
 */

export const A4_MIN_HZ = 432;
export const A4_MAX_HZ = 446;
export const DEFAULT_A4_HZ = 440;
const A4_MIDI = 69;

export const isValidA4 = (hz: number): boolean => Number.isFinite(hz) && hz >= A4_MIN_HZ && hz <= A4_MAX_HZ;

function assertA4(a4Hz: number): void {
  if (!isValidA4(a4Hz)) throw new RangeError(`A4 must be ${A4_MIN_HZ}–${A4_MAX_HZ} Hz: ${a4Hz}`);
}

function assertFrequency(frequency: number): void {
  if (!(Number.isFinite(frequency) && frequency > 0)) throw new RangeError(`Not a frequency: ${frequency}`);
}

/** The frequency of a MIDI number (fractions are cents: 40.25 is E2 + 25 cents) with A4 at `a4Hz`. */
export function midiToFrequencyAt(midi: number, a4Hz: number = DEFAULT_A4_HZ): number {
  assertA4(a4Hz);
  return a4Hz * 2 ** ((midi - A4_MIDI) / 12);
}

/** A frequency as a fractional MIDI number with A4 at `a4Hz` (the inverse of `midiToFrequencyAt`). */
function fractionalMidi(frequency: number, a4Hz: number): number {
  return A4_MIDI + 12 * Math.log2(frequency / a4Hz);
}

export interface PitchReading {
  /** The nearest equal-tempered note, spelled with sharps ("F#2"). */
  note: string;
  midi: number;
  /** From −50 (flat) up to, not including, +50 (sharp): exactly half-way reads as the upper note, 50 cents flat. */
  cents: number;
  /** The note's exact frequency at this A4. */
  targetFrequency: number;
}

/** The nearest note to a frequency and how far off it is. */
export function readPitch(frequency: number, a4Hz: number = DEFAULT_A4_HZ): PitchReading {
  assertA4(a4Hz);
  assertFrequency(frequency);
  const exact = fractionalMidi(frequency, a4Hz);
  const midi = Math.round(exact);
  // exact − midi is an exact subtraction (the two are within half a unit), so cents stays inside [−50, 50).
  return { note: spellMidi(midi), midi, cents: (exact - midi) * 100, targetFrequency: midiToFrequencyAt(midi, a4Hz) };
}

export interface TuningString {
  /** 1 = the first (highest-course) string … N, as on the fretboard. */
  stringNumber: number;
  /** As the tuning spells it ("Eb2"). */
  note: string;
  midi: number;
  frequency: number;
}

/** Each string of a tuning with its target frequency at this A4, lowest-numbered course (string N) first. */
export function tuningStringTargets(tuning: Tuning, a4Hz: number = DEFAULT_A4_HZ): TuningString[] {
  return tuning.strings.map((note, index) => {
    const midi = noteMidi(note);
    return { stringNumber: tuning.strings.length - index, note, midi, frequency: midiToFrequencyAt(midi, a4Hz) };
  });
}

export interface StringReading {
  string: TuningString;
  /** Cents from that string's target: negative = tune up, positive = tune down (not limited to ±50). */
  cents: number;
}

/** The string of a tuning nearest in pitch to a frequency, and how far the frequency is from it. */
export function nearestString(frequency: number, tuning: Tuning, a4Hz: number = DEFAULT_A4_HZ): StringReading {
  assertA4(a4Hz);
  assertFrequency(frequency);
  const exact = fractionalMidi(frequency, a4Hz);
  const readings = tuningStringTargets(tuning, a4Hz).map((string) => ({ string, cents: (exact - string.midi) * 100 }));
  return readings.reduce((best, reading) => (Math.abs(reading.cents) < Math.abs(best.cents) ? reading : best));
}
