import { Chord, Midi, Note } from 'tonal';
import { seededRandom, shuffled, type Random } from '../common/index.ts';
import {
  TF_BOARD_SIZE,
  TF_EXTENDED_BONUS,
  TF_EXTENDED_TRIADS,
  TF_MAX_SCORE,
  TF_MIN_GAME_SECONDS,
  TF_NATURAL_TRIADS,
  TF_POINTS_PER_TRIAD,
  TF_RECENT_TARGETS_EXCLUDED,
  TF_ROUND_COUNT,
  TF_TIME_BONUS_MAX,
  TF_TIME_BONUS_PER_SECOND,
  TF_TRIADS_PER_ROUND,
  type TriadFinderTarget,
} from './constants.ts';
import { fewestBonusSecondsLost } from './game-time.ts';

/**
 * Triad Finder's rules: the targets, the 7×7 board with exactly five hidden
 * target triads in straight lines and no other, the checks of a selection, the scores and the seeded rounds.
 * Notes are compared by pitch class, so a cell's spelling never decides a match.
 */

// ── Triads ────────────────────────────────────────────────────────────────────────────────────────────

const QUALITY_SYMBOLS = { Major: 'M', Minor: 'm', Diminished: 'dim', Augmented: 'aug' } as const;

const NOTES_OF = new Map<TriadFinderTarget, readonly string[]>();

/** The notes of a target as tonal spells them: 'F Diminished' → F Ab Cb, 'D Augmented' → D F# A#. */
export function triadNotes(target: TriadFinderTarget): readonly string[] {
  let notes = NOTES_OF.get(target);
  if (!notes) {
    const [root, quality] = target.split(' ') as [string, keyof typeof QUALITY_SYMBOLS];
    notes = Object.freeze(Chord.get(`${root}${QUALITY_SYMBOLS[quality]}`).notes);
    NOTES_OF.set(target, notes);
  }
  return notes;
}

/** Pitch class 0–11 of a note name (C = 0); -1 for something that is not a note. Cached: boards ask often. */
function chroma(note: string): number {
  let pc = CHROMAS.get(note);
  if (pc === undefined) CHROMAS.set(note, (pc = Note.chroma(note) ?? -1));
  return pc;
}
const CHROMAS = new Map<string, number>();

/** The set of pitch classes as bits (C = 1, C# = 2, ...); -1 when one is not a note. */
function pitchMask(notes: readonly string[]): number {
  let mask = 0;
  for (const note of notes) {
    const pc = chroma(note);
    if (pc < 0) return -1;
    mask |= 1 << pc;
  }
  return mask;
}

/** The target's three pitch classes, ascending. */
export const triadChromas = (target: TriadFinderTarget): number[] =>
  triadNotes(target)
    .map(chroma)
    .sort((a, b) => a - b);

/** Whether three notes, in any order and any spelling, are the target's three pitch classes. */
export const matchesTarget = (notes: readonly string[], target: TriadFinderTarget): boolean =>
  notes.length === 3 && pitchMask(notes) === pitchMask(triadNotes(target));

/** The set of targets of a mode: the natural (C major) set, or the extended one. */
export const triadTargetSet = (extended: boolean): readonly TriadFinderTarget[] =>
  extended ? TF_EXTENDED_TRIADS : TF_NATURAL_TRIADS;

/** A target of the set not among the last five used (falls back to fewer exclusions for a tiny set). */
export function pickTarget(
  recent: readonly TriadFinderTarget[],
  set: readonly TriadFinderTarget[],
  random: Random,
): TriadFinderTarget {
  for (let window = TF_RECENT_TARGETS_EXCLUDED; window >= 0; window--) {
    const excluded = window === 0 ? [] : recent.slice(-window);
    const candidates = set.filter((target) => !excluded.includes(target));
    if (candidates.length > 0) return candidates[Math.floor(random() * candidates.length)]!;
  }
  throw new RangeError('The target set is empty');
}

// ── Lines ─────────────────────────────────────────────────────────────────────────────────────────────

/** A cell is `row × 7 + column`; a line is three consecutive cells in a straight line, ascending. */
export type TriadLine = readonly [number, number, number];

export const triadCell = (row: number, column: number): number => row * TF_BOARD_SIZE + column;
export const triadRow = (cell: number): number => Math.floor(cell / TF_BOARD_SIZE);
export const triadColumn = (cell: number): number => cell % TF_BOARD_SIZE;

const DIRECTIONS = [
  [0, 1], // across
  [1, 0], // down
  [1, 1], // diagonal down to the right
  [1, -1], // diagonal down to the left
] as const;

