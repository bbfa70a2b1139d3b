import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHORD_PRESETS,
  clampStartFret,
  degreeLabel,
  fretboardPositions,
  FRET_COUNT_MAX,
  FRET_COUNT_MIN,
  isValidFretCount,
  isValidStartFret,
  maxStartFret,
  noteSet,
  SCALE_PRESETS,
  toneAt,
  TUNINGS,
  tuningById,
  visibleFrets,
} from './music-fretboard.ts';
import { noteMidi, spellMidi } from './music-notes.ts';

const fretCount = fc.integer({ min: FRET_COUNT_MIN, max: FRET_COUNT_MAX });
const board = fretCount.chain((count) =>
  fc.tuple(fc.constant(count), fc.integer({ min: 0, max: maxStartFret(count) })),
);

describe('fret range rules', () => {
  it('allows 4–24 frets, whole numbers only', () => {
    expect([3, 4, 12, 24, 25].map(isValidFretCount)).toEqual([false, true, true, true, false]);
    expect(isValidFretCount(7.5)).toBe(false);
    expect(isValidFretCount(Number.NaN)).toBe(false);
  });

  it('allows a starting fret from 0 to 24 minus the number of frets', () => {
    expect(maxStartFret(4)).toBe(20);
    expect(maxStartFret(24)).toBe(0);
    expect(isValidStartFret(12, 12)).toBe(true);
    expect(isValidStartFret(13, 12)).toBe(false);
    expect(isValidStartFret(-1, 12)).toBe(false);
    expect(isValidStartFret(1.5, 12)).toBe(false);
  });

  it('moves the starting fret down when more frets no longer fit after it', () => {
    expect(clampStartFret(20, 12)).toBe(12);
    expect(clampStartFret(5, 12)).toBe(5);
    fc.assert(
      fc.property(fretCount, fc.integer({ min: -10, max: 40 }), (count, start) => {
        expect(isValidStartFret(clampStartFret(start, count), count)).toBe(true);
      }),
    );
  });

  it('shows the open strings and frets 1…n from the nut, else frets start+1…start+n, never past 24', () => {
    expect(visibleFrets(0, 4)).toEqual([0, 1, 2, 3, 4]);
    expect(visibleFrets(5, 4)).toEqual([6, 7, 8, 9]);
    expect(visibleFrets(0, 24).at(-1)).toBe(24);
    fc.assert(
      fc.property(board, ([count, start]) => {
        const frets = visibleFrets(start, count);
        expect(frets.filter((fret) => fret > 0)).toHaveLength(count);
        expect(frets.at(-1)).toBe(start + count);
        expect(frets.at(-1)).toBeLessThanOrEqual(24);
      }),
    );
  });
});

