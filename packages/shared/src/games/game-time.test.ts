import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  IO_ADVANCE_DELAY_MS,
  IO_MAX_SCORE,
  IO_MIN_GAME_SECONDS,
  IO_MIN_SCORE,
  IO_QUESTION_COUNT,
  IO_SLOT_COUNT,
  TF_MAX_SCORE,
  TF_MIN_GAME_SECONDS,
  TF_MIN_SCORE,
  TF_ROUND_ADVANCE_DELAY_MS,
  TF_ROUND_COUNT,
  TF_ROUND_INTRO_MS,
} from './constants.ts';
import { fewestBonusSecondsLost } from './game-time.ts';
import {
  createIntervalGame,
  currentIntervalQuestion,
  INTERVAL_PATTERNS,
  intervalGameReducer,
  maxIntervalScoreWithin,
  type IntervalGameState,
  type IoNote,
} from './interval-organizer.ts';
import { initialTriadGame, maxTriadScoreWithin, totalScore, triadGameReducer } from './triad-finder.ts';

const IO_WAITS_MS = IO_MIN_GAME_SECONDS * 1000;
const TF_WAITS_MS = TF_MIN_GAME_SECONDS * 1000;
/** Just under a second: the longest a question or round can run and keep its whole bonus. */
const FREE_MS = 1000 - 0.001;

const seedArb = fc.integer({ min: 0, max: 2 ** 32 - 1 });
const elapsedArb = fc.integer({ min: 0, max: 3_600_000 });

describe('fewestBonusSecondsLost', () => {
  it('lets every part but one run just under a second for free, then costs a second a second, up to the cap', () => {
    expect(fewestBonusSecondsLost(-5000, 15, 60)).toBe(0);
    expect(fewestBonusSecondsLost(14_999, 15, 60)).toBe(0);
    expect(fewestBonusSecondsLost(15_000, 15, 60)).toBe(1);
    expect(fewestBonusSecondsLost(73_999, 15, 60)).toBe(59);
    expect(fewestBonusSecondsLost(74_000, 15, 60)).toBe(60);
    expect(fewestBonusSecondsLost(10 ** 9, 15, 60)).toBe(60);
    expect(fewestBonusSecondsLost(9_999, 10, 100)).toBe(0);
    expect(fewestBonusSecondsLost(10_000, 10, 100)).toBe(1);
    expect(fewestBonusSecondsLost(109_000, 10, 100)).toBe(100);
  });

  it('is the minimum over every way of sharing the time (brute force over whole-second splits)', () => {
    // Parts run s_i = k_i + f_i seconds (f_i < 1); only the whole seconds k_i cost, each up to the cap.
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 15_000 }),
        (parts, cap, playMs) => {
          let best = Infinity;
          const visit = (left: number, wholes: number[]) => {
            if (wholes.length === parts) {
              // The fractions absorb the rest only if it fits under a second each.
              const rest = playMs / 1000 - wholes.reduce((sum, k) => sum + k, 0);
              if (rest >= 0 && rest < parts)
                best = Math.min(
                  best,
                  wholes.reduce((sum, k) => sum + Math.min(cap, k), 0),
                );
              return;
            }
            for (let k = 0; k <= left; k++) visit(left - k, [...wholes, k]);
          };
          visit(Math.floor(playMs / 1000), []);
          expect(fewestBonusSecondsLost(playMs, parts, cap)).toBe(best);
        },
      ),
      { numRuns: 200 },
    );
  });
});

// ── Interval Organizer ────────────────────────────────────────────────────────────────────────────────

/** The current question answered right: any notes placed are put back, then the answer placed. */
function placeAnswer(state: IntervalGameState): IntervalGameState {
  const pattern = INTERVAL_PATTERNS[currentIntervalQuestion(state).type];
  let next = state;
  for (let index = 1; index < IO_SLOT_COUNT - 1; index++) {
    next = intervalGameReducer(next, { type: 'move', note: pattern[index] as IoNote, to: { kind: 'slot', index } });
  }
  return next;
}

/** A full arrangement that is wrong: the answer with its first two movable notes swapped. */
function placeWrongAnswer(state: IntervalGameState): IntervalGameState {
  const pattern = INTERVAL_PATTERNS[currentIntervalQuestion(state).type];
  return intervalGameReducer(placeAnswer(state), {
    type: 'move',
    note: pattern[1] as IoNote,
    to: { kind: 'slot', index: 2 },
  });
}

interface IoQuestionPlay {
  /** Wrong answers before the right one, each after this many ms. */
  wrong: number[];
  /** The right answer this many ms after the question showed (or the last wrong answer). */
  answerMs: number;
  /** How much later than its 2 s the next question showed. */
  lateMs: number;
}

