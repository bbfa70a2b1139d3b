import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../common/index.ts';
import { IO_MAX_SCORE, IO_MIN_SCORE, IO_QUESTION_COUNT, IO_SLOT_COUNT } from './constants.ts';
import {
  answerPoints,
  createIntervalGame,
  currentIntervalQuestion,
  INTERVAL_PATTERNS,
  INTERVAL_QUESTION_TYPES,
  INTERVAL_SCALE_STEPS,
  intervalAnswerSeconds,
  intervalGameReducer,
  intervalPoolNotes,
  intervalQuestionText,
  IO_MOVABLE_NOTES,
  IO_SCALE,
  isCorrectArrangement,
  nextIntervalGameSeed,
  nextQuestionType,
  planIntervalGame,
  questionPool,
  speedBonus,
  type IntervalGameAction,
  type IntervalGameState,
  type IntervalQuestionType,
  type IoNote,
} from './interval-organizer.ts';

const seedArb = fc.integer({ min: 0, max: 2 ** 32 - 1 });
const sorted = (notes: readonly string[]) => [...notes].sort();

/** Places the current question's answer note by note, from the pool. */
function placeAnswer(state: IntervalGameState): IntervalGameState {
  const pattern = INTERVAL_PATTERNS[currentIntervalQuestion(state).type];
  let next = state;
  for (let index = 1; index < IO_SLOT_COUNT - 1; index++) {
    next = intervalGameReducer(next, { type: 'move', note: pattern[index] as IoNote, to: { kind: 'slot', index } });
  }
  return next;
}

/** A wrong but full arrangement: the answer with its first two movable notes swapped. */
function placeWrongAnswer(state: IntervalGameState): IntervalGameState {
  const pattern = INTERVAL_PATTERNS[currentIntervalQuestion(state).type];
  let next = placeAnswer(state);
  next = intervalGameReducer(next, { type: 'move', note: pattern[1] as IoNote, to: { kind: 'slot', index: 2 } });
  return next;
}

describe('patterns', () => {
  it('are the spec table', () => {
    expect(INTERVAL_PATTERNS.seconds.join(' ')).toBe('C D E F G A B C');
    expect(INTERVAL_PATTERNS.thirds.join(' ')).toBe('C E G B D F A C');
    expect(INTERVAL_PATTERNS.fourths.join(' ')).toBe('C F B E A D G C');
    expect(INTERVAL_PATTERNS.fifths.join(' ')).toBe('C G D A E B F C');
    expect(INTERVAL_PATTERNS.sixths.join(' ')).toBe('C A F D B G E C');
    expect(INTERVAL_PATTERNS.sevenths.join(' ')).toBe('C B A G F E D C');
  });

  it.each(INTERVAL_QUESTION_TYPES)(
    '%s: a permutation of D–B between two C’s, each note its interval above the last',
    (type) => {
      const pattern = INTERVAL_PATTERNS[type];
      expect(pattern).toHaveLength(IO_SLOT_COUNT);
      expect(pattern[0]).toBe('C');
      expect(pattern.at(-1)).toBe('C');
      expect(sorted(pattern.slice(1, -1))).toEqual(sorted(IO_MOVABLE_NOTES));
      const steps = INTERVAL_SCALE_STEPS[type];
      for (let i = 1; i < pattern.length; i++) {
        const from = IO_SCALE.indexOf(pattern[i - 1]!);
        expect(IO_SCALE[(from + steps) % IO_SCALE.length]).toBe(pattern[i]);
      }
      expect(isCorrectArrangement(type, pattern)).toBe(true);
    },
  );

  it('each pattern answers only its own question', () => {
    for (const type of INTERVAL_QUESTION_TYPES) {
      for (const other of INTERVAL_QUESTION_TYPES) {
        expect(isCorrectArrangement(type, INTERVAL_PATTERNS[other])).toBe(type === other);
      }
    }
  });

  it('refuses incomplete or wrong arrangements', () => {
    expect(isCorrectArrangement('seconds', ['C', 'D', 'E', 'F', 'G', 'A', null, 'C'])).toBe(false);
    expect(isCorrectArrangement('seconds', ['C', 'D', 'E', 'F', 'G', 'B', 'A', 'C'])).toBe(false);
    expect(isCorrectArrangement('seconds', ['C', 'D', 'E', 'F', 'G', 'A', 'B'])).toBe(false);
  });

  it('asks in words', () => {
    expect(intervalQuestionText('thirds')).toBe('Arrange the notes in thirds, starting and ending on C');
  });
});

