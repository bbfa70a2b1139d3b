/**
 * The Interval Organizer game (issue 14): fifteen questions, each asking for the seven natural
 * notes between two fixed C's arranged by one interval. Everything random comes from a seeded source,
 * so a seed replays a game exactly; the game itself is a pure reducer the page drives.
 */
import { randomItem, seededRandom, shuffled, type Random } from '../common/index.ts';
import {
  IO_MAX_SCORE,
  IO_MIN_GAME_SECONDS,
  IO_POINTS_PER_ANSWER,
  IO_QUESTION_COUNT,
  IO_SLOT_COUNT,
  IO_SPEED_BONUS_LIMIT_SECONDS,
  IO_SPEED_BONUS_PER_SECOND,
} from './constants.ts';
import { fewestBonusSecondsLost } from './game-time.ts';

/** The natural notes in scale order. */
export const IO_SCALE = ['C', 'D', 'E', 'F', 'G', 'A', 'B'] as const;
export type IoNaturalNote = (typeof IO_SCALE)[number];
/** The note in the first and last slot, which cannot be moved. */
export const IO_FIXED_NOTE = 'C';
/** The six notes the player arranges. */
export const IO_MOVABLE_NOTES = ['D', 'E', 'F', 'G', 'A', 'B'] as const;
export type IoNote = (typeof IO_MOVABLE_NOTES)[number];
/** A slot's content: the fixed C, a placed note or nothing yet. */
export type IoSlot = IoNaturalNote | null;

export const INTERVAL_QUESTION_TYPES = ['seconds', 'thirds', 'fourths', 'fifths', 'sixths', 'sevenths'] as const;
export type IntervalQuestionType = (typeof INTERVAL_QUESTION_TYPES)[number];

/** How many scale steps each question type moves up from one note to the next (a third: C → E is 2 steps). */
export const INTERVAL_SCALE_STEPS: Record<IntervalQuestionType, number> = {
  seconds: 1,
  thirds: 2,
  fourths: 3,
  fifths: 4,
  sixths: 5,
  sevenths: 6,
};

/** The answers. */
export const INTERVAL_PATTERNS: Record<IntervalQuestionType, readonly IoNaturalNote[]> = {
  seconds: ['C', 'D', 'E', 'F', 'G', 'A', 'B', 'C'],
  thirds: ['C', 'E', 'G', 'B', 'D', 'F', 'A', 'C'],
  fourths: ['C', 'F', 'B', 'E', 'A', 'D', 'G', 'C'],
  fifths: ['C', 'G', 'D', 'A', 'E', 'B', 'F', 'C'],
  sixths: ['C', 'A', 'F', 'D', 'B', 'G', 'E', 'C'],
  sevenths: ['C', 'B', 'A', 'G', 'F', 'E', 'D', 'C'],
};

/** The index of the first and last slot (0-based), which hold the fixed C. */
export const IO_FIXED_SLOTS: readonly number[] = [0, IO_SLOT_COUNT - 1];
export const isFixedIntervalSlot = (index: number): boolean => IO_FIXED_SLOTS.includes(index);

/** "Arrange the notes in thirds, starting and ending on C". */
export const intervalQuestionText = (type: IntervalQuestionType): string =>
  `Arrange the notes in ${type}, starting and ending on ${IO_FIXED_NOTE}`;

/** A question type picked at random, never the one before it. */
export function nextQuestionType(previous: IntervalQuestionType | null, random: Random): IntervalQuestionType {
  return randomItem(
    random,
    INTERVAL_QUESTION_TYPES.filter((type) => type !== previous),
  );
}

/** The six movable notes in a shuffled order: a question's pool at its start. */
export const questionPool = (random: Random): IoNote[] => shuffled(random, IO_MOVABLE_NOTES);

/** Whether the eight slots (fixed C's included) spell the question type's pattern. */
export function isCorrectArrangement(type: IntervalQuestionType, slots: readonly IoSlot[]): boolean {
  const pattern = INTERVAL_PATTERNS[type];
  return slots.length === pattern.length && pattern.every((note, index) => slots[index] === note);
}