/** Plays a whole game by the reducer; answers its final score and the time from the first question to the last answer. */
function playIntervalGame(seed: number, questions: IoQuestionPlay[]): { score: number; elapsedMs: number } {
  const start = 1_000_000;
  let now = start;
  let state = createIntervalGame(seed, now);
  questions.forEach((question, index) => {
    for (const wrongMs of question.wrong) {
      now += wrongMs;
      state = intervalGameReducer(placeWrongAnswer(state), { type: 'submit', now });
    }
    now += question.answerMs;
    state = intervalGameReducer(placeAnswer(state), { type: 'submit', now });
    if (index < questions.length - 1) {
      const answeredAt = now;
      state = intervalGameReducer(state, { type: 'advance', now: answeredAt + IO_ADVANCE_DELAY_MS + question.lateMs });
      now = answeredAt + IO_ADVANCE_DELAY_MS + question.lateMs;
    }
  });
  expect(state.status).toBe('complete');
  return { score: state.score, elapsedMs: now - start };
}

const ioQuestionArb: fc.Arbitrary<IoQuestionPlay> = fc.record({
  wrong: fc.array(fc.double({ min: 0, max: 20_000, noNaN: true }), { maxLength: 2 }),
  answerMs: fc.oneof(fc.double({ min: 0, max: 2_000, noNaN: true }), fc.double({ min: 0, max: 90_000, noNaN: true })),
  lateMs: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 5_000, noNaN: true })),
});

