import fc from 'fast-check';
import { Note } from 'tonal';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../common/index.ts';
import {
  TF_BOARD_SIZE,
  TF_EXTENDED_TRIADS,
  TF_MAX_SCORE,
  TF_NATURAL_TRIADS,
  TF_RECENT_TARGETS_EXCLUDED,
  type TriadFinderTarget,
} from './constants.ts';
import {
  createTriadRound,
  generateBoard,
  isLine,
  matchesTarget,
  pickTarget,
  roundScore,
  targetLinesOf,
  TF_LINES,
  triadCell,
  triadNotes,
  triadTimeBonus,
} from './triad-finder.ts';

const ALL_TARGETS: TriadFinderTarget[] = [...TF_NATURAL_TRIADS, ...TF_EXTENDED_TRIADS];
const N = TF_BOARD_SIZE;

/**
 * Every run of three consecutive cells, written independently of the module: all eight directions from every
 * cell (so each line is met both ways), as sorted cell lists.
 */
function allRunsOfThree(): number[][] {
  const runs: number[][] = [];
  for (let r = 0; r < N; r++) {
    for (let c = 0; c < N; c++) {
      for (const [dr, dc] of [
        [0, 1],
        [0, -1],
        [1, 0],
        [-1, 0],
        [1, 1],
        [-1, -1],
        [1, -1],
        [-1, 1],
      ] as const) {
        const cells = [0, 1, 2].map((k) => [r + k * dr, c + k * dc] as const);
        if (cells.every(([y, x]) => y >= 0 && y < N && x >= 0 && x < N)) {
          runs.push(cells.map(([y, x]) => y * N + x).sort((a, b) => a - b));
        }
      }
    }
  }
  return runs;
}
const RUNS = allRunsOfThree();
const pcs = (notes: readonly string[]) => notes.map((n) => Note.chroma(n)).sort((a, b) => a! - b!);
const key = (cells: readonly number[]) => [...cells].sort((a, b) => a - b).join(',');

describe('triads', () => {
  it('spells each target as tonal does', () => {
    expect(triadNotes('C Major')).toEqual(['C', 'E', 'G']);
    expect(triadNotes('B Diminished')).toEqual(['B', 'D', 'F']);
    expect(triadNotes('F Diminished')).toEqual(['F', 'Ab', 'Cb']);
    expect(triadNotes('C Augmented')).toEqual(['C', 'E', 'G#']);
    expect(triadNotes('D Augmented')).toEqual(['D', 'F#', 'A#']);
    expect(triadNotes('Eb Major')).toEqual(['Eb', 'G', 'Bb']);
    expect(triadNotes('C# Minor')).toEqual(['C#', 'E', 'G#']);
  });

  it('builds every target from the spec intervals (0-4-7, 0-3-7, 0-3-6, 0-4-8)', () => {
    const shapes = { Major: [0, 4, 7], Minor: [0, 3, 7], Diminished: [0, 3, 6], Augmented: [0, 4, 8] };
    for (const target of ALL_TARGETS) {
      const [root, ...rest] = triadNotes(target).map((n) => Note.chroma(n)!);
      const quality = target.split(' ')[1] as keyof typeof shapes;
      expect([0, ...rest.map((pc) => (pc - root! + 12) % 12)]).toEqual(shapes[quality]);
    }
    for (const target of TF_NATURAL_TRIADS) expect(triadNotes(target).every((n) => n.length === 1)).toBe(true);
  });

  it('matches by pitch class in any order, and nothing else', () => {
    expect(matchesTarget(['G', 'C', 'E'], 'C Major')).toBe(true);
    expect(matchesTarget(['E', 'G', 'C'], 'C Major')).toBe(true);
    expect(matchesTarget(['B', 'G#', 'F'], 'F Diminished')).toBe(true); // B = Cb, G# = Ab
    expect(matchesTarget(['C', 'E', 'E'], 'C Major')).toBe(false);
    expect(matchesTarget(['C', 'E', 'A'], 'C Major')).toBe(false);
    expect(matchesTarget(['C', 'E'], 'C Major')).toBe(false);
    expect(matchesTarget(['C', 'E', 'G', 'C'], 'C Major')).toBe(false);
    expect(matchesTarget(['C', 'E', 'x'], 'C Major')).toBe(false);
  });
});

