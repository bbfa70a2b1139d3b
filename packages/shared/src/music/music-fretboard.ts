import { Chord, Interval, Note, Scale } from 'tonal';
import { chromaOf, noteMidi, PITCH_CLASSES, prettyNoteName } from './music-notes.ts';

/** The interactive fretboard: board geometry rules, tunings, preset scales and chords. */

// ── Fretboard ──────────────────────────────────────────────────────────────────────────────────────────

/** The highest fret any board reaches, and how many frets a board shows. */
export const FRETBOARD_LAST_FRET = 24;
export const FRET_COUNT_MIN = 4;
export const FRET_COUNT_MAX = 24;
export const DEFAULT_FRET_COUNT = 12;

/** The starting fret may be 0 (the nut) up to 24 minus the number of frets. */
export function maxStartFret(fretCount: number): number {
  return FRETBOARD_LAST_FRET - fretCount;
}

export const isValidFretCount = (value: number): boolean =>
  Number.isInteger(value) && value >= FRET_COUNT_MIN && value <= FRET_COUNT_MAX;

export const isValidStartFret = (value: number, fretCount: number): boolean =>
  Number.isInteger(value) && value >= 0 && value <= maxStartFret(fretCount);

/** A starting fret that still fits once the number of frets changed (the board keeps ending by fret 24). */
export function clampStartFret(startFret: number, fretCount: number): number {
  return Math.min(Math.max(0, Math.trunc(startFret)), maxStartFret(fretCount));
}

/**
 * The fret spaces a board shows: it begins at fret wire `startFret` (0 = the nut, when the open strings are
 * shown too) and shows `fretCount` spaces, so the last one is `startFret + fretCount` ≤ 24.
 */
export function visibleFrets(startFret: number, fretCount: number): number[] {
  const first = startFret === 0 ? 0 : startFret + 1;
  return Array.from({ length: startFret + fretCount - first + 1 }, (_, index) => first + index);
}

export interface Tuning {
  id: string;
  name: string;
  /** Open strings from the lowest-numbered course, i.e. string N first … string 1 (the first string) last. */
  strings: readonly string[];
}

/**
 * The eight tunings. The ukulele is re-entrant (high G4, as most ukuleles are strung);
 * violin and mandolin share G3 D4 A4 E5.
 */
export const TUNINGS: readonly Tuning[] = [
  { id: 'standard', name: 'Standard (E A D G B E)', strings: ['E2', 'A2', 'D3', 'G3', 'B3', 'E4'] },
  { id: 'e-flat', name: 'E♭ standard (E♭ A♭ D♭ G♭ B♭ E♭)', strings: ['Eb2', 'Ab2', 'Db3', 'Gb3', 'Bb3', 'Eb4'] },
  { id: 'drop-d', name: 'Drop D (D A D G B E)', strings: ['D2', 'A2', 'D3', 'G3', 'B3', 'E4'] },
  { id: 'drop-c', name: 'Drop C (C G C F A D)', strings: ['C2', 'G2', 'C3', 'F3', 'A3', 'D4'] },
  { id: 'seven-string', name: '7-string (B E A D G B E)', strings: ['B1', 'E2', 'A2', 'D3', 'G3', 'B3', 'E4'] },
  {
    id: 'eight-string',
    name: '8-string (F♯ B E A D G B E)',
    strings: ['F#1', 'B1', 'E2', 'A2', 'D3', 'G3', 'B3', 'E4'],
  },
  { id: 'violin-mandolin', name: 'Violin / mandolin (G D A E)', strings: ['G3', 'D4', 'A4', 'E5'] },
  { id: 'ukulele', name: 'Ukulele, re-entrant (G C E A)', strings: ['G4', 'C4', 'E4', 'A4'] },
];
export const DEFAULT_TUNING_ID = 'standard';

export function tuningById(id: string): Tuning {
  return TUNINGS.find((tuning) => tuning.id === id) ?? TUNINGS[0]!;
}

export interface FretPosition {
  /** 1 = the first (top) string … N = the lowest-numbered course, as guitarists count. */
  stringNumber: number;
  fret: number;
  midi: number;
  chroma: number;
}

/** Every shown position, string 1 first (the top row of the board), each row from the lowest shown fret. */
export function fretboardPositions(tuning: Tuning, startFret: number, fretCount: number): FretPosition[][] {
  const frets = visibleFrets(startFret, fretCount);
  return tuning.strings
    .map((open, index) => {
      const openMidi = noteMidi(open);
      const stringNumber = tuning.strings.length - index;
      return frets.map((fret) => ({ stringNumber, fret, midi: openMidi + fret, chroma: (openMidi + fret) % 12 }));
    })
    .reverse();
}

// ── Scales and chords ──────────────────────────────────────────────────────────────────────────────────

export interface NotePreset {
  id: string;
  name: string;
  /** tonal's scale name or chord symbol. */
  tonal: string;
}