function enumerateLines(): TriadLine[] {
  const lines: TriadLine[] = [];
  for (const [dr, dc] of DIRECTIONS) {
    for (let row = 0; row < TF_BOARD_SIZE; row++) {
      for (let column = 0; column < TF_BOARD_SIZE; column++) {
        const endRow = row + 2 * dr;
        const endColumn = column + 2 * dc;
        if (endRow >= TF_BOARD_SIZE || endColumn < 0 || endColumn >= TF_BOARD_SIZE) continue;
        lines.push([triadCell(row, column), triadCell(row + dr, column + dc), triadCell(endRow, endColumn)]);
      }
    }
  }
  return lines;
}

/** Every line of the board in the four directions (each once; a line read backwards is the same line). */
export const TF_LINES: readonly TriadLine[] = enumerateLines();

const lineKey = (cells: readonly number[]): string => [...cells].sort((a, b) => a - b).join(',');
const LINE_KEYS = new Set(TF_LINES.map(lineKey));
/** For each cell, the lines through it. */
const LINES_THROUGH: readonly TriadLine[][] = Array.from({ length: TF_BOARD_SIZE ** 2 }, (_, cell) =>
  TF_LINES.filter((line) => line.includes(cell)),
);

/** Whether three cells, in any order, are consecutive in a straight line. */
export const isLine = (cells: readonly number[]): boolean =>
  cells.length === 3 && new Set(cells).size === 3 && LINE_KEYS.has(lineKey(cells));

// ── Board ─────────────────────────────────────────────────────────────────────────────────────────────

export interface TriadBoard {
  /** 49 note names, row by row. */
  notes: string[];
  /** The five hidden target triads. */
  triads: TriadLine[];
}

const NATURAL_NOTES = ['C', 'D', 'E', 'F', 'G', 'A', 'B'];
/** Chance that a filler cell tries one of the target's notes first (a decoy), so the board is not trivial. */
const DECOY_RATE = 0.5;
const MAX_PLACEMENT_ATTEMPTS = 200;
/** Used only when every random placement failed: rows 0, 2, 4 and 6, so no other line is made of triad cells. */
const FALLBACK_TRIADS: TriadLine[] = [
  [0, 1, 2],
  [4, 5, 6],
  [14, 15, 16],
  [28, 29, 30],
  [42, 43, 44],
].map((cells) => TF_LINES.find((line) => lineKey(line) === lineKey(cells))!);

/**
 * Notes a filler cell may take: the target's notes in its own spelling, and the others — natural notes only in
 * C Major Key mode, any pitch class in extended mode (flats beside a flat triad, sharps otherwise).
 */
function fillerNotes(target: TriadFinderTarget, extended: boolean): { decoys: string[]; others: string[] } {
  const decoys = [...triadNotes(target)];
  const taken = new Set(decoys.map(chroma));
  const flats = decoys.some((note) => note.includes('b'));
  const pool = extended
    ? Array.from({ length: 12 }, (_, pc) => Midi.midiToNoteName(60 + pc, { sharps: !flats, pitchClass: true }))
    : NATURAL_NOTES;
  return { decoys, others: pool.filter((note) => !taken.has(chroma(note))) };
}

/**
 * Whether a line other than a hidden one is complete and holds the target's pitch classes. `pcs` holds each
 * cell's pitch class (-1 while empty); three pitch classes OR-ed into the target's three-bit mask are exactly it.
 */
function isExtraTargetLine(line: TriadLine, pcs: readonly number[], hidden: ReadonlySet<TriadLine>, mask: number) {
  const [a, b, c] = line.map((cell) => pcs[cell]!) as [number, number, number];
  return a >= 0 && b >= 0 && c >= 0 && ((1 << a) | (1 << b) | (1 << c)) === mask && !hidden.has(line);
}

/** Five random lines that share no cell, or null when the greedy pick got stuck. */
function placeTriads(random: Random): TriadLine[] | null {
  const used = new Set<number>();
  const triads: TriadLine[] = [];
  for (const line of shuffled(random, TF_LINES)) {
    if (line.some((cell) => used.has(cell))) continue;
    triads.push(line);
    line.forEach((cell) => used.add(cell));
    if (triads.length === TF_TRIADS_PER_ROUND) return triads;
  }
  return null;
}

/** The triads' notes in a random order each, or null when their cells alone form a further target line. */
function layTriads(triads: TriadLine[], target: TriadFinderTarget, random: Random): (string | null)[] | null {
  const notes: (string | null)[] = Array(TF_BOARD_SIZE ** 2).fill(null);
  for (const line of triads) shuffled(random, triadNotes(target)).forEach((note, i) => (notes[line[i]!] = note));
  const pcs = notes.map((note) => (note === null ? -1 : chroma(note)));
  const mask = pitchMask(triadNotes(target));
  const hidden = new Set(triads);
  return TF_LINES.some((line) => isExtraTargetLine(line, pcs, hidden, mask)) ? null : notes;
}

