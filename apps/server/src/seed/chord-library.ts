import { parseFingers, parseFrets, type ChordFingering, type TriadType } from '@woodshed/shared';

/**
 * The starter chord library: about sixty chords in standard tuning, each with a commonly taught
 * fingering from which the web app draws its diagram.
 *
 * `triadType` is the chord's underlying triad, whatever is added on top: Major for C, C7, Cmaj7, C6, Cadd9, E9;
 * Minor for Am, Am7, Am6; Diminished for Bdim, Bdim7 and Bm7b5 (its triad is B D F); Augmented for Caug; Other
 * when there is no third (sus2, sus4, 7sus4 and power chords).
 * `notes` are pitch classes in formula order, root first, spelled as tonal spells them; `intervals` are the
 * matching degrees ("1", "b3", "b5", "#5", "b7", "bb7", "9", ...). chord-library.test.ts checks both against tonal
 * and checks that every fingering sounds the chord with its root in the bass.
 */
export interface ChordSeed {
  name: string;
  triadType: TriadType;
  notes: string[];
  intervals: string[];
  fingering: ChordFingering;
}

/** A fingering written as it reads on a chord chart, low E first: frets "x 3 2 0 1 0", fingers "- 3 2 - 1 -". */
function shape(frets: string, fingers: string): ChordFingering {
  const parsedFrets = parseFrets(frets);
  const parsedFingers = parseFingers(fingers);
  if (!parsedFrets || !parsedFingers) throw new Error(`Invalid chord shape: ${frets} / ${fingers}`);
  return { frets: parsedFrets, fingers: parsedFingers };
}

