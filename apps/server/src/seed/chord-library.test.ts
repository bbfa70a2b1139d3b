import { chordFingeringSchema, deriveBarres, GUITAR_STRING_COUNT, TRIAD_TYPES, type TriadType } from '@woodshed/shared';
import { Chord, Interval, Note } from 'tonal';
import { describe, expect, it } from 'vitest';
import { CHORD_LIBRARY, type ChordSeed } from './chord-library.ts';

/** Standard tuning, low E (index 0) to high e (index 5), as MIDI numbers. */
const OPEN_STRINGS_MIDI = ['E2', 'A2', 'D3', 'G3', 'B3', 'E4'].map((note) => Note.midi(note)!);

/** Degrees whose natural form is perfect: a flat one is diminished once ("5d" → "b5"), not twice. */
const PERFECT_DEGREES = new Set([1, 4, 5]);

/** tonal's interval ("3m", "5d", "7d", "9M") as the degree name we store ("b3", "b5", "bb7", "9"). */
function degreeName(tonalInterval: string): string {
  const { num, q } = Interval.get(tonalInterval);
  const simple = ((num - 1) % 7) + 1;
  const perfect = PERFECT_DEGREES.has(simple);
  const accidental: Record<string, string> = perfect ? { P: '', d: 'b', A: '#' } : { M: '', m: 'b', d: 'bb', A: '#' };
  const prefix = accidental[q];
  if (prefix === undefined) throw new Error(`No degree name for ${tonalInterval}`);
  return `${prefix}${num}`;
}

/** The triad a chord is built on, read from its degrees (the rule documented in chord-library.ts). */
function expectedTriadType(intervals: readonly string[]): TriadType {
  if (intervals.includes('3')) return intervals.includes('#5') ? 'Augmented' : 'Major';
  if (intervals.includes('b3')) return intervals.includes('b5') ? 'Diminished' : 'Minor';
  return 'Other';
}

interface SoundedString {
  stringIndex: number;
  midi: number;
}

function soundedStrings(chord: ChordSeed): SoundedString[] {
  return chord.fingering.frets.flatMap((fret, stringIndex) =>
    fret === null ? [] : [{ stringIndex, midi: OPEN_STRINGS_MIDI[stringIndex]! + fret }],
  );
}

const chroma = (note: string): number => Note.chroma(note)!;

