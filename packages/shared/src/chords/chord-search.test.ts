import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chordSearchRank, searchChords } from './chord-search.ts';
import { TRIAD_TYPES } from './constants.ts';

/** The starter library's chords (apps/server/src/seed/chord-library.ts), in the API's order: by name. */
const LIBRARY = Object.entries({
  Major: 'C D E G A F F# B Bb Eb C7 D7 E7 G7 A7 B7 Cmaj7 Dmaj7 Fmaj7 Amaj7 C6 A6 Cadd9 Eadd9 E9',
  Minor: 'Am Dm Em F#m Fm Gm Bm C#m Cm Am7 Em7 Dm7 Bm7 F#m7 Am6',
  Diminished: 'Adim Bdim Ddim Bdim7 Ddim7 Edim7 Bm7b5 F#m7b5',
  Augmented: 'Caug Eaug Gaug Aaug',
  Other: 'Dsus2 Asus2 Dsus4 Asus4 Esus4 Csus4 A7sus4 E5 A5 G5',
})
  .flatMap(([triadType, names]) => names.split(' ').map((name) => ({ name, triadType })))
  .sort((a, b) => a.name.localeCompare(b.name));

const found = (query: string) => searchChords(LIBRARY, query).map((chord) => chord.name);
const sorted = (names: string[]) => [...names].sort();

describe('searchChords on the starter library', () => {
  it('finds a quality anywhere in the name', () => {
    expect(sorted(found('sus'))).toEqual(sorted(['Dsus2', 'Asus2', 'Dsus4', 'Asus4', 'Esus4', 'Csus4', 'A7sus4']));
    expect(sorted(found('maj7'))).toEqual(sorted(['Cmaj7', 'Dmaj7', 'Fmaj7', 'Amaj7']));
    expect(sorted(found('M7B5'))).toEqual(sorted(['Bm7b5', 'F#m7b5']));
    expect(sorted(found('add9'))).toEqual(['Cadd9', 'Eadd9']);
  });

  it('finds chords by their quality words', () => {
    expect(sorted(found('major 7'))).toEqual(sorted(['Cmaj7', 'Dmaj7', 'Fmaj7', 'Amaj7']));
    expect(found('Major seventh')).toEqual(found('major 7th'));
    expect(sorted(found('half-diminished'))).toEqual(sorted(['Bm7b5', 'F#m7b5']));
    expect(found('half diminished')).toEqual(found('half-diminished'));
    // "dim" is in the names of the diminished chords and starts the quality word of the half-diminished ones.
    expect(sorted(found('dim'))).toEqual(
      sorted(['Adim', 'Bdim', 'Ddim', 'Bdim7', 'Ddim7', 'Edim7', 'Bm7b5', 'F#m7b5']),
    );
    expect(sorted(found('minor'))).toEqual(
      sorted(['Am', 'Dm', 'Em', 'F#m', 'Fm', 'Gm', 'Bm', 'C#m', 'Cm', 'Am7', 'Em7', 'Dm7', 'Bm7', 'F#m7', 'Am6']),
    );
    expect(sorted(found('augmented'))).toEqual(sorted(['Caug', 'Eaug', 'Gaug', 'Aaug']));
    expect(sorted(found('suspended fourth'))).toEqual(sorted(['Dsus4', 'Asus4', 'Esus4', 'Csus4', 'A7sus4']));
    expect(sorted(found('dominant'))).toEqual(sorted(['C7', 'D7', 'E7', 'G7', 'A7', 'B7', 'E9']));
  });

  it('finds a chord type by its symbol, exactly and with its case', () => {
    expect(sorted(found('Δ'))).toEqual(sorted(['Cmaj7', 'Dmaj7', 'Fmaj7', 'Amaj7']));
    expect(sorted(found('ø'))).toEqual(sorted(['Bm7b5', 'F#m7b5']));
    expect(found('M7')).toEqual(expect.arrayContaining(['Cmaj7', 'Am7']));
  });

  it('puts names that start with the search first', () => {
    expect(found('c').slice(0, 9)).toEqual(['C', 'C#m', 'C6', 'C7', 'Cadd9', 'Caug', 'Cm', 'Cmaj7', 'Csus4']);
    const startingWithA = LIBRARY.filter((c) => c.name.startsWith('A')).map((c) => c.name);
    expect(found('A').slice(0, startingWithA.length)).toEqual(startingWithA);
    expect(found('A')).toContain('Dmaj7');
  });

  it('finds nothing for text that is in no name nor quality', () => {
    expect(found('xyz')).toEqual([]);
    expect(found('sus7')).toEqual([]);
  });
});

const chordName = fc.stringMatching(/^[A-G][#b]?[a-z0-9#+()/]{0,8}$/);
const chord = fc.record({ name: chordName, triadType: fc.constantFrom(...TRIAD_TYPES) });

describe('searchChords properties', () => {
  it('keeps every chord, in order, for a blank search', () => {
    fc.assert(
      fc.property(fc.array(chord), fc.stringMatching(/^\s*$/), (chords, blank) => {
        expect(searchChords(chords, blank)).toEqual(chords);
      }),
    );
  });

  it('finds a chord by any part of its name, in any case, with spaces around', () => {
    fc.assert(
      fc.property(
        chord,
        fc.nat(),
        fc.nat(),
        fc.boolean(),
        fc.constantFrom('', ' ', '  '),
        ({ name, triadType }, a, b, upper, pad) => {
          const start = a % name.length;
          const part = name.slice(start, start + 1 + (b % (name.length - start)));
          const query = `${pad}${upper ? part.toUpperCase() : part.toLowerCase()}${pad}`;
          expect(chordSearchRank({ name, triadType }, query)).not.toBeNull();
        },
      ),
    );
  });

  it('finds a chord by its triad type', () => {
    fc.assert(
      fc.property(chord, (c) => {
        expect(chordSearchRank(c, c.triadType)).not.toBeNull();
      }),
    );
  });

  it('answers with exactly the matching chords, best rank first and in the given order within a rank', () => {
    fc.assert(
      fc.property(fc.array(chord, { maxLength: 30 }), fc.stringMatching(/^[A-Ga-z0-9 #-]{1,6}$/), (chords, query) => {
        const result = searchChords(chords, query);
        const ranks = result.map((c) => chordSearchRank(c, query)!);
        expect(ranks).toEqual([...ranks].sort((x, y) => x - y));
        for (const rank of [0, 1, 2]) {
          expect(result.filter((_, i) => ranks[i] === rank)).toEqual(
            chords.filter((c) => chordSearchRank(c, query) === rank),
          );
        }
      }),
    );
  });
});