/** Whole seconds from one instant (milliseconds) to a later one; never negative. */
export const intervalAnswerSeconds = (fromMs: number, toMs: number): number =>
  Math.max(0, Math.floor((toMs - fromMs) / 1000));

/** Spec part 2 §9: on a first attempt under 60 s, (60 − whole seconds) × 10; otherwise nothing. */
export function speedBonus(seconds: number, firstAttempt: boolean): number {
  const whole = Math.max(0, Math.floor(seconds));
  if (!firstAttempt || whole >= IO_SPEED_BONUS_LIMIT_SECONDS) return 0;
  return (IO_SPEED_BONUS_LIMIT_SECONDS - whole) * IO_SPEED_BONUS_PER_SECOND;
}

/** What a correct answer scores: 1000 plus the speed bonus. */
export const answerPoints = (seconds: number, firstAttempt: boolean): number =>
  IO_POINTS_PER_ANSWER + speedBonus(seconds, firstAttempt);

/**
 * The highest score a game can reach when it took `elapsedMs` from its first question to its last answer (issue 24).
 * The 14 advances between questions are fixed waits; the rest is answering time, shared by the 15 questions, each of
 * which loses 10 points of speed bonus per whole second (at most its 600). So 24,000 in under 43 s (the 28 s of waits
 * and under a second a question), then 10 less for each further second, down to 23,400 from 102 s on (one question's
 * bonus given up, the others answered at once).
 */
export const maxIntervalScoreWithin = (elapsedMs: number): number =>
  IO_MAX_SCORE -
  IO_SPEED_BONUS_PER_SECOND *
    fewestBonusSecondsLost(elapsedMs - IO_MIN_GAME_SECONDS * 1000, IO_QUESTION_COUNT, IO_SPEED_BONUS_LIMIT_SECONDS);

export interface IntervalQuestion {
  type: IntervalQuestionType;
  /** The movable notes in the order the pool shows them. */
  pool: readonly IoNote[];
}

/** The fifteen questions of the game a seed gives: each question's type, then its pool, drawn in turn. */
export function planIntervalGame(seed: number): IntervalQuestion[] {
  const random = seededRandom(seed);
  const questions: IntervalQuestion[] = [];
  let previous: IntervalQuestionType | null = null;
  for (let i = 0; i < IO_QUESTION_COUNT; i++) {
    const type = nextQuestionType(previous, random);
    questions.push({ type, pool: questionPool(random) });
    previous = type;
  }
  return questions;
}

/** The seed of the game after this one (Play Again, Reset Game): a seeded page stays replayable. */
export const nextIntervalGameSeed = (seed: number): number =>
  Math.floor(seededRandom(seed ^ 0x5bd1e995)() * 2 ** 32) >>> 0;

// ── The game as a reducer ───────────────────────────────────────────────────

/** Where a note can go: a slot (0-based; the fixed ones refuse) or back to the pool. */
export type IoTarget = { kind: 'slot'; index: number } | { kind: 'pool' };

export type IntervalFeedback =
  { kind: 'fillAllSlots' } | { kind: 'incorrect' } | { kind: 'correct'; points: number; bonus: number };

export interface IntervalGameState {
  seed: number;
  questions: readonly IntervalQuestion[];
  /** 0-based index of the current question. */
  index: number;
  /** Eight slots; the first and last always hold C. */
  slots: readonly IoSlot[];
  score: number;
  /** Wrong answers to the current question; the speed bonus needs 0. */
  attempts: number;
  /** Wrong answers over the whole game. */
  wrongAnswers: number;
  /** playing → answered (the 2 s before the next question) → playing …; the last correct answer completes. */
  status: 'playing' | 'answered' | 'complete';
  /** When the current question was shown (milliseconds, the caller's clock). */
  questionShownAt: number;
  feedback: IntervalFeedback | null;
  /** Counts every feedback given, so the same message twice in a row is still a new message. */
  feedbackCount: number;
}

export type IntervalGameAction =
  | { type: 'move'; note: IoNote; to: IoTarget }
  | { type: 'submit'; now: number }
  | { type: 'advance'; now: number }
  | { type: 'restart'; seed: number; now: number };