describe('lines', () => {
  it('lists each of the 120 lines once: 35 across, 35 down, 25 each diagonal', () => {
    expect(TF_LINES).toHaveLength(120);
    expect(new Set(TF_LINES.map(key)).size).toBe(120);
    expect(new Set(TF_LINES.map(key))).toEqual(new Set(RUNS.map(key)));
  });

  it('knows a straight run of three in any order', () => {
    expect(isLine([0, 1, 2])).toBe(true);
    expect(isLine([2, 0, 1])).toBe(true);
    expect(isLine([triadCell(0, 3), triadCell(1, 3), triadCell(2, 3)])).toBe(true);
    expect(isLine([triadCell(4, 4), triadCell(5, 5), triadCell(6, 6)])).toBe(true);
    expect(isLine([triadCell(2, 4), triadCell(0, 6), triadCell(1, 5)])).toBe(true);
  });

  it('refuses gaps, bends, repeats and runs that wrap to the next row', () => {
    expect(isLine([0, 1, 3])).toBe(false);
    expect(isLine([0, 1, 8])).toBe(false);
    expect(isLine([5, 6, 7])).toBe(false); // row 0 → row 1
    expect(isLine([12, 13, 14])).toBe(false);
    expect(isLine([7, 13, 19])).toBe(false); // (1,0) then (1,6): an anti-diagonal step across the edge
    expect(isLine([6, 14, 22])).toBe(false); // (0,6) then (2,0)
    expect(isLine([0, 0, 1])).toBe(false);
    expect(isLine([0, 1])).toBe(false);
    expect(isLine([-1, 0, 1])).toBe(false);
  });

  it('agrees with an independent walk over the board for every triple of cells near each other', () => {
    const runs = new Set(RUNS.map(key));
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: N * N - 1 }), { minLength: 3, maxLength: 3 }), (cells) => {
        expect(isLine(cells)).toBe(runs.has(key(cells)));
      }),
      { numRuns: 3000 },
    );
    for (const run of RUNS) expect(isLine(run)).toBe(true);
  });
});

/** Checks every promise of a board; returns nothing, fails with a readable expectation. */
function expectValidBoard(board: ReturnType<typeof generateBoard>, target: TriadFinderTarget, extended: boolean) {
  const wanted = pcs(triadNotes(target));
  expect(board.notes).toHaveLength(N * N);
  for (const note of board.notes) expect(Note.get(note).empty).toBe(false);

  // Exactly five hidden triads, each a straight run of three, sharing no cell.
  expect(board.triads).toHaveLength(5);
  const runs = new Set(RUNS.map(key));
  for (const line of board.triads) expect(runs.has(key(line))).toBe(true);
  expect(new Set(board.triads.flat()).size).toBe(15);

  // Each holds the target's notes in the target's own spelling.
  for (const line of board.triads) {
    expect(line.map((cell) => board.notes[cell]).sort()).toEqual([...triadNotes(target)].sort());
  }

  // No other run of three, in any direction, holds the target's pitch classes.
  const hidden = new Set(board.triads.map(key));
  const withTarget = RUNS.filter((run) => {
    const got = pcs(run.map((cell) => board.notes[cell]!));
    return got.every((pc, i) => pc === wanted[i]);
  });
  expect(new Set(withTarget.map(key))).toEqual(hidden);

  // Spelling: a target pitch class always in the triad's spelling; natural notes only in C Major Key mode.
  const spelling = new Map(triadNotes(target).map((n) => [Note.chroma(n), n]));
  for (const note of board.notes) {
    const own = spelling.get(Note.chroma(note));
    if (own) expect(note).toBe(own);
    else if (!extended) expect(note).toMatch(/^[A-G]$/);
    else expect(note).toMatch(/^[A-G](#|b)?$/);
  }
}

describe('board', () => {
  it('places exactly five non-overlapping line triads and no other, for thousands of seeds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.constantFrom(...ALL_TARGETS),
        fc.boolean(),
        (seed, target, extended) => {
          const board = generateBoard(target, extended, seededRandom(seed));
          expectValidBoard(board, target, extended);
          expect(targetLinesOf(board.notes, target).map(key).sort()).toEqual(board.triads.map(key).sort());
        },
      ),
      { numRuns: 2500 },
    );
  }, 60_000);

  it('uses every direction over many boards, and the natural set only in natural mode', () => {
    const directions = new Set<number>();
    for (let seed = 0; seed < 200; seed++) {
      const board = generateBoard('C Major', false, seededRandom(seed));
      for (const [a, b] of board.triads) directions.add(b - a);
      expect(board.notes.every((n) => 'CDEFGAB'.includes(n))).toBe(true);
    }
    expect(directions).toEqual(new Set([1, N, N + 1, N - 1]));
  });

  it('spells fillers with flats beside a flat triad and sharps beside a sharp one', () => {
    const flat = generateBoard('Eb Major', true, seededRandom(3)).notes;
    expect(flat.some((n) => n.includes('#'))).toBe(false);
    const sharp = generateBoard('D Augmented', true, seededRandom(3)).notes;
    expect(sharp.some((n) => /[A-G]b/.test(n))).toBe(false);
  });

  it('falls back to a fixed safe layout when every random placement fails (a degenerate random source)', () => {
    expect(generateBoard('C Major', false, () => 0).triads).toEqual([
      [0, 1, 2],
      [4, 5, 6],
      [14, 15, 16],
      [28, 29, 30],
      [42, 43, 44],
    ]);
    for (const value of [0, 0.5, 0.999999]) {
      for (const target of ALL_TARGETS) {
        for (const extended of [false, true])
          expectValidBoard(
            generateBoard(target, extended, () => value),
            target,
            extended,
          );
      }
    }
  });

  it('is the same board for the same seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.constantFrom(...ALL_TARGETS), (seed, target) => {
        expect(generateBoard(target, true, seededRandom(seed))).toEqual(
          generateBoard(target, true, seededRandom(seed)),
        );
      }),
      { numRuns: 200 },
    );
  });
});