describe('question types', () => {
  it('never repeat the previous one over long seeded runs', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const random = seededRandom(seed);
        let previous: IntervalQuestionType | null = null;
        for (let i = 0; i < 500; i++) {
          const type = nextQuestionType(previous, random);
          expect(type).not.toBe(previous);
          previous = type;
        }
      }),
      { numRuns: 50 },
    );
  });

  it('reach every type, also after every type', () => {
    const random = seededRandom(7);
    const seen = new Set<string>();
    for (const previous of [null, ...INTERVAL_QUESTION_TYPES]) {
      for (let i = 0; i < 200; i++) seen.add(`${previous}→${nextQuestionType(previous, random)}`);
    }
    // From nothing: all 6; after each type: the other 5.
    expect(seen.size).toBe(6 + 6 * 5);
  });

  it('never repeat within a planned game, and every type occurs across games', () => {
    const types = new Set<string>();
    fc.assert(
      fc.property(seedArb, (seed) => {
        const plan = planIntervalGame(seed);
        expect(plan).toHaveLength(IO_QUESTION_COUNT);
        plan.forEach((question, i) => {
          types.add(question.type);
          if (i > 0) expect(question.type).not.toBe(plan[i - 1]!.type);
        });
      }),
    );
    expect(types.size).toBe(INTERVAL_QUESTION_TYPES.length);
  });
});

describe('pools', () => {
  it('are always a permutation of D–B', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const random = seededRandom(seed);
        for (let i = 0; i < 20; i++) expect(sorted(questionPool(random))).toEqual(sorted(IO_MOVABLE_NOTES));
        for (const question of planIntervalGame(seed)) expect(sorted(question.pool)).toEqual(sorted(IO_MOVABLE_NOTES));
      }),
    );
  });
});

describe('scoring', () => {
  it('follows the spec: (60 − whole seconds) × 10 on a first attempt under 60 s', () => {
    expect(speedBonus(0, true)).toBe(600);
    expect(speedBonus(0.99, true)).toBe(600);
    expect(speedBonus(12, true)).toBe(480);
    expect(speedBonus(59.9, true)).toBe(10);
    expect(speedBonus(60, true)).toBe(0);
    expect(speedBonus(600, true)).toBe(0);
    expect(speedBonus(3, false)).toBe(0);
    expect(answerPoints(12, true)).toBe(1480);
    expect(answerPoints(12, false)).toBe(1000);
    expect(intervalAnswerSeconds(1000, 3999)).toBe(2);
    expect(intervalAnswerSeconds(5000, 1000)).toBe(0);
  });

  it('is always a multiple of 10 between 1000 and 1600', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), fc.boolean(), (seconds, first) => {
        const points = answerPoints(seconds, first);
        expect(points % 10).toBe(0);
        expect(points).toBeGreaterThanOrEqual(1000);
        expect(points).toBeLessThanOrEqual(1600);
        if (!first) expect(points).toBe(1000);
      }),
    );
  });
});

/** One question's play: wrong answers first, then the right one after some milliseconds. */
const questionPlayArb = fc.record({ wrong: fc.nat(3), emptySubmits: fc.nat(2), millis: fc.nat(90_000) });

function playGame(seed: number, plays: Array<{ wrong: number; emptySubmits: number; millis: number }>) {
  let now = 1_000;
  let state = createIntervalGame(seed, now);
  const scores: number[] = [];
  for (const play of plays) {
    for (let i = 0; i < play.emptySubmits; i++) {
      state = intervalGameReducer(state, { type: 'submit', now });
      expect(state.feedback).toEqual({ kind: 'fillAllSlots' });
    }
    for (let i = 0; i < play.wrong; i++) {
      state = intervalGameReducer(placeWrongAnswer(state), { type: 'submit', now });
      expect(state.feedback).toEqual({ kind: 'incorrect' });
      expect(state.attempts).toBe(i + 1);
    }
    state = placeAnswer(state);
    now += play.millis;
    state = intervalGameReducer(state, { type: 'submit', now });
    expect(state.feedback?.kind).toBe('correct');
    scores.push(state.score);
    now += 2000;
    state = intervalGameReducer(state, { type: 'advance', now });
  }
  return { state, scores };
}

