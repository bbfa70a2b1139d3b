import { Midi, Note, Range } from 'tonal';

/**
 * Notes, intervals and frequencies, and the chromatic circle's rules. Theory (pitch,
 * spelling, frequency) comes from tonal; this file only holds the product's choices.
 */

// ── Notes, intervals, frequencies ──────────────────────────────────────────────────────────────────────

/** The twelve pitch classes from C, spelled with sharps (the circle's order, clockwise from the top). */
export const PITCH_CLASSES: readonly string[] = Range.chromatic(['C4', 'B4'], { sharps: true, pitchClass: true });

/** The interval name for 0–11 half-steps. */
export const CHROMATIC_INTERVAL_NAMES = [
  'Unison',
  'Minor 2nd',
  'Major 2nd',
  'Minor 3rd',
  'Major 3rd',
  'Perfect 4th',
  'Tritone',
  'Perfect 5th',
  'Minor 6th',
  'Major 6th',
  'Minor 7th',
  'Major 7th',
] as const;
export type ChromaticIntervalName = (typeof CHROMATIC_INTERVAL_NAMES)[number];

/** Position 0–11 of a note or pitch class from C ("Db4" → 1); throws on something that is not a note. */
export function chromaOf(note: string): number {
  const { chroma, empty } = Note.get(note);
  if (empty) throw new RangeError(`Not a note: ${note}`);
  return chroma;
}

/**
 * Half-steps going UP from `from` to the next `to` (0–11). A drag from E to C is therefore 8 (E up to C),
 * the same reading as the note names on a circle, and the second note is sounded above the first.
 */
export function ascendingHalfSteps(from: string, to: string): number {
  return (chromaOf(to) - chromaOf(from) + 12) % 12;
}

/** "Major 3rd" for 4 half-steps; any whole number is taken modulo 12 (an octave is a Unison). */
export function chromaticIntervalName(halfSteps: number): ChromaticIntervalName {
  return CHROMATIC_INTERVAL_NAMES[((Math.trunc(halfSteps) % 12) + 12) % 12]!;
}

/** The name of the interval from one note up to another, e.g. C → G "Perfect 5th", G → C "Perfect 4th". */
export function intervalNameBetween(from: string, to: string): ChromaticIntervalName {
  return chromaticIntervalName(ascendingHalfSteps(from, to));
}

/** Equal temperament, A4 = 440 Hz. */
export function midiToFrequency(midi: number): number {
  return Midi.midiToFreq(midi);
}

/** Frequency in Hz of a note with an octave ("A4" → 440); throws when the note has no octave. */
export function noteFrequency(note: string): number {
  const frequency = Note.freq(note);
  if (frequency === null) throw new RangeError(`Not a note with an octave: ${note}`);
  return frequency;
}

/** MIDI number of a note with an octave ("C4" → 60); throws when the note has no octave. */
export function noteMidi(note: string): number {
  const midi = Note.midi(note);
  if (midi === null) throw new RangeError(`Not a note with an octave: ${note}`);
  return midi;
}

/** A MIDI number as a note name, spelled with the given pitch class when it fits (61 + "Db" → "Db4"). */
export function spellMidi(midi: number, pitchClass?: string): string {
  if (pitchClass) {
    const octave = Math.floor(midi / 12) - 1;
    for (const candidate of [octave, octave - 1, octave + 1]) {
      if (Note.midi(`${pitchClass}${candidate}`) === midi) return `${pitchClass}${candidate}`;
    }
  }
  return Midi.midiToNoteName(midi, { sharps: true });
}

/** The other name of a black key's pitch class ("C#" → "Db"); a natural keeps its own name. */
export function enharmonicPitchClass(pitchClass: string): string {
  return pitchClass.length === 1 ? pitchClass : Note.enharmonic(pitchClass);
}

/** "C#4" → "C♯4", "Bb" → "B♭" (for display; the logic keeps ASCII names). */
export function prettyNoteName(note: string): string {
  return note
    .replace(/##/g, '𝄪')
    .replace(/#/g, '♯')
    .replace(/(?<=[A-G])bb/g, '𝄫')
    .replace(/(?<=[A-G])b/g, '♭');
}

// ── Chromatic circle ───────────────────────────────────────────────────────────────────────────────────

export const OCTAVE_MIN = 0;
export const OCTAVE_MAX = 8;
export const DEFAULT_OCTAVE = 4;
/** How long a plucked note rings. */
export const NOTE_DURATION_SECONDS = 1.5;
/** A press that moves further than this is a drag (interval), not a click. */
export const DRAG_THRESHOLD_PX = 5;

export function clampOctave(octave: number): number {
  if (!Number.isFinite(octave)) return DEFAULT_OCTAVE;
  return Math.min(OCTAVE_MAX, Math.max(OCTAVE_MIN, Math.round(octave)));
}

/** Keys a–j play the naturals and w, e, t, y, u the sharps, laid out like a piano keyboard. */
export const CIRCLE_NOTE_KEYS: Readonly<Record<string, string>> = {
  a: 'C',
  w: 'C#',
  s: 'D',
  e: 'D#',
  d: 'E',
  f: 'F',
  t: 'F#',
  g: 'G',
  y: 'G#',
  h: 'A',
  u: 'A#',
  j: 'B',
};
export const OCTAVE_UP_KEY = 'o';
export const OCTAVE_DOWN_KEY = 'l';

export type CircleKeyAction = { kind: 'note'; pitchClass: string } | { kind: 'octave'; step: 1 | -1 };

/** What a key press does on the circle, or null; letters in either case (Shift is how a key measures). */
export function circleKeyAction(key: string): CircleKeyAction | null {
  const letter = key.toLowerCase();
  if (letter === OCTAVE_UP_KEY) return { kind: 'octave', step: 1 };
  if (letter === OCTAVE_DOWN_KEY) return { kind: 'octave', step: -1 };
  const pitchClass = CIRCLE_NOTE_KEYS[letter];
  return pitchClass ? { kind: 'note', pitchClass } : null;
}

/** The key that plays a pitch class ("C#" → "w"), for the hints on the circle. */
export function keyForPitchClass(pitchClass: string): string | undefined {
  const chroma = chromaOf(pitchClass);
  return Object.keys(CIRCLE_NOTE_KEYS).find((key) => chromaOf(CIRCLE_NOTE_KEYS[key]!) === chroma);
}
