import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCollectionRequestSchema } from '../collections/index.ts';
import {
  deriveBarres,
  fingersMatchFrets,
  formatFingers,
  formatFrets,
  isMasteryRating,
  lowestFret,
  masteryLevelName,
  parseFingers,
  parseFrets,
  splitCommaList,
} from './chords.ts';
import { MASTERY_LEVEL_NAMES } from './constants.ts';
import { updateChordRequestSchema } from './schemas.ts';

const fret = fc.option(fc.integer({ min: 0, max: 24 }), { nil: null });
const sixFrets = fc.array(fret, { minLength: 6, maxLength: 6 });

describe('mastery levels', () => {
  it('names each rating 0–5 and treats anything else as not started', () => {
    expect([0, 1, 2, 3, 4, 5].map(masteryLevelName)).toEqual([
      'Not Started',
      'Beginner',
      'Developing',
      'Intermediate',
      'Advanced',
      'Mastered',
    ]);
    for (const odd of [-1, 6, 2.5, Number.NaN]) {
      expect(isMasteryRating(odd)).toBe(false);
      expect(masteryLevelName(odd)).toBe('Not Started');
    }
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), (rating) => masteryLevelName(rating) === MASTERY_LEVEL_NAMES[rating]),
    );
  });
});

describe('splitCommaList', () => {
  it('splits on commas, trims each part and drops empty ones', () => {
    expect(splitCommaList('  C ,E,  G , ')).toEqual(['C', 'E', 'G']);
    expect(splitCommaList(' , ,')).toEqual([]);
    expect(splitCommaList('b3')).toEqual(['b3']);
  });

  it('gives back the parts of any list joined with commas and padded with spaces', () => {
    const part = fc.stringMatching(/^[A-Za-z0-9#]{1,4}$/);
    fc.assert(
      fc.property(
        fc.array(part, { maxLength: 8 }),
        fc.array(fc.constantFrom('', ' ', '  '), { minLength: 2, maxLength: 2 }),
        (parts, [before, after]) => {
          const text = parts.map((p) => `${before}${p}${after}`).join(',');
          expect(splitCommaList(text)).toEqual(parts);
        },
      ),
    );
  });
});

describe('frets and fingers', () => {
  it('reads spaced, compact and comma forms', () => {
    expect(parseFrets('x 3 2 0 1 0')).toEqual([null, 3, 2, 0, 1, 0]);
    expect(parseFrets('x32010')).toEqual([null, 3, 2, 0, 1, 0]);
    expect(parseFrets('X,10,12,12,11,10')).toEqual([null, 10, 12, 12, 11, 10]);
    expect(parseFingers('- 3 2 - 1 -')).toEqual([null, 3, 2, null, 1, null]);
    expect(parseFingers('')).toEqual([null, null, null, null, null, null]);
  });

  it.each(['x 3 2 0 1', 'x 3 2 0 1 0 0', 'x 3 2 0 1 25', 'a 3 2 0 1 0', 'x3201', ''])(
    'refuses the frets %j',
    (text) => {
      expect(parseFrets(text)).toBeNull();
    },
  );

  it.each(['- 3 2 - 1', '- 5 2 - 1 -', '- x 2 - 1 -'])('refuses the fingers %j', (text) => {
    expect(parseFingers(text)).toBeNull();
  });

  it('formats and reads back any six frets and fingers unchanged', () => {
    fc.assert(
      fc.property(sixFrets, (frets) => {
        expect(parseFrets(formatFrets(frets))).toEqual(frets);
      }),
    );
    const finger = fc.option(fc.integer({ min: 1, max: 4 }), { nil: null });
    fc.assert(
      fc.property(fc.array(finger, { minLength: 6, maxLength: 6 }), (fingers) => {
        expect(parseFingers(formatFingers(fingers))).toEqual(fingers);
      }),
    );
  });

  it('accepts fingers only on fretted strings', () => {
    expect(fingersMatchFrets({ frets: [null, 3, 2, 0, 1, 0], fingers: [null, 3, 2, null, 1, null] })).toBe(true);
    expect(fingersMatchFrets({ frets: [null, 3, 2, 0, 1, 0], fingers: [1, 3, 2, null, 1, null] })).toBe(false);
    expect(fingersMatchFrets({ frets: [null, 3, 2, 0, 1, 0], fingers: [null, 3, 2, 4, 1, null] })).toBe(false);
  });
});

describe('deriveBarres', () => {
  it('finds the full barre of an E-shape and the partial one of an A-shape', () => {
    expect(deriveBarres({ frets: [1, 3, 3, 2, 1, 1], fingers: [1, 3, 4, 2, 1, 1] })).toEqual([
      { fret: 1, finger: 1, fromString: 6, toString: 1 },
    ]);
    expect(deriveBarres({ frets: [null, 2, 4, 4, 4, 2], fingers: [null, 1, 2, 3, 4, 1] })).toEqual([
      { fret: 2, finger: 1, fromString: 5, toString: 1 },
    ]);
    expect(deriveBarres({ frets: [null, 0, 2, 2, 2, 2], fingers: [null, null, 1, 1, 1, 1] })).toEqual([
      { fret: 2, finger: 1, fromString: 4, toString: 1 },
    ]);
  });

  it('sees no barre where a muted, open or lower string sits between', () => {
    expect(deriveBarres({ frets: [3, null, 0, 0, 0, 3], fingers: [2, null, null, null, null, 2] })).toEqual([]);
    expect(deriveBarres({ frets: [3, 2, 0, 0, 3, 3], fingers: [2, 1, null, null, 2, 2] })).toEqual([]);
    expect(deriveBarres({ frets: [null, 3, 2, 0, 1, 0], fingers: [null, 3, 2, null, 1, null] })).toEqual([]);
  });

  it('only ever spans strings that are all pressed at or above the barre', () => {
    const finger = fc.option(fc.integer({ min: 1, max: 4 }), { nil: null });
    fc.assert(
      fc.property(sixFrets, fc.array(finger, { minLength: 6, maxLength: 6 }), (frets, fingers) => {
        for (const barre of deriveBarres({ frets, fingers })) {
          expect(barre.fromString).toBeGreaterThan(barre.toString);
          for (let string = barre.fromString; string >= barre.toString; string -= 1) {
            const under = frets[6 - string];
            expect(under).not.toBeNull();
            expect(under!).toBeGreaterThanOrEqual(barre.fret);
          }
        }
      }),
    );
  });
});

describe('lowestFret', () => {
  it('is the lowest fretted position, or 1 for open chords', () => {
    expect(lowestFret({ frets: [null, 3, 2, 0, 1, 0], fingers: [null, 3, 2, null, 1, null] })).toBe(1);
    expect(lowestFret({ frets: [null, 7, 9, 9, 9, 7], fingers: [null, 1, 2, 3, 4, 1] })).toBe(7);
    expect(lowestFret({ frets: [0, 0, 0, 0, 0, 0], fingers: [null, null, null, null, null, null] })).toBe(1);
  });
});

describe('request schemas', () => {
  it('trims chord lists and refuses bad notes', () => {
    const parsed = updateChordRequestSchema.parse({
      name: ' G ',
      triadType: 'Major',
      notes: [' G', 'B ', 'D'],
      intervals: ['1', '3', '5'],
      fingering: null,
    });
    expect(parsed).toMatchObject({ name: 'G', notes: ['G', 'B', 'D'] });
    expect(
      updateChordRequestSchema.safeParse({
        name: 'G',
        triadType: 'Major',
        notes: ['H'],
        intervals: ['1'],
        fingering: null,
      }).success,
    ).toBe(false);
  });

  it('defaults a quick-created collection to Folder and #4F46E5 and reads colours in any case', () => {
    expect(createCollectionRequestSchema.parse({ title: ' Songs ' })).toEqual({
      title: 'Songs',
      description: null,
      icon: 'Folder',
      color: '#4F46E5',
    });
    expect(createCollectionRequestSchema.parse({ title: 'x', color: '#dc2626' }).color).toBe('#DC2626');
    expect(createCollectionRequestSchema.safeParse({ title: 'x', color: '#000000' }).success).toBe(false);
  });
});