describe('a whole game', () => {
  it('scores a multiple of 10 between 15,000 and 24,000; 24,000 only when every answer is first and instant', () => {
    fc.assert(
      fc.property(seedArb, fc.array(questionPlayArb, { minLength: 15, maxLength: 15 }), (seed, plays) => {
        const { state, scores } = playGame(seed, plays);
        expect(state.status).toBe('complete');
        expect(state.score % 10).toBe(0);
        expect(state.score).toBeGreaterThanOrEqual(IO_MIN_SCORE);
        expect(state.score).toBeLessThanOrEqual(IO_MAX_SCORE);
        const perfect = plays.every((play) => play.wrong === 0 && play.millis < 1000);
        expect(state.score === IO_MAX_SCORE).toBe(perfect);
        expect(state.wrongAnswers).toBe(plays.reduce((sum, play) => sum + play.wrong, 0));
        // The running score only rises.
        scores.forEach((score, i) => i > 0 && expect(score).toBeGreaterThan(scores[i - 1]!));
      }),
      { numRuns: 60 },
    );
  });

  it('gives the maximum 24,000 for fifteen instant first answers', () => {
    const plays = Array.from({ length: 15 }, () => ({ wrong: 0, emptySubmits: 1, millis: 999 }));
    expect(playGame(3, plays).state.score).toBe(IO_MAX_SCORE);
    expect(IO_MAX_SCORE).toBe(24_000);
  });

  it('replays exactly from the same seed, and the next game differs', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        expect(planIntervalGame(seed)).toEqual(planIntervalGame(seed));
        expect(createIntervalGame(seed, 5)).toEqual(createIntervalGame(seed, 5));
        const next = nextIntervalGameSeed(seed);
        expect(next).toBe(nextIntervalGameSeed(seed));
        expect(Number.isInteger(next) && next >= 0 && next < 2 ** 32).toBe(true);
      }),
    );
    expect(planIntervalGame(1)).not.toEqual(planIntervalGame(nextIntervalGameSeed(1)));
  });
});

