import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ascendingHalfSteps,
  CHROMATIC_INTERVAL_NAMES,
  chromaOf,
  chromaticIntervalName,
  circleKeyAction,
  CIRCLE_NOTE_KEYS,
  clampOctave,
  DEFAULT_OCTAVE,
  enharmonicPitchClass,
  intervalNameBetween,
  keyForPitchClass,
  midiToFrequency,
  noteFrequency,
  noteMidi,
  OCTAVE_MAX,
  OCTAVE_MIN,
  PITCH_CLASSES,
  prettyNoteName,
  spellMidi,
} from './music-notes.ts';

const pitchClass = fc.constantFrom(...PITCH_CLASSES);

describe('pitch classes', () => {
  it('are the twelve chromatic notes from C', () => {
    expect(PITCH_CLASSES).toEqual(['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B']);
    expect(PITCH_CLASSES.map(chromaOf)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('refuses what is not a note', () => {
    expect(() => chromaOf('H')).toThrow(RangeError);
  });
});

describe('interval names', () => {
  it('names 0–11 half-steps exactly', () => {
    expect(CHROMATIC_INTERVAL_NAMES).toEqual([
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
    ]);
  });

  it('names every ordered pair of the 12 notes by the ascending distance from the first', () => {
    for (const [fromIndex, from] of PITCH_CLASSES.entries()) {
      for (const [toIndex, to] of PITCH_CLASSES.entries()) {
        const halfSteps = (toIndex - fromIndex + 12) % 12;
        expect(ascendingHalfSteps(from, to)).toBe(halfSteps);
        expect(intervalNameBetween(from, to)).toBe(CHROMATIC_INTERVAL_NAMES[halfSteps]);
      }
    }
  });

  it.each([
    ['C', 'E', 'Major 3rd'],
    ['E', 'C', 'Minor 6th'],
    ['C', 'G', 'Perfect 5th'],
    ['G', 'C', 'Perfect 4th'],
    ['F', 'B', 'Tritone'],
    ['A', 'A', 'Unison'],
    ['B', 'C', 'Minor 2nd'],
    ['Db', 'C#', 'Unison'],
  ])('%s → %s is a %s', (from, to, name) => {
    expect(intervalNameBetween(from, to)).toBe(name);
  });

  it('a pair and its reverse add up to an octave (inversion), or are both Unison', () => {
    fc.assert(
      fc.property(pitchClass, pitchClass, (from, to) => {
        const up = ascendingHalfSteps(from, to);
        const down = ascendingHalfSteps(to, from);
        expect(up === 0 ? down : up + down).toBe(up === 0 ? 0 : 12);
      }),
    );
  });

  it('takes any whole number of half-steps modulo 12', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (halfSteps) => {
        expect(chromaticIntervalName(halfSteps)).toBe(CHROMATIC_INTERVAL_NAMES[((halfSteps % 12) + 12) % 12]);
      }),
    );
    expect(chromaticIntervalName(12)).toBe('Unison');
  });
});

describe('circle key map', () => {
  it('plays the naturals on a–j and the sharps on w e t y u', () => {
    const naturals = ['a', 's', 'd', 'f', 'g', 'h', 'j'].map((key) => CIRCLE_NOTE_KEYS[key]);
    expect(naturals).toEqual(['C', 'D', 'E', 'F', 'G', 'A', 'B']);
    const sharps = ['w', 'e', 't', 'y', 'u'].map((key) => CIRCLE_NOTE_KEYS[key]);
    expect(sharps).toEqual(['C#', 'D#', 'F#', 'G#', 'A#']);
  });

  it('covers each of the 12 notes with exactly one key', () => {
    expect(new Set(Object.values(CIRCLE_NOTE_KEYS).map(chromaOf)).size).toBe(12);
    for (const note of PITCH_CLASSES) expect(CIRCLE_NOTE_KEYS[keyForPitchClass(note)!]).toBe(note);
    expect(keyForPitchClass('Bb')).toBe('u');
  });

  it('maps keys in either case to notes and O / L to the octave', () => {
    expect(circleKeyAction('a')).toEqual({ kind: 'note', pitchClass: 'C' });
    expect(circleKeyAction('W')).toEqual({ kind: 'note', pitchClass: 'C#' });
    expect(circleKeyAction('o')).toEqual({ kind: 'octave', step: 1 });
    expect(circleKeyAction('L')).toEqual({ kind: 'octave', step: -1 });
    for (const key of ['k', 'q', 'r', 'i', 'z', '1', 'Enter', ' ', 'ArrowUp']) expect(circleKeyAction(key)).toBeNull();
  });
});