describe('maxIntervalScoreWithin', () => {
  it('is 24,000 at the fastest possible game and until every question has had a second', () => {
    expect(maxIntervalScoreWithin(IO_WAITS_MS)).toBe(IO_MAX_SCORE);
    expect(maxIntervalScoreWithin(29_000)).toBe(24_000);
    expect(maxIntervalScoreWithin(42_999)).toBe(24_000);
  });

  it('then loses 10 a second, down to 23,400 however long the game took', () => {
    expect(maxIntervalScoreWithin(43_000)).toBe(23_990);
    expect(maxIntervalScoreWithin(73_500)).toBe(23_690);
    expect(maxIntervalScoreWithin(101_999)).toBe(23_410);
    expect(maxIntervalScoreWithin(102_000)).toBe(23_400);
    expect(maxIntervalScoreWithin(453_000)).toBe(23_400);
    expect(maxIntervalScoreWithin(86_400_000)).toBe(23_400);
  });

  it('never rises as the game gets longer, stays a possible score, and is reached by some game', () => {
    fc.assert(
      fc.property(elapsedArb, elapsedArb, (a, b) => {
        const [shorter, longer] = a <= b ? [a, b] : [b, a];
        expect(maxIntervalScoreWithin(longer)).toBeLessThanOrEqual(maxIntervalScoreWithin(shorter));
        const bound = maxIntervalScoreWithin(a);
        expect(bound).toBeGreaterThanOrEqual(IO_MIN_SCORE);
        expect(bound).toBeLessThanOrEqual(IO_MAX_SCORE);
        expect(bound % 10).toBe(0);
      }),
    );
  });

  it('is never beaten by a game played by the rules (random answers, wrong tries and delays)', () => {
    fc.assert(
      fc.property(
        seedArb,
        fc.array(ioQuestionArb, { minLength: IO_QUESTION_COUNT, maxLength: IO_QUESTION_COUNT }),
        (seed, questions) => {
          const { score, elapsedMs } = playIntervalGame(seed, questions);
          expect(score).toBeLessThanOrEqual(maxIntervalScoreWithin(elapsedMs));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('is exactly what the best game of that length scores (the bound refuses no real game)', () => {
    fc.assert(
      fc.property(seedArb, fc.integer({ min: IO_WAITS_MS, max: 600_000 }), (seed, elapsedMs) => {
        // Every question but the last just under a second, the last one the rest.
        const quick = Array.from({ length: IO_QUESTION_COUNT - 1 }, () => ({
          wrong: [],
          answerMs: FREE_MS,
          lateMs: 0,
        }));
        const restMs = elapsedMs - IO_WAITS_MS - (IO_QUESTION_COUNT - 1) * FREE_MS;
        fc.pre(restMs >= 0);
        const game = playIntervalGame(seed, [...quick, { wrong: [], answerMs: restMs, lateMs: 0 }]);
        expect(game.elapsedMs).toBeCloseTo(elapsedMs, 6);
        expect(game.score).toBe(maxIntervalScoreWithin(elapsedMs));
      }),
      { numRuns: 100 },
    );
  });
});

// ── Triad Finder ──────────────────────────────────────────────────────────────────────────────────────

interface TriadRoundPlay {
  /** Played with the extended set (+500). */
  extended: boolean;
  /** How long the round timer ran until the fifth triad was found. */
  playMs: number;
  /** How much later than their fixed length the intro before and the pause after the round ended. */
  lateMs: number;
}

/** Plays a whole game by the reducer, finding each round's five triads; answers its score and its length. */
function playTriadGame(seed: number, rounds: TriadRoundPlay[]): { score: number; elapsedMs: number } {
  let state = triadGameReducer(initialTriadGame(seed, rounds[0]!.extended), { type: 'start', seed });
  let elapsedMs = 0;
  rounds.forEach((round, index) => {
    elapsedMs += TF_ROUND_INTRO_MS + round.lateMs;
    state = triadGameReducer(state, { type: 'begin' });
    // The page reads the timer in whole seconds at the moment of the choice.
    const seconds = Math.floor(round.playMs / 1000);
    for (const line of state.board!.triads) {
      for (const cell of line) state = triadGameReducer(state, { type: 'select', cell, seconds });
    }
    elapsedMs += round.playMs;
    const next = rounds[index + 1];
    if (next) {
      state = triadGameReducer(state, { type: 'setExtended', extended: next.extended });
      state = triadGameReducer(state, { type: 'advance' });
      elapsedMs += TF_ROUND_ADVANCE_DELAY_MS + round.lateMs;
    }
  });
  expect(state.phase).toBe('gameOver');
  return { score: totalScore(state), elapsedMs };
}

const triadRoundArb: fc.Arbitrary<TriadRoundPlay> = fc.record({
  extended: fc.boolean(),
  playMs: fc.oneof(fc.double({ min: 0, max: 2_000, noNaN: true }), fc.double({ min: 0, max: 150_000, noNaN: true })),
  lateMs: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 5_000, noNaN: true })),
});

describe('maxTriadScoreWithin', () => {
  it('is 20,000 at the fastest possible game and until every round has had a second', () => {
    expect(TF_WAITS_MS).toBe(TF_ROUND_COUNT * TF_ROUND_INTRO_MS + (TF_ROUND_COUNT - 1) * TF_ROUND_ADVANCE_DELAY_MS);
    expect(maxTriadScoreWithin(TF_WAITS_MS)).toBe(TF_MAX_SCORE);
    expect(maxTriadScoreWithin(39_999)).toBe(20_000);
  });

  it('then loses 10 a second, down to 19,000 however long the game took', () => {
    expect(maxTriadScoreWithin(40_000)).toBe(19_990);
    expect(maxTriadScoreWithin(90_000)).toBe(19_490);
    expect(maxTriadScoreWithin(138_999)).toBe(19_010);
    expect(maxTriadScoreWithin(139_000)).toBe(19_000);
    expect(maxTriadScoreWithin(86_400_000)).toBe(19_000);
  });

  it('never rises as the game gets longer, and stays a possible score', () => {
    fc.assert(
      fc.property(elapsedArb, elapsedArb, (a, b) => {
        const [shorter, longer] = a <= b ? [a, b] : [b, a];
        expect(maxTriadScoreWithin(longer)).toBeLessThanOrEqual(maxTriadScoreWithin(shorter));
        const bound = maxTriadScoreWithin(a);
        expect(bound).toBeGreaterThanOrEqual(TF_MIN_SCORE);
        expect(bound).toBeLessThanOrEqual(TF_MAX_SCORE);
        expect(bound % 10).toBe(0);
      }),
    );
  });

  it('is never beaten by a game played by the rules (random modes, round times and delays)', () => {
    fc.assert(
      fc.property(
        seedArb,
        fc.array(triadRoundArb, { minLength: TF_ROUND_COUNT, maxLength: TF_ROUND_COUNT }),
        (seed, rounds) => {
          const { score, elapsedMs } = playTriadGame(seed, rounds);
          expect(score).toBeLessThanOrEqual(maxTriadScoreWithin(elapsedMs));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('is exactly what the best game of that length scores (the bound refuses no real game)', () => {
    fc.assert(
      fc.property(seedArb, fc.integer({ min: TF_WAITS_MS, max: 600_000 }), (seed, elapsedMs) => {
        const quick = Array.from({ length: TF_ROUND_COUNT - 1 }, () => ({
          extended: true,
          playMs: FREE_MS,
          lateMs: 0,
        }));
        const restMs = elapsedMs - TF_WAITS_MS - (TF_ROUND_COUNT - 1) * FREE_MS;
        fc.pre(restMs >= 0);
        const game = playTriadGame(seed, [...quick, { extended: true, playMs: restMs, lateMs: 0 }]);
        expect(game.elapsedMs).toBeCloseTo(elapsedMs, 6);
        expect(game.score).toBe(maxTriadScoreWithin(elapsedMs));
      }),
      { numRuns: 40 },
    );
  });
});