export const CHORD_LIBRARY: readonly ChordSeed[] = [
  // Major triads: open chords, then E-shape (root on the 6th string) and A-shape (root on the 5th) barres.
  {
    name: 'C',
    triadType: 'Major',
    notes: ['C', 'E', 'G'],
    intervals: ['1', '3', '5'],
    fingering: shape('x 3 2 0 1 0', '- 3 2 - 1 -'),
  },
  {
    name: 'D',
    triadType: 'Major',
    notes: ['D', 'F#', 'A'],
    intervals: ['1', '3', '5'],
    fingering: shape('x x 0 2 3 2', '- - - 1 3 2'),
  },
  {
    name: 'E',
    triadType: 'Major',
    notes: ['E', 'G#', 'B'],
    intervals: ['1', '3', '5'],
    fingering: shape('0 2 2 1 0 0', '- 2 3 1 - -'),
  },
  {
    name: 'G',
    triadType: 'Major',
    notes: ['G', 'B', 'D'],
    intervals: ['1', '3', '5'],
    fingering: shape('3 2 0 0 0 3', '2 1 - - - 3'),
  },
  {
    name: 'A',
    triadType: 'Major',
    notes: ['A', 'C#', 'E'],
    intervals: ['1', '3', '5'],
    fingering: shape('x 0 2 2 2 0', '- - 1 2 3 -'),
  },
  {
    name: 'F',
    triadType: 'Major',
    notes: ['F', 'A', 'C'],
    intervals: ['1', '3', '5'],
    fingering: shape('1 3 3 2 1 1', '1 3 4 2 1 1'),
  },
  {
    name: 'F#',
    triadType: 'Major',
    notes: ['F#', 'A#', 'C#'],
    intervals: ['1', '3', '5'],
    fingering: shape('2 4 4 3 2 2', '1 3 4 2 1 1'),
  },
  {
    name: 'B',
    triadType: 'Major',
    notes: ['B', 'D#', 'F#'],
    intervals: ['1', '3', '5'],
    fingering: shape('x 2 4 4 4 2', '- 1 2 3 4 1'),
  },
  {
    name: 'Bb',
    triadType: 'Major',
    notes: ['Bb', 'D', 'F'],
    intervals: ['1', '3', '5'],
    fingering: shape('x 1 3 3 3 1', '- 1 2 3 4 1'),
  },
  {
    name: 'Eb',
    triadType: 'Major',
    notes: ['Eb', 'G', 'Bb'],
    intervals: ['1', '3', '5'],
    fingering: shape('x 6 8 8 8 6', '- 1 2 3 4 1'),
  },
  // Minor triads.
  {
    name: 'Am',
    triadType: 'Minor',
    notes: ['A', 'C', 'E'],
    intervals: ['1', 'b3', '5'],
    fingering: shape('x 0 2 2 1 0', '- - 2 3 1 -'),
  },
  {
    name: 'Dm',
    triadType: 'Minor',
    notes: ['D', 'F', 'A'],
    intervals: ['1', 'b3', '5'],
    fingering: shape('x x 0 2 3 1', '- - - 2 3 1'),
  },
  {
    name: 'Em',
    triadType: 'Minor',
    notes: ['E', 'G', 'B'],
    intervals: ['1', 'b3', '5'],
    fingering: shape('0 2 2 0 0 0', '- 2 3 - - -'),
  },
  {
    name: 'F#m',
    triadType: 'Minor',
    notes: ['F#', 'A', 'C#'],
    intervals: ['1', 'b3', '5'],
    fingering: shape('2 4 4 2 2 2', '1 3 4 1 1 1'),
  },
  {
    name: 'Fm',
    triadType: 'Minor',
    notes: ['F', 'Ab', 'C'],
    intervals: ['1', 'b3', '5'],
    fingering: shape('1 3 3 1 1 1', '1 3 4 1 1 1'),
  },
  {
    name: 'Gm',
    triadType: 'Minor',
    notes: ['G', 'Bb', 'D'],
    intervals: ['1', 'b3', '5'],
    fingering: shape('3 5 5 3 3 3', '1 3 4 1 1 1'),
  },
  {
    name: 'Bm',
    triadType: 'Minor',
    notes: ['B', 'D', 'F#'],
    intervals: ['1', 'b3', '5'],
    fingering: shape('x 2 4 4 3 2', '- 1 3 4 2 1'),
  },
  {
    name: 'C#m',
    triadType: 'Minor',
    notes: ['C#', 'E', 'G#'],
    intervals: ['1', 'b3', '5'],
    fingering: shape('x 4 6 6 5 4', '- 1 3 4 2 1'),
  },
  {
    name: 'Cm',
    triadType: 'Minor',
    notes: ['C', 'Eb', 'G'],
    intervals: ['1', 'b3', '5'],
    fingering: shape('x 3 5 5 4 3', '- 1 3 4 2 1'),
  },
  // Major-triad extensions: dominant 7ths, major 7ths, 6ths, add9 and 9ths.
  {
    name: 'C7',
    triadType: 'Major',
    notes: ['C', 'E', 'G', 'Bb'],
    intervals: ['1', '3', '5', 'b7'],
    fingering: shape('x 3 2 3 1 0', '- 3 2 4 1 -'),
  },
  {
    name: 'D7',
    triadType: 'Major',
    notes: ['D', 'F#', 'A', 'C'],
    intervals: ['1', '3', '5', 'b7'],
    fingering: shape('x x 0 2 1 2', '- - - 2 1 3'),
  },
  {
    name: 'E7',
    triadType: 'Major',
    notes: ['E', 'G#', 'B', 'D'],
    intervals: ['1', '3', '5', 'b7'],
    fingering: shape('0 2 0 1 0 0', '- 2 - 1 - -'),
  },
  {
    name: 'G7',
    triadType: 'Major',
    notes: ['G', 'B', 'D', 'F'],
    intervals: ['1', '3', '5', 'b7'],
    fingering: shape('3 2 0 0 0 1', '3 2 - - - 1'),
  },
  {
    name: 'A7',
    triadType: 'Major',
    notes: ['A', 'C#', 'E', 'G'],
    intervals: ['1', '3', '5', 'b7'],
    fingering: shape('x 0 2 0 2 0', '- - 2 - 3 -'),
  },
  {
    name: 'B7',
    triadType: 'Major',
    notes: ['B', 'D#', 'F#', 'A'],
    intervals: ['1', '3', '5', 'b7'],
    fingering: shape('x 2 1 2 0 2', '- 2 1 3 - 4'),
  },
  {
    name: 'Cmaj7',
    triadType: 'Major',
    notes: ['C', 'E', 'G', 'B'],
    intervals: ['1', '3', '5', '7'],
    fingering: shape('x 3 2 0 0 0', '- 3 2 - - -'),
  },
  {
    name: 'Dmaj7',
    triadType: 'Major',
    notes: ['D', 'F#', 'A', 'C#'],
    intervals: ['1', '3', '5', '7'],
    fingering: shape('x x 0 2 2 2', '- - - 1 2 3'),
  },
  {
    name: 'Fmaj7',
    triadType: 'Major',
    notes: ['F', 'A', 'C', 'E'],
    intervals: ['1', '3', '5', '7'],
    fingering: shape('x x 3 2 1 0', '- - 3 2 1 -'),
  },
  {
    name: 'Amaj7',
    triadType: 'Major',
    notes: ['A', 'C#', 'E', 'G#'],
    intervals: ['1', '3', '5', '7'],
    fingering: shape('x 0 2 1 2 0', '- - 2 1 3 -'),
  },
  {
    name: 'C6',
    triadType: 'Major',
    notes: ['C', 'E', 'G', 'A'],
    intervals: ['1', '3', '5', '6'],
    fingering: shape('x 3 2 2 1 0', '- 4 2 3 1 -'),
  },
  {
    name: 'A6',
    triadType: 'Major',
    notes: ['A', 'C#', 'E', 'F#'],
    intervals: ['1', '3', '5', '6'],
    fingering: shape('x 0 2 2 2 2', '- - 1 1 1 1'),
  },
  {
    name: 'Cadd9',
    triadType: 'Major',
    notes: ['C', 'E', 'G', 'D'],
    intervals: ['1', '3', '5', '9'],
    fingering: shape('x 3 2 0 3 0', '- 2 1 - 3 -'),
  },
  {
    name: 'Eadd9',
    triadType: 'Major',
    notes: ['E', 'G#', 'B', 'F#'],
    intervals: ['1', '3', '5', '9'],
    fingering: shape('0 2 2 1 0 2', '- 2 3 1 - 4'),
  },
  {
    name: 'E9',
    triadType: 'Major',
    notes: ['E', 'G#', 'B', 'D', 'F#'],
    intervals: ['1', '3', '5', 'b7', '9'],
    fingering: shape('0 2 0 1 0 2', '- 2 - 1 - 3'),
  },
  // Minor-triad extensions.
  {
    name: 'Am7',
    triadType: 'Minor',
    notes: ['A', 'C', 'E', 'G'],
    intervals: ['1', 'b3', '5', 'b7'],
    fingering: shape('x 0 2 0 1 0', '- - 2 - 1 -'),
  },
  {
    name: 'Em7',
    triadType: 'Minor',
    notes: ['E', 'G', 'B', 'D'],
    intervals: ['1', 'b3', '5', 'b7'],
    fingering: shape('0 2 0 0 0 0', '- 2 - - - -'),
  },
  {
    name: 'Dm7',
    triadType: 'Minor',
    notes: ['D', 'F', 'A', 'C'],
    intervals: ['1', 'b3', '5', 'b7'],
    fingering: shape('x x 0 2 1 1', '- - - 2 1 1'),
  },
  {
    name: 'Bm7',
    triadType: 'Minor',
    notes: ['B', 'D', 'F#', 'A'],
    intervals: ['1', 'b3', '5', 'b7'],
    fingering: shape('x 2 4 2 3 2', '- 1 3 1 2 1'),
  },
  {
    name: 'F#m7',
    triadType: 'Minor',
    notes: ['F#', 'A', 'C#', 'E'],
    intervals: ['1', 'b3', '5', 'b7'],
    fingering: shape('2 4 2 2 2 2', '1 3 1 1 1 1'),
  },
  {
    name: 'Am6',
    triadType: 'Minor',
    notes: ['A', 'C', 'E', 'F#'],
    intervals: ['1', 'b3', '5', '6'],
    fingering: shape('x 0 2 2 1 2', '- - 2 3 1 4'),
  },
  // Diminished triads, diminished 7ths and half-diminished (m7b5) chords.
  {
    name: 'Adim',
    triadType: 'Diminished',
    notes: ['A', 'C', 'Eb'],
    intervals: ['1', 'b3', 'b5'],
    fingering: shape('x 0 1 2 1 x', '- - 1 3 2 -'),
  },
  {
    name: 'Bdim',
    triadType: 'Diminished',
    notes: ['B', 'D', 'F'],
    intervals: ['1', 'b3', 'b5'],
    fingering: shape('x 2 3 4 3 x', '- 1 2 4 3 -'),
  },
  {
    name: 'Ddim',
    triadType: 'Diminished',
    notes: ['D', 'F', 'Ab'],
    intervals: ['1', 'b3', 'b5'],
    fingering: shape('x x 0 1 3 1', '- - - 1 3 2'),
  },
  {
    name: 'Bdim7',
    triadType: 'Diminished',
    notes: ['B', 'D', 'F', 'Ab'],
    intervals: ['1', 'b3', 'b5', 'bb7'],
    fingering: shape('x 2 3 1 3 x', '- 2 3 1 4 -'),
  },
  {
    name: 'Ddim7',
    triadType: 'Diminished',
    notes: ['D', 'F', 'Ab', 'Cb'],
    intervals: ['1', 'b3', 'b5', 'bb7'],
    fingering: shape('x x 0 1 0 1', '- - - 1 - 2'),
  },
  {
    name: 'Edim7',
    triadType: 'Diminished',
    notes: ['E', 'G', 'Bb', 'Db'],
    intervals: ['1', 'b3', 'b5', 'bb7'],
    fingering: shape('0 1 2 0 2 0', '- 1 2 - 3 -'),
  },
  {
    name: 'Bm7b5',
    triadType: 'Diminished',
    notes: ['B', 'D', 'F', 'A'],
    intervals: ['1', 'b3', 'b5', 'b7'],
    fingering: shape('x 2 3 2 3 x', '- 1 3 2 4 -'),
  },
  {
    name: 'F#m7b5',
    triadType: 'Diminished',
    notes: ['F#', 'A', 'C', 'E'],
    intervals: ['1', 'b3', 'b5', 'b7'],
    fingering: shape('2 x 2 2 1 x', '2 - 3 4 1 -'),
  },
  // Augmented triads.
  {
    name: 'Caug',
    triadType: 'Augmented',
    notes: ['C', 'E', 'G#'],
    intervals: ['1', '3', '#5'],
    fingering: shape('x 3 2 1 1 0', '- 4 3 1 2 -'),
  },
  {
    name: 'Eaug',
    triadType: 'Augmented',
    notes: ['E', 'G#', 'B#'],
    intervals: ['1', '3', '#5'],
    fingering: shape('0 3 2 1 1 0', '- 4 3 1 2 -'),
  },
  {
    name: 'Gaug',
    triadType: 'Augmented',
    notes: ['G', 'B', 'D#'],
    intervals: ['1', '3', '#5'],
    fingering: shape('3 2 1 0 0 3', '3 2 1 - - 4'),
  },
  {
    name: 'Aaug',
    triadType: 'Augmented',
    notes: ['A', 'C#', 'E#'],
    intervals: ['1', '3', '#5'],
    fingering: shape('x 0 3 2 2 1', '- - 4 2 3 1'),
  },
  // No third: suspended and power chords.
  {
    name: 'Dsus2',
    triadType: 'Other',
    notes: ['D', 'E', 'A'],
    intervals: ['1', '2', '5'],
    fingering: shape('x x 0 2 3 0', '- - - 1 3 -'),
  },
  {
    name: 'Asus2',
    triadType: 'Other',
    notes: ['A', 'B', 'E'],
    intervals: ['1', '2', '5'],
    fingering: shape('x 0 2 2 0 0', '- - 1 2 - -'),
  },
  {
    name: 'Dsus4',
    triadType: 'Other',
    notes: ['D', 'G', 'A'],
    intervals: ['1', '4', '5'],
    fingering: shape('x x 0 2 3 3', '- - - 1 3 4'),
  },
  {
    name: 'Asus4',
    triadType: 'Other',
    notes: ['A', 'D', 'E'],
    intervals: ['1', '4', '5'],
    fingering: shape('x 0 2 2 3 0', '- - 1 2 3 -'),
  },
  {
    name: 'Esus4',
    triadType: 'Other',
    notes: ['E', 'A', 'B'],
    intervals: ['1', '4', '5'],
    fingering: shape('0 2 2 2 0 0', '- 2 3 4 - -'),
  },
  {
    name: 'Csus4',
    triadType: 'Other',
    notes: ['C', 'F', 'G'],
    intervals: ['1', '4', '5'],
    fingering: shape('x 3 3 0 1 1', '- 3 4 - 1 1'),
  },
  {
    name: 'A7sus4',
    triadType: 'Other',
    notes: ['A', 'D', 'E', 'G'],
    intervals: ['1', '4', '5', 'b7'],
    fingering: shape('x 0 2 0 3 0', '- - 2 - 3 -'),
  },
  {
    name: 'E5',
    triadType: 'Other',
    notes: ['E', 'B'],
    intervals: ['1', '5'],
    fingering: shape('0 2 2 x x x', '- 1 2 - - -'),
  },
  {
    name: 'A5',
    triadType: 'Other',
    notes: ['A', 'E'],
    intervals: ['1', '5'],
    fingering: shape('x 0 2 2 x x', '- - 1 2 - -'),
  },
  {
    name: 'G5',
    triadType: 'Other',
    notes: ['G', 'D'],
    intervals: ['1', '5'],
    fingering: shape('3 5 5 x x x', '1 3 4 - - -'),
  },
];