describe('targets', () => {
  it('never picks one of the last five', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...ALL_TARGETS), { maxLength: 12 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 0xffffffff }),
        (recent, extended, seed) => {
          const set = extended ? TF_EXTENDED_TRIADS : TF_NATURAL_TRIADS;
          const target = pickTarget(recent, set, seededRandom(seed));
          expect(set).toContain(target);
          expect(recent.slice(-TF_RECENT_TARGETS_EXCLUDED)).not.toContain(target);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('reaches every candidate left', () => {
    const recent: TriadFinderTarget[] = ['C Major', 'D Minor', 'E Minor', 'F Major', 'G Major'];
    const seen = new Set(Array.from({ length: 100 }, (_, s) => pickTarget(recent, TF_NATURAL_TRIADS, seededRandom(s))));
    expect(seen).toEqual(new Set(['A Minor', 'B Diminished']));
  });

  it('falls back to fewer exclusions when the set is too small', () => {
    expect(pickTarget(['C Major'], ['C Major'], Math.random)).toBe('C Major');
    expect(() => pickTarget([], [], Math.random)).toThrow();
  });
});

describe('scores', () => {
  it('follows the formula', () => {
    expect(triadTimeBonus(0)).toBe(1000);
    expect(triadTimeBonus(37)).toBe(630);
    expect(triadTimeBonus(37.9)).toBe(630);
    expect(triadTimeBonus(100)).toBe(0);
    expect(triadTimeBonus(500)).toBe(0);
    expect(roundScore(5, 12, false)).toBe(500 + 880);
    expect(roundScore(5, 12, true)).toBe(500 + 880 + 500);
    expect(roundScore(5, 200, true)).toBe(1000);
  });

  it('stays within 1500 a natural round and 2000 an extended one, never rising with time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 100 }), fc.boolean(), (s, d, ext) => {
        const score = roundScore(5, s, ext);
        expect(score).toBeGreaterThanOrEqual(ext ? 1000 : 500);
        expect(score).toBeLessThanOrEqual(ext ? 2000 : 1500);
        expect(roundScore(5, s + d, ext)).toBeLessThanOrEqual(score);
      }),
    );
    expect(10 * roundScore(5, 0, true)).toBe(TF_MAX_SCORE);
  });
});

describe('rounds', () => {
  it('replays the same round for the same seed, and differs between seeds', () => {
    expect(createTriadRound(99, 3, ['C Major'], true)).toEqual(createTriadRound(99, 3, ['C Major'], true));
    const boards = new Set(Array.from({ length: 20 }, (_, s) => createTriadRound(s, 0, [], false).board.notes.join()));
    expect(boards.size).toBe(20);
  });
});