describe('tunings', () => {
  it.each([
    ['standard', ['E2', 'A2', 'D3', 'G3', 'B3', 'E4'], [40, 45, 50, 55, 59, 64]],
    ['e-flat', ['Eb2', 'Ab2', 'Db3', 'Gb3', 'Bb3', 'Eb4'], [39, 44, 49, 54, 58, 63]],
    ['drop-d', ['D2', 'A2', 'D3', 'G3', 'B3', 'E4'], [38, 45, 50, 55, 59, 64]],
    ['drop-c', ['C2', 'G2', 'C3', 'F3', 'A3', 'D4'], [36, 43, 48, 53, 57, 62]],
    ['seven-string', ['B1', 'E2', 'A2', 'D3', 'G3', 'B3', 'E4'], [35, 40, 45, 50, 55, 59, 64]],
    ['eight-string', ['F#1', 'B1', 'E2', 'A2', 'D3', 'G3', 'B3', 'E4'], [30, 35, 40, 45, 50, 55, 59, 64]],
    ['violin-mandolin', ['G3', 'D4', 'A4', 'E5'], [55, 62, 69, 76]],
    ['ukulele', ['G4', 'C4', 'E4', 'A4'], [67, 60, 64, 69]],
  ])('%s has the right strings and pitches', (id, strings, midis) => {
    const tuning = tuningById(id);
    expect(tuning.id).toBe(id);
    expect(tuning.strings).toEqual(strings);
    expect(tuning.strings.map(noteMidi)).toEqual(midis);
  });

  it('offers the eight tunings, standard first', () => {
    expect(TUNINGS).toHaveLength(8);
    expect(tuningById('nope').id).toBe('standard');
  });

  it('lays out string 1 on top, each fret a half-step above the last', () => {
    const rows = fretboardPositions(tuningById('standard'), 0, 12);
    expect(rows.map((row) => row[0]!.stringNumber)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(spellMidi(rows[5]![3]!.midi)).toBe('G2');
    expect(spellMidi(rows[0]![0]!.midi)).toBe('E4');
    fc.assert(
      fc.property(fc.constantFrom(...TUNINGS), board, (tuning, [count, start]) => {
        const grid = fretboardPositions(tuning, start, count);
        expect(grid).toHaveLength(tuning.strings.length);
        for (const row of grid) {
          const open = noteMidi(tuning.strings[tuning.strings.length - row[0]!.stringNumber]!);
          for (const position of row) {
            expect(position.midi).toBe(open + position.fret);
            expect(position.chroma).toBe(position.midi % 12);
          }
        }
      }),
    );
  });
});

describe('scales and chords', () => {
  it('offers the required presets, each found by tonal on every root', () => {
    expect(SCALE_PRESETS.map((preset) => preset.id)).toEqual(
      expect.arrayContaining([
        'major',
        'natural-minor',
        'major-pentatonic',
        'minor-pentatonic',
        'blues',
        'ionian',
        'dorian',
        'phrygian',
        'lydian',
        'mixolydian',
        'aeolian',
        'locrian',
        'harmonic-minor',
        'melodic-minor',
      ]),
    );
    expect(CHORD_PRESETS.map((preset) => preset.tonal)).toEqual([
      'M',
      'm',
      '7',
      'maj7',
      'm7',
      'dim',
      'aug',
      'sus2',
      'sus4',
    ]);
    for (let root = 0; root < 12; root++) {
      for (const preset of SCALE_PRESETS) expect(noteSet('scale', root, preset.id).tones[0]!.chroma).toBe(root);
      for (const preset of CHORD_PRESETS) expect(noteSet('chord', root, preset.id).tones[0]!.chroma).toBe(root);
    }
  });

  it.each([
    ['scale', 0, 'major', 'C major', ['C', 'D', 'E', 'F', 'G', 'A', 'B'], ['R', '2', '3', '4', '5', '6', '7']],
    [
      'scale',
      9,
      'natural-minor',
      'A natural minor',
      ['A', 'B', 'C', 'D', 'E', 'F', 'G'],
      ['R', '2', '♭3', '4', '5', '♭6', '♭7'],
    ],
    ['scale', 9, 'minor-pentatonic', 'A minor pentatonic', ['A', 'C', 'D', 'E', 'G'], ['R', '♭3', '4', '5', '♭7']],
    ['scale', 9, 'blues', 'A blues', ['A', 'C', 'D', 'Eb', 'E', 'G'], ['R', '♭3', '4', '♭5', '5', '♭7']],
    ['scale', 5, 'lydian', 'F lydian', ['F', 'G', 'A', 'B', 'C', 'D', 'E'], ['R', '2', '3', '♯4', '5', '6', '7']],
    [
      'scale',
      1,
      'harmonic-minor',
      'C♯ harmonic minor',
      ['C#', 'D#', 'E', 'F#', 'G#', 'A', 'B#'],
      ['R', '2', '♭3', '4', '5', '♭6', '7'],
    ],
    ['scale', 10, 'major', 'B♭ major', ['Bb', 'C', 'D', 'Eb', 'F', 'G', 'A'], ['R', '2', '3', '4', '5', '6', '7']],
    ['chord', 7, 'dominant-7', 'G7', ['G', 'B', 'D', 'F'], ['R', '3', '5', '♭7']],
    ['chord', 0, 'major', 'C major', ['C', 'E', 'G'], ['R', '3', '5']],
    ['chord', 9, 'minor', 'Am', ['A', 'C', 'E'], ['R', '♭3', '5']],
    ['chord', 11, 'diminished', 'Bdim', ['B', 'D', 'F'], ['R', '♭3', '♭5']],
    ['chord', 0, 'augmented', 'Caug', ['C', 'E', 'G#'], ['R', '3', '♯5']],
    ['chord', 2, 'sus4', 'Dsus4', ['D', 'G', 'A'], ['R', '4', '5']],
  ] as const)('%s %i %s is %s', (kind, root, id, name, notes, degrees) => {
    const set = noteSet(kind, root, id);
    expect(set.name).toBe(name);
    expect(set.tones.map((tone) => tone.pitchClass)).toEqual(notes);
    expect(set.tones.map((tone) => tone.degree)).toEqual(degrees);
  });

  it('labels degrees from tonal intervals', () => {
    expect(['1P', '2m', '3m', '3M', '4A', '5d', '6m', '7m', '7M', '7d'].map(degreeLabel)).toEqual([
      'R',
      '♭2',
      '♭3',
      '3',
      '♯4',
      '♭5',
      '♭6',
      '♭7',
      '7',
      '𝄫7',
    ]);
    expect(() => degreeLabel('x')).toThrow(RangeError);
  });

  it('labels the twelve chromatic degrees', () => {
    expect(noteSet('scale', 9, 'chromatic').tones.map((tone) => tone.degree)).toEqual([
      'R',
      '♭2',
      '2',
      '♭3',
      '3',
      '4',
      '♭5',
      '5',
      '♭6',
      '6',
      '♭7',
      '7',
    ]);
  });

  it('refuses an unknown preset', () => {
    expect(() => noteSet('scale', 0, 'nope')).toThrow(RangeError);
  });

  it('marks exactly the positions of a scale or chord on every tuning, roots included', () => {
    const presets = [
      ...SCALE_PRESETS.map((p) => ['scale', p.id] as const),
      ...CHORD_PRESETS.map((p) => ['chord', p.id] as const),
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...TUNINGS),
        fc.constantFrom(...presets),
        fc.integer({ min: 0, max: 11 }),
        board,
        (tuning, [kind, id], root, [count, start]) => {
          const set = noteSet(kind, root, id);
          const chromas = new Set(set.tones.map((tone) => tone.chroma));
          for (const position of fretboardPositions(tuning, start, count).flat()) {
            const tone = toneAt(set, position);
            expect(Boolean(tone)).toBe(chromas.has(position.chroma));
            if (tone) {
              expect(tone.isRoot).toBe(position.chroma === root);
              expect(spellMidi(position.midi, tone.pitchClass).startsWith(tone.pitchClass)).toBe(true);
            }
          }
        },
      ),
    );
  });

  it('finds the C major notes on the low E string from the nut', () => {
    const set = noteSet('scale', 0, 'major');
    const lowE = fretboardPositions(tuningById('standard'), 0, 4).at(-1)!;
    const marked = lowE.filter((position) => toneAt(set, position)).map((position) => spellMidi(position.midi));
    expect(marked).toEqual(['E2', 'F2', 'G2']);
  });
});