describe('the reducer', () => {
  const start = () => createIntervalGame(42, 0);

  it('starts with C at both ends and six empty slots, every note in the pool', () => {
    const state = start();
    expect(state.slots).toEqual(['C', null, null, null, null, null, null, 'C']);
    expect(intervalPoolNotes(state)).toEqual(currentIntervalQuestion(state).pool);
    expect(state).toMatchObject({ index: 0, score: 0, attempts: 0, status: 'playing', feedback: null });
  });

  it('moves notes between pool and slots, swapping with a note already there', () => {
    let state = start();
    state = intervalGameReducer(state, { type: 'move', note: 'E', to: { kind: 'slot', index: 2 } });
    expect(state.slots[2]).toBe('E');
    expect(intervalPoolNotes(state)).not.toContain('E');
    // Pool note onto an occupied slot: the occupant goes back to the pool.
    state = intervalGameReducer(state, { type: 'move', note: 'G', to: { kind: 'slot', index: 2 } });
    expect(state.slots[2]).toBe('G');
    expect(intervalPoolNotes(state)).toContain('E');
    // Slot to slot: empty target moves, occupied target swaps.
    state = intervalGameReducer(state, { type: 'move', note: 'G', to: { kind: 'slot', index: 5 } });
    expect(state.slots.slice(1, 7)).toEqual([null, null, null, null, 'G', null]);
    state = intervalGameReducer(state, { type: 'move', note: 'A', to: { kind: 'slot', index: 1 } });
    state = intervalGameReducer(state, { type: 'move', note: 'A', to: { kind: 'slot', index: 5 } });
    expect(state.slots.slice(1, 7)).toEqual(['G', null, null, null, 'A', null]);
    state = intervalGameReducer(state, { type: 'move', note: 'A', to: { kind: 'pool' } });
    expect(state.slots.slice(1, 7)).toEqual(['G', null, null, null, null, null]);
    expect(sorted([...intervalPoolNotes(state), 'G'])).toEqual(sorted(IO_MOVABLE_NOTES));
  });

  it('never moves the fixed C’s, and ignores moves that go nowhere', () => {
    const state = start();
    for (const action of [
      { type: 'move', note: 'D', to: { kind: 'slot', index: 0 } },
      { type: 'move', note: 'D', to: { kind: 'slot', index: 7 } },
      { type: 'move', note: 'D', to: { kind: 'slot', index: 8 } },
      { type: 'move', note: 'D', to: { kind: 'pool' } },
    ] satisfies IntervalGameAction[]) {
      expect(intervalGameReducer(state, action)).toBe(state);
    }
  });

  it('keeps the fixed C’s and all six notes through any sequence of moves', () => {
    const moveArb = fc.record({
      note: fc.constantFrom(...IO_MOVABLE_NOTES),
      to: fc.oneof(
        fc.record({ kind: fc.constant('slot' as const), index: fc.integer({ min: -1, max: 8 }) }),
        fc.constant({ kind: 'pool' as const }),
      ),
    });
    fc.assert(
      fc.property(seedArb, fc.array(moveArb, { maxLength: 40 }), (seed, moves) => {
        let state = createIntervalGame(seed, 0);
        for (const { note, to } of moves) state = intervalGameReducer(state, { type: 'move', note, to });
        expect(state.slots[0]).toBe('C');
        expect(state.slots[7]).toBe('C');
        const placed = state.slots.slice(1, 7).filter((slot) => slot !== null);
        expect(sorted([...placed, ...intervalPoolNotes(state)])).toEqual(sorted(IO_MOVABLE_NOTES));
      }),
    );
  });

  it('refuses a submit with empty slots without counting an attempt', () => {
    const state = intervalGameReducer(start(), { type: 'submit', now: 10 });
    expect(state.feedback).toEqual({ kind: 'fillAllSlots' });
    expect(state.attempts).toBe(0);
    expect(state.feedbackCount).toBe(1);
  });

  it('counts a wrong answer, keeps the notes in place, and a move clears the message', () => {
    let state = intervalGameReducer(placeWrongAnswer(start()), { type: 'submit', now: 10 });
    expect(state).toMatchObject({ attempts: 1, score: 0, status: 'playing', feedback: { kind: 'incorrect' } });
    expect(state.slots.every((slot) => slot !== null)).toBe(true);
    state = intervalGameReducer(state, { type: 'submit', now: 20 });
    expect(state).toMatchObject({ attempts: 2, feedbackCount: 2 });
    state = placeAnswer(state);
    expect(state.feedback).toBeNull();
    state = intervalGameReducer(state, { type: 'submit', now: 1_000 });
    expect(state).toMatchObject({
      score: 1000,
      status: 'answered',
      feedback: { kind: 'correct', points: 1000, bonus: 0 },
    });
  });

  it('times the bonus from when the question was shown, and locks the board until the next question', () => {
    let state = intervalGameReducer(placeAnswer(start()), { type: 'submit', now: 12_400 });
    expect(state.feedback).toEqual({ kind: 'correct', points: 1480, bonus: 480 });
    expect(intervalGameReducer(state, { type: 'move', note: 'D', to: { kind: 'pool' } })).toBe(state);
    expect(intervalGameReducer(state, { type: 'submit', now: 13_000 })).toBe(state);
    state = intervalGameReducer(state, { type: 'advance', now: 14_400 });
    expect(state).toMatchObject({ index: 1, attempts: 0, status: 'playing', feedback: null, questionShownAt: 14_400 });
    expect(state.slots).toEqual(['C', null, null, null, null, null, null, 'C']);
    state = intervalGameReducer(placeAnswer(state), { type: 'submit', now: 14_400 + 59_999 });
    expect(state.feedback).toEqual({ kind: 'correct', points: 1010, bonus: 10 });
    // An advance only follows a correct answer.
    const playing = intervalGameReducer(state, { type: 'advance', now: 80_000 });
    expect(intervalGameReducer(playing, { type: 'advance', now: 90_000 })).toBe(playing);
  });

  it('completes on the fifteenth correct answer, and a restart starts over', () => {
    const { state } = playGame(
      9,
      Array.from({ length: 15 }, () => ({ wrong: 0, emptySubmits: 0, millis: 5_000 })),
    );
    expect(state).toMatchObject({ status: 'complete', index: 14, score: 15 * 1550 });
    expect(intervalGameReducer(state, { type: 'advance', now: 1 })).toBe(state);
    const again = intervalGameReducer(state, { type: 'restart', seed: 10, now: 2 });
    expect(again).toEqual(createIntervalGame(10, 2));
  });
});