const emptySlots = (): IoSlot[] =>
  Array.from({ length: IO_SLOT_COUNT }, (_, index) => (isFixedIntervalSlot(index) ? IO_FIXED_NOTE : null));

/** A new game from a seed; its first question is shown at `now`. */
export function createIntervalGame(seed: number, now: number): IntervalGameState {
  return {
    seed,
    questions: planIntervalGame(seed),
    index: 0,
    slots: emptySlots(),
    score: 0,
    attempts: 0,
    wrongAnswers: 0,
    status: 'playing',
    questionShownAt: now,
    feedback: null,
    feedbackCount: 0,
  };
}

export const currentIntervalQuestion = (state: IntervalGameState): IntervalQuestion => state.questions[state.index]!;

/** The notes still in the pool, in the pool's order. */
export const intervalPoolNotes = (state: IntervalGameState): IoNote[] =>
  currentIntervalQuestion(state).pool.filter((note) => !state.slots.includes(note));

/** The slot a note is in (0-based), or null while it is in the pool. */
export function intervalSlotOf(state: IntervalGameState, note: IoNote): number | null {
  const index = state.slots.indexOf(note);
  return index < 0 ? null : index;
}

export const intervalSlotsFilled = (state: IntervalGameState): boolean => state.slots.every((slot) => slot !== null);

/**
 * Moves a note onto a slot or back to the pool. A note dropped on an occupied slot swaps places with the note there
 * (which goes where the moved note came from: its slot or the pool). Fixed slots and finished questions refuse.
 */
function move(state: IntervalGameState, note: IoNote, to: IoTarget): IntervalGameState {
  if (state.status !== 'playing' || !currentIntervalQuestion(state).pool.includes(note)) return state;
  const from = intervalSlotOf(state, note);
  const slots = [...state.slots];
  if (to.kind === 'pool') {
    if (from === null) return state;
    slots[from] = null;
  } else {
    if (to.index < 0 || to.index >= IO_SLOT_COUNT || isFixedIntervalSlot(to.index) || to.index === from) return state;
    const occupant = slots[to.index] ?? null;
    slots[to.index] = note;
    if (from !== null) slots[from] = occupant;
  }
  return { ...state, slots, feedback: null };
}

function submit(state: IntervalGameState, now: number): IntervalGameState {
  if (state.status !== 'playing') return state;
  const feedbackCount = state.feedbackCount + 1;
  if (!intervalSlotsFilled(state)) return { ...state, feedback: { kind: 'fillAllSlots' }, feedbackCount };
  if (!isCorrectArrangement(currentIntervalQuestion(state).type, state.slots)) {
    return {
      ...state,
      attempts: state.attempts + 1,
      wrongAnswers: state.wrongAnswers + 1,
      feedback: { kind: 'incorrect' },
      feedbackCount,
    };
  }
  const firstAttempt = state.attempts === 0;
  const seconds = intervalAnswerSeconds(state.questionShownAt, now);
  const points = answerPoints(seconds, firstAttempt);
  const last = state.index === state.questions.length - 1;
  return {
    ...state,
    score: state.score + points,
    status: last ? 'complete' : 'answered',
    feedback: { kind: 'correct', points, bonus: speedBonus(seconds, firstAttempt) },
    feedbackCount,
  };
}

function advance(state: IntervalGameState, now: number): IntervalGameState {
  if (state.status !== 'answered') return state;
  return {
    ...state,
    index: state.index + 1,
    slots: emptySlots(),
    attempts: 0,
    status: 'playing',
    questionShownAt: now,
    feedback: null,
  };
}

/** The whole game: moves, submits, the advance after a correct answer, and a restart with a new seed. */
export function intervalGameReducer(state: IntervalGameState, action: IntervalGameAction): IntervalGameState {
  switch (action.type) {
    case 'move':
      return move(state, action.note, action.to);
    case 'submit':
      return submit(state, action.now);
    case 'advance':
      return advance(state, action.now);
    case 'restart':
      return createIntervalGame(action.seed, action.now);
  }
}