/**
 * A board with exactly five hidden target triads (three consecutive cells in a row, column or diagonal, no
 * shared cell) and no other line holding the target's pitch classes. Always succeeds: placements are retried a
 * bounded number of times, then a fixed safe layout is used; filling never backtracks, because a note outside
 * the target can always be placed without completing a target line.
 */
export function generateBoard(target: TriadFinderTarget, extended: boolean, random: Random): TriadBoard {
  let triads: TriadLine[] = FALLBACK_TRIADS;
  let notes: (string | null)[] | null = null;
  for (let attempt = 0; attempt < MAX_PLACEMENT_ATTEMPTS && !notes; attempt++) {
    const placed = placeTriads(random);
    notes = placed && layTriads(placed, target, random);
    if (placed && notes) triads = placed;
  }
  notes ??= layTriads(FALLBACK_TRIADS, target, random)!;

  const hidden = new Set(triads);
  const mask = pitchMask(triadNotes(target));
  const pcs = notes.map((note) => (note === null ? -1 : chroma(note)));
  const { decoys, others } = fillerNotes(target, extended);
  for (const cell of shuffled(random, [...notes.keys()])) {
    if (notes[cell] !== null) continue;
    const candidates =
      random() < DECOY_RATE
        ? [...shuffled(random, decoys), ...shuffled(random, others)]
        : [...shuffled(random, others), ...shuffled(random, decoys)];
    for (const candidate of candidates) {
      notes[cell] = candidate;
      pcs[cell] = chroma(candidate);
      if (!LINES_THROUGH[cell]!.some((line) => isExtraTargetLine(line, pcs, hidden, mask))) break;
    }
  }
  return { notes: notes as string[], triads };
}

/** Every line of a board whose notes are the target's (the five hidden ones, by construction). */
export const targetLinesOf = (notes: readonly string[], target: TriadFinderTarget): TriadLine[] =>
  TF_LINES.filter((line) =>
    matchesTarget(
      line.map((cell) => notes[cell]!),
      target,
    ),
  );

// ── Scores ────────────────────────────────────────────────────────────────────────────────────────────

/** max(0, 1000 − 10 × whole seconds the round timer ran). */
export const triadTimeBonus = (seconds: number): number =>
  Math.max(0, TF_TIME_BONUS_MAX - TF_TIME_BONUS_PER_SECOND * Math.max(0, Math.floor(seconds)));

/** found × 100 + the time bonus + 500 for a round played with the extended set. */
export const roundScore = (found: number, seconds: number, extended: boolean): number =>
  found * TF_POINTS_PER_TRIAD + triadTimeBonus(seconds) + (extended ? TF_EXTENDED_BONUS : 0);

/**
 * The highest score a game can reach when it took `elapsedMs` from its start to its last triad (issue 24). The round
 * intros and the pauses between rounds are fixed waits; the rest is played time, shared by the 10 round timers, each
 * of which loses 10 points of time bonus per whole second (at most its 1,000). So 20,000 in under 40 s (the 30 s of
 * waits and under a second a round), then 10 less for each further second, down to 19,000 from 139 s on. The bound
 * takes the round timer to run for all of the played time: a timer paused while the tab is hidden could beat it.
 */
export const maxTriadScoreWithin = (elapsedMs: number): number =>
  TF_MAX_SCORE -
  TF_TIME_BONUS_PER_SECOND *
    fewestBonusSecondsLost(
      elapsedMs - TF_MIN_GAME_SECONDS * 1000,
      TF_ROUND_COUNT,
      TF_TIME_BONUS_MAX / TF_TIME_BONUS_PER_SECOND,
    );

// ── Rounds ────────────────────────────────────────────────────────────────────────────────────────────

/** One seed per round, all drawn from the game's seed, so a round can be built again on its own. */
export function triadRoundSeeds(seed: number): number[] {
  const random = seededRandom(seed);
  return Array.from({ length: TF_ROUND_COUNT }, () => Math.floor(random() * 4_294_967_296));
}

export interface TriadRound {
  target: TriadFinderTarget;
  /** The round's mode, fixed when it starts. */
  extended: boolean;
  board: TriadBoard;
}

/** Round `index` (0-based) of the game `seed`, after the targets used so far. */
export function createTriadRound(
  seed: number,
  index: number,
  recent: readonly TriadFinderTarget[],
  extended: boolean,
): TriadRound {
  const random = seededRandom(triadRoundSeeds(seed)[index]!);
  const target = pickTarget(recent, triadTargetSet(extended), random);
  return { target, extended, board: generateBoard(target, extended, random) };
}