describe('chord library', () => {
  it('has about sixty chords covering every triad type', () => {
    expect(CHORD_LIBRARY.length).toBeGreaterThanOrEqual(58);
    expect(CHORD_LIBRARY.length).toBeLessThanOrEqual(64);
    for (const type of TRIAD_TYPES) {
      expect(
        CHORD_LIBRARY.filter((chord) => chord.triadType === type).length,
        `chords of type ${type}`,
      ).toBeGreaterThanOrEqual(4);
    }
  });

  it('has unique names', () => {
    const names = CHORD_LIBRARY.map((chord) => chord.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('includes the common open chords and barre shapes', () => {
    const names = new Set(CHORD_LIBRARY.map((chord) => chord.name));
    const expected = [
      'C',
      'D',
      'E',
      'F',
      'G',
      'A',
      'Am',
      'Dm',
      'Em',
      'Bm',
      'F#m',
      'B',
      'Bb',
      'C#m',
      'Gm',
      'Cm',
      'G7',
      'Cmaj7',
      'Dsus4',
      'E5',
    ];
    expect(expected.filter((name) => !names.has(name))).toEqual([]);
  });
});

describe.each(CHORD_LIBRARY.map((chord) => [chord.name, chord] as const))('%s', (name, chord) => {
  const theory = Chord.get(name);

  it('is a chord tonal knows', () => {
    expect(theory.empty, `${name} is not a chord symbol tonal understands`).toBe(false);
  });

  it('lists the notes and intervals tonal gives', () => {
    expect(chord.notes, `${name} notes`).toEqual(theory.notes);
    expect(chord.intervals, `${name} intervals`).toEqual(theory.intervals.map(degreeName));
    expect(chord.intervals, `${name}: one interval per note`).toHaveLength(chord.notes.length);
  });

  it('is classified by its underlying triad', () => {
    expect(chord.triadType, `${name} triad type`).toBe(expectedTriadType(chord.intervals));
  });

  it('has a valid fingering with one finger per fretted string', () => {
    const parsed = chordFingeringSchema.safeParse(chord.fingering);
    expect(parsed.success, `${name} fingering: ${parsed.error?.message ?? ''}`).toBe(true);
    const { frets, fingers } = chord.fingering;
    const unfingered = frets.flatMap((fret, index) =>
      fret !== null && fret > 0 && fingers[index] === null ? [index] : [],
    );
    expect(unfingered, `${name}: fretted strings (0 = low E) without a finger`).toEqual([]);
  });

  it('sounds the chord with its root in the bass', () => {
    const sounded = soundedStrings(chord);
    expect(sounded.length, `${name}: strings that sound`).toBeGreaterThanOrEqual(3);

    const chordChromas = new Set(chord.notes.map(chroma));
    const wrongNotes = sounded
      .filter(({ midi }) => !chordChromas.has(midi % 12))
      .map(({ midi }) => Note.fromMidi(midi));
    expect(wrongNotes, `${name}: sounded notes that are not in the chord`).toEqual([]);

    const soundedChromas = new Set(sounded.map(({ midi }) => midi % 12));
    const missing = chord.notes.filter(
      (note, index) => chord.intervals[index] !== '5' && !soundedChromas.has(chroma(note)),
    );
    expect(missing, `${name}: chord notes the fingering leaves out (only a perfect 5th may be left out)`).toEqual([]);

    const bass = Math.min(...sounded.map(({ midi }) => midi));
    expect(bass % 12, `${name}: lowest sounded note ${Note.fromMidi(bass)} should be the root ${theory.tonic}`).toBe(
      chroma(theory.tonic ?? ''),
    );
  });

  it('is playable by one hand', () => {
    const { frets, fingers } = chord.fingering;
    const fretted = frets.filter((fret): fret is number => fret !== null && fret > 0);
    if (fretted.length > 0)
      expect(Math.max(...fretted) - Math.min(...fretted), `${name}: stretch in frets`).toBeLessThanOrEqual(4);

    const fretOfFinger = new Map<number, Set<number>>();
    fingers.forEach((finger, index) => {
      const fret = frets[index];
      if (finger === null || fret === null || fret === undefined) return;
      fretOfFinger.set(finger, new Set([...(fretOfFinger.get(finger) ?? []), fret]));
    });
    for (const [finger, fretsOfThisFinger] of fretOfFinger) {
      expect([...fretsOfThisFinger], `${name}: finger ${finger} on more than one fret`).toHaveLength(1);
    }

    // Fingers 1 to 4 lie across the neck in order: a higher finger never presses a lower fret.
    const byFinger = [...fretOfFinger]
      .map(([finger, fretSet]) => [finger, [...fretSet][0]!] as const)
      .sort((a, b) => a[0] - b[0]);
    const frets1to4 = byFinger.map(([, fret]) => fret);
    expect(frets1to4, `${name}: frets of fingers ${byFinger.map(([finger]) => finger).join(',')}`).toEqual(
      [...frets1to4].sort((a, b) => a - b),
    );

    // A finger on several strings is a barre, so the diagram draws it as one.
    const multiStringFingers = [...fretOfFinger.keys()].filter(
      (finger) => fingers.filter((f) => f === finger).length > 1,
    );
    const barres = deriveBarres(chord.fingering);
    expect(
      barres.map((barre) => barre.finger).sort(),
      `${name}: fingers on several strings that are not a barre`,
    ).toEqual(multiStringFingers.sort());
    for (const barre of barres) {
      // Strings are numbered 6 (low E, index 0) to 1; every string under a barre is pressed at or above it.
      const covered = frets.slice(GUITAR_STRING_COUNT - barre.fromString, GUITAR_STRING_COUNT - barre.toString + 1);
      expect(
        covered.every((fret) => fret !== null && fret >= barre.fret),
        `${name}: barre at fret ${barre.fret} over ${covered.join(',')}`,
      ).toBe(true);
    }
  });
});
