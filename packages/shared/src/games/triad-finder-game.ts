import { TF_POINTS_PER_TRIAD, TF_ROUND_COUNT, TF_TRIADS_PER_ROUND, type TriadFinderTarget } from './constants.ts';
import {
  createTriadRound,
  isLine,
  matchesTarget,
  roundScore,
  type TriadBoard,
  type TriadLine,
} from './triad-finder-board.ts';

/**
 * A Triad Finder game as a pure reducer: the page keeps the clocks (round intro, advance delay, popup, round timer)
 * and sends what happened; everything else — rounds, boards, selection, checks, scores — is decided here.
 */

export type TriadPhase = 'ready' | 'intro' | 'playing' | 'roundOver' | 'gameOver';
export type TriadCheck = 'found' | 'notInLine' | 'wrongNotes';

export interface TriadGameState {
  seed: number;
  phase: TriadPhase;
  /** 1-based; 0 before the first round. */
  round: number;
  /** The current round's mode (fixed for the round). */
  extended: boolean;
  /** The toggle: the mode the next round starts with. */
  nextExtended: boolean;
  /** Every target so far, the current one last. */
  targets: TriadFinderTarget[];
  board: TriadBoard | null;
  /** Triads found this round, in the order found. */
  found: TriadLine[];
  /** Selected cells, oldest first (at most three). */
  selection: number[];
  /** The selection is three cells that did not count; it clears when the feedback expires. */
  selectionRejected: boolean;
  /** Counts every check of three cells, so the page can time each one's feedback. */
  attempt: number;
  /** The last check this round, and whether its popup (found) or rejected selection is still showing. */
  lastCheck: { result: TriadCheck; attempt: number; showing: boolean } | null;
  /** Scores of the finished rounds. */
  roundScores: number[];
  /** Whole seconds the timer ran in each finished round. */
  roundSeconds: number[];
}

export type TriadAction =
  /** A new game (also Play Again); the first round starts with the toggle's mode. */
  | { type: 'start'; seed: number }
  /** The round intro is over: the board shows and the timer runs. */
  | { type: 'begin' }
  /** A cell was chosen; `seconds` is how long the round timer has run, in whole seconds. */
  | { type: 'select'; cell: number; seconds: number }
  /** The popup or the rejected selection of check `attempt` has shown long enough. */
  | { type: 'expire'; attempt: number }
  /** The pause after a round is over: the next round's intro. */
  | { type: 'advance' }
  /** The 'C Major Key' toggle (off = extended): applies from the next round. */
  | { type: 'setExtended'; extended: boolean };

export function initialTriadGame(seed: number, extended = false): TriadGameState {
  return {
    seed,
    phase: 'ready',
    round: 0,
    extended,
    nextExtended: extended,
    targets: [],
    board: null,
    found: [],
    selection: [],
    selectionRejected: false,
    attempt: 0,
    lastCheck: null,
    roundScores: [],
    roundSeconds: [],
  };
}

function nextRound(state: TriadGameState): TriadGameState {
  const round = createTriadRound(state.seed, state.round, state.targets, state.nextExtended);
  return {
    ...state,
    phase: 'intro',
    round: state.round + 1,
    extended: round.extended,
    targets: [...state.targets, round.target],
    board: round.board,
    found: [],
    selection: [],
    selectionRejected: false,
    lastCheck: null,
  };
}

/** The current target, or null before the first round. */
export const currentTarget = (state: TriadGameState): TriadFinderTarget | null => state.targets.at(-1) ?? null;

/** Cells of the triads found this round. */
export const foundCells = (state: TriadGameState): Set<number> => new Set(state.found.flat());

/** The score so far: the finished rounds plus 100 for each triad found in the round being played. */
export function totalScore(state: TriadGameState): number {
  const finished = state.roundScores.reduce((sum, score) => sum + score, 0);
  const roundOpen = state.roundScores.length < state.round;
  return finished + (roundOpen ? state.found.length * TF_POINTS_PER_TRIAD : 0);
}

function select(state: TriadGameState, cell: number, seconds: number): TriadGameState {
  const target = currentTarget(state);
  if (state.phase !== 'playing' || !state.board || !target) return state;
  if (!Number.isInteger(cell) || cell < 0 || cell >= state.board.notes.length) return state;
  if (foundCells(state).has(cell)) return state;
  // Choosing a selected cell again deselects it.
  if (state.selection.includes(cell)) {
    return { ...state, selection: state.selection.filter((c) => c !== cell), selectionRejected: false };
  }
  // A fourth selection drops the oldest.
  const selection = [...state.selection, cell].slice(-3);
  if (selection.length < 3) return { ...state, selection, selectionRejected: false };

  const attempt = state.attempt + 1;
  const notes = selection.map((c) => state.board!.notes[c]!);
  const matches = matchesTarget(notes, target);
  const inLine = isLine(selection);
  if (!matches || !inLine) {
    const result: TriadCheck = matches ? 'notInLine' : 'wrongNotes';
    return { ...state, selection, selectionRejected: true, attempt, lastCheck: { result, attempt, showing: true } };
  }

  const line = [...selection].sort((a, b) => a - b) as unknown as TriadLine;
  const found = [...state.found, line];
  const next: TriadGameState = {
    ...state,
    found,
    selection: [],
    selectionRejected: false,
    attempt,
    lastCheck: { result: 'found', attempt, showing: true },
  };
  if (found.length < TF_TRIADS_PER_ROUND) return next;
  return {
    ...next,
    phase: state.round >= TF_ROUND_COUNT ? 'gameOver' : 'roundOver',
    roundScores: [...state.roundScores, roundScore(found.length, seconds, state.extended)],
    roundSeconds: [...state.roundSeconds, Math.max(0, Math.floor(seconds))],
  };
}

export function triadGameReducer(state: TriadGameState, action: TriadAction): TriadGameState {
  switch (action.type) {
    case 'start':
      return nextRound({ ...initialTriadGame(action.seed, state.nextExtended) });
    case 'begin':
      return state.phase === 'intro' ? { ...state, phase: 'playing' } : state;
    case 'select':
      return select(state, action.cell, action.seconds);
    case 'expire': {
      if (!state.lastCheck || state.lastCheck.attempt !== action.attempt || !state.lastCheck.showing) return state;
      return {
        ...state,
        lastCheck: { ...state.lastCheck, showing: false },
        ...(state.selectionRejected ? { selection: [], selectionRejected: false } : {}),
      };
    }
    case 'advance':
      return state.phase === 'roundOver' ? nextRound(state) : state;
    case 'setExtended':
      return state.phase === 'ready'
        ? { ...state, extended: action.extended, nextExtended: action.extended }
        : { ...state, nextExtended: action.extended };
  }
}