describe('octave bounds', () => {
  it('keeps the octave within 0–8', () => {
    expect([OCTAVE_MIN, OCTAVE_MAX, DEFAULT_OCTAVE]).toEqual([0, 8, 4]);
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), (octave) => {
        const clamped = clampOctave(octave);
        expect(clamped).toBeGreaterThanOrEqual(0);
        expect(clamped).toBeLessThanOrEqual(8);
        if (octave >= 0 && octave <= 8) expect(clamped).toBe(octave);
      }),
    );
    expect(clampOctave(8 + 1)).toBe(8);
    expect(clampOctave(0 - 1)).toBe(0);
    expect(clampOctave(Number.NaN)).toBe(DEFAULT_OCTAVE);
  });

  it('every note of every octave 0–8 has a pitch, and the highest interval partner stays audible', () => {
    for (let octave = OCTAVE_MIN; octave <= OCTAVE_MAX; octave++) {
      for (const note of PITCH_CLASSES) expect(noteMidi(`${note}${octave}`)).toBe(12 * (octave + 1) + chromaOf(note));
    }
    expect(midiToFrequency(noteMidi('B8') + 11)).toBeLessThan(20_000);
  });
});

describe('note → frequency', () => {
  it('A4 is 440 Hz and C4 is MIDI 60', () => {
    expect(noteFrequency('A4')).toBe(440);
    expect(midiToFrequency(69)).toBe(440);
    expect(noteMidi('C4')).toBe(60);
    expect(noteFrequency('E2')).toBeCloseTo(82.41, 2);
  });

  it('doubles each octave and rises by 2^(1/12) each half-step', () => {
    fc.assert(
      fc.property(pitchClass, fc.integer({ min: 0, max: 7 }), (note, octave) => {
        expect(noteFrequency(`${note}${octave + 1}`) / noteFrequency(`${note}${octave}`)).toBeCloseTo(2, 10);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 12, max: 126 }), (midi) => {
        expect(midiToFrequency(midi + 1) / midiToFrequency(midi)).toBeCloseTo(2 ** (1 / 12), 10);
      }),
    );
  });

  it('refuses a note without an octave', () => {
    expect(() => noteFrequency('A')).toThrow(RangeError);
    expect(() => noteMidi('nope')).toThrow(RangeError);
  });
});

describe('spelling', () => {
  it('spells a MIDI number with a wanted pitch class, or with sharps', () => {
    expect(spellMidi(61, 'Db')).toBe('Db4');
    expect(spellMidi(59, 'Cb')).toBe('Cb4');
    expect(spellMidi(60, 'B#')).toBe('B#3');
    expect(spellMidi(61)).toBe('C#4');
    expect(spellMidi(61, 'D')).toBe('C#4');
  });

  it('gives the other name of a black key', () => {
    expect(PITCH_CLASSES.map(enharmonicPitchClass)).toEqual([
      'C',
      'Db',
      'D',
      'Eb',
      'E',
      'F',
      'Gb',
      'G',
      'Ab',
      'A',
      'Bb',
      'B',
    ]);
  });

  it('prints sharps and flats as symbols', () => {
    expect(prettyNoteName('C#4')).toBe('C♯4');
    expect(prettyNoteName('Bb')).toBe('B♭');
    expect(prettyNoteName('Bbb3')).toBe('B𝄫3');
    expect(prettyNoteName('F##')).toBe('F𝄪');
    expect(prettyNoteName('B')).toBe('B');
  });
});