export const SCALE_PRESETS: readonly NotePreset[] = [
  { id: 'chromatic', name: 'All notes (chromatic)', tonal: 'chromatic' },
  { id: 'major', name: 'Major', tonal: 'major' },
  { id: 'natural-minor', name: 'Natural minor', tonal: 'aeolian' },
  { id: 'major-pentatonic', name: 'Major pentatonic', tonal: 'major pentatonic' },
  { id: 'minor-pentatonic', name: 'Minor pentatonic', tonal: 'minor pentatonic' },
  { id: 'blues', name: 'Blues', tonal: 'minor blues' },
  { id: 'ionian', name: 'Ionian (mode 1)', tonal: 'ionian' },
  { id: 'dorian', name: 'Dorian (mode 2)', tonal: 'dorian' },
  { id: 'phrygian', name: 'Phrygian (mode 3)', tonal: 'phrygian' },
  { id: 'lydian', name: 'Lydian (mode 4)', tonal: 'lydian' },
  { id: 'mixolydian', name: 'Mixolydian (mode 5)', tonal: 'mixolydian' },
  { id: 'aeolian', name: 'Aeolian (mode 6)', tonal: 'aeolian' },
  { id: 'locrian', name: 'Locrian (mode 7)', tonal: 'locrian' },
  { id: 'harmonic-minor', name: 'Harmonic minor', tonal: 'harmonic minor' },
  { id: 'melodic-minor', name: 'Melodic minor', tonal: 'melodic minor' },
];

export const CHORD_PRESETS: readonly NotePreset[] = [
  { id: 'major', name: 'Major', tonal: 'M' },
  { id: 'minor', name: 'Minor', tonal: 'm' },
  { id: 'dominant-7', name: 'Dominant 7th (7)', tonal: '7' },
  { id: 'major-7', name: 'Major 7th (maj7)', tonal: 'maj7' },
  { id: 'minor-7', name: 'Minor 7th (m7)', tonal: 'm7' },
  { id: 'diminished', name: 'Diminished (dim)', tonal: 'dim' },
  { id: 'augmented', name: 'Augmented (aug)', tonal: 'aug' },
  { id: 'sus2', name: 'Suspended 2nd (sus2)', tonal: 'sus2' },
  { id: 'sus4', name: 'Suspended 4th (sus4)', tonal: 'sus4' },
];

export type NoteSetKind = 'scale' | 'chord';

/** One tone of a scale or chord: its spelling in that key and its degree ("R", "♭3", "5", "♯4"). */
export interface NoteSetTone {
  pitchClass: string;
  chroma: number;
  degree: string;
  isRoot: boolean;
}

export interface NoteSet {
  name: string;
  tones: NoteSetTone[];
}

/** "3m" → "♭3", "4A" → "♯4", "7d" → "𝄫7", "1P" → "R". */
export function degreeLabel(interval: string): string {
  const { num, alt, empty } = Interval.get(interval);
  if (empty) throw new RangeError(`Not an interval: ${interval}`);
  if (num === 1 && alt === 0) return 'R';
  const accidental = alt === 0 ? '' : alt > 0 ? '♯'.repeat(alt) : alt === -2 ? '𝄫' : '♭'.repeat(-alt);
  return `${accidental}${num}`;
}

function lookUp(kind: NoteSetKind, root: string, tonalName: string): { notes: string[]; intervals: string[] } {
  const found = kind === 'scale' ? Scale.get(`${root} ${tonalName}`) : Chord.getChord(tonalName, root);
  if (found.empty) throw new RangeError(`Unknown ${kind}: ${root} ${tonalName}`);
  return { notes: found.notes, intervals: found.intervals };
}

const accidentalCount = (notes: string[]): number => notes.join('').replace(/[A-G]/g, '').length;

/**
 * The spelling of a root that reads best in this scale or chord: of the sharp and the flat name of a black
 * key, the one whose notes carry fewer accidentals (C♯ harmonic minor rather than D♭ with F♭ and B𝄫).
 */
export function preferredRootSpelling(kind: NoteSetKind, rootChroma: number, tonalName: string): string {
  const sharp = PITCH_CLASSES[rootChroma]!;
  const candidates = sharp.length === 1 ? [sharp] : [Note.enharmonic(sharp), sharp];
  return candidates.reduce((best, candidate) =>
    accidentalCount(lookUp(kind, candidate, tonalName).notes) < accidentalCount(lookUp(kind, best, tonalName).notes)
      ? candidate
      : best,
  );
}

/** A preset scale or chord on a root (0 = C … 11 = B), spelled as `preferredRootSpelling` chooses. */
export function noteSet(kind: NoteSetKind, rootChroma: number, presetId: string): NoteSet {
  const preset = (kind === 'scale' ? SCALE_PRESETS : CHORD_PRESETS).find((candidate) => candidate.id === presetId);
  if (!preset) throw new RangeError(`Unknown ${kind} preset: ${presetId}`);
  const root = preferredRootSpelling(kind, rootChroma, preset.tonal);
  const { notes, intervals } = lookUp(kind, root, preset.tonal);
  // "C natural minor", "A blues"; chords by symbol ("Am", "G7"), but the major chord as "C major".
  const title =
    kind === 'scale'
      ? `${root} ${preset.id.replace(/-/g, ' ')}`
      : preset.tonal === 'M'
        ? `${root} major`
        : `${root}${preset.tonal}`;
  return {
    name: prettyNoteName(title),
    tones: notes.map((pitchClass, index) => ({
      pitchClass,
      chroma: chromaOf(pitchClass),
      degree: degreeLabel(intervals[index]!),
      isRoot: index === 0,
    })),
  };
}

/** The tone of a note set a position sounds, if any. */
export function toneAt(set: NoteSet, position: FretPosition): NoteSetTone | undefined {
  return set.tones.find((tone) => tone.chroma === position.chroma);
}
