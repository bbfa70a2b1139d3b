import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TF_MAX_SCORE, TF_MIN_SCORE, TF_NATURAL_TRIADS, TF_RECENT_TARGETS_EXCLUDED } from './constants.ts';
import {
  currentTarget,
  initialTriadGame,
  isLine,
  matchesTarget,
  roundScore,
  TF_LINES,
  totalScore,
  triadGameReducer,
  type TriadAction,
  type TriadGameState,
} from './triad-finder.ts';

const run = (state: TriadGameState, ...actions: TriadAction[]) => actions.reduce(triadGameReducer, state);
const started = (seed: number, extended = false) =>
  run(initialTriadGame(seed, extended), { type: 'start', seed }, { type: 'begin' });
const pick = (state: TriadGameState, cells: readonly number[], seconds = 0) =>
  run(state, ...cells.map((cell): TriadAction => ({ type: 'select', cell, seconds })));

/** Finds every hidden triad of the round, the last one at `seconds`. */
function clearRound(state: TriadGameState, seconds: number): TriadGameState {
  for (const line of state.board!.triads) state = pick(state, [line[2], line[0], line[1]], seconds);
  return state;
}

/** Three cells holding the target's notes that are not one line: two notes of one triad and one of another. */
function scattered(state: TriadGameState): number[] {
  const [a, b] = state.board!.triads;
  const notes = state.board!.notes;
  const third = b!.find((cell) => ![notes[a![0]], notes[a![1]]].includes(notes[cell]))!;
  return [a![0], a![1], third];
}

/** Three cells in a line, none of them in a hidden triad, that do not hold the target. */
function wrongLine(state: TriadGameState): readonly number[] {
  const hidden = new Set(state.board!.triads.flat());
  const notes = state.board!.notes;
  return TF_LINES.find(
    (line) =>
      line.every((cell) => !hidden.has(cell)) &&
      !matchesTarget(
        line.map((cell) => notes[cell]!),
        currentTarget(state)!,
      ),
  )!;
}

describe('Triad Finder game', () => {
  it('waits for a start, then shows the round intro before play', () => {
    const ready = initialTriadGame(7);
    expect(ready.phase).toBe('ready');
    expect(triadGameReducer(ready, { type: 'select', cell: 0, seconds: 0 })).toBe(ready);
    const intro = triadGameReducer(ready, { type: 'start', seed: 7 });
    expect(intro).toMatchObject({ phase: 'intro', round: 1, extended: false, found: [], selection: [] });
    expect(TF_NATURAL_TRIADS).toContain(currentTarget(intro));
    expect(triadGameReducer(intro, { type: 'select', cell: 0, seconds: 0 })).toBe(intro);
    expect(triadGameReducer(intro, { type: 'begin' }).phase).toBe('playing');
  });

  it('locks a found triad in any order, scores 100 and ignores its cells after', () => {
    let state = started(11);
    const [line] = state.board!.triads;
    state = pick(state, [line![1], line![2], line![0]]);
    expect(state.found).toEqual([line]);
    expect(state.selection).toEqual([]);
    expect(state.lastCheck).toEqual({ result: 'found', attempt: 1, showing: true });
    expect(totalScore(state)).toBe(100);
    expect(pick(state, [line![0]])).toEqual(state);
  });

  it('says when the notes match but are not in line, and when the notes are wrong', () => {
    let state = started(12);
    const cells = scattered(state);
    expect(isLine(cells)).toBe(false);
    state = pick(state, cells);
    expect(state.lastCheck?.result).toBe('notInLine');
    expect(state.selection).toEqual(cells);
    expect(state.selectionRejected).toBe(true);
    // The feedback expires: the rejected selection clears. A stale expiry does nothing.
    expect(run(state, { type: 'expire', attempt: 0 })).toBe(state);
    const cleared = run(state, { type: 'expire', attempt: state.attempt });
    expect(cleared.selection).toEqual([]);
    expect(cleared.lastCheck).toEqual({ result: 'notInLine', attempt: 1, showing: false });

    const wrong = pick(cleared, wrongLine(cleared));
    expect(wrong.lastCheck?.result).toBe('wrongNotes');
    expect(wrong.found).toEqual([]);
    expect(totalScore(wrong)).toBe(0);
  });

  it('drops the oldest cell on a fourth selection, and deselects a cell chosen again', () => {
    let state = started(13);
    const [a, b, c] = scattered(state) as [number, number, number];
    const line = state.board!.triads[2]!;
    state = pick(state, [a, b, c]);
    expect(state.selection).toEqual([a, b, c]);
    // While the rejected three still show, a fourth choice drops the oldest and checks the new three.
    state = pick(state, [line[0]]);
    expect(state.selection).toEqual([b, c, line[0]]);
    expect(state.attempt).toBe(2);
    state = run(state, { type: 'expire', attempt: 2 });
    state = pick(state, [line[0], line[1], line[1]]);
    expect(state.selection).toEqual([line[0]]);
    state = pick(state, [line[1], line[2]]);
    expect(state.found).toEqual([line]);
  });

  it('ends a round at five found with 500 + time bonus, then advances to the next round', () => {
    let state = clearRound(started(21), 42);
    expect(state.phase).toBe('roundOver');
    expect(state.roundScores).toEqual([500 + 580]);
    expect(state.roundSeconds).toEqual([42]);
    expect(totalScore(state)).toBe(1080);
    expect(pick(state, [0])).toEqual(state);
    state = run(state, { type: 'advance' });
    expect(state).toMatchObject({ phase: 'intro', round: 2, found: [] });
    expect(totalScore(state)).toBe(1080);
  });

  it('applies the C Major Key toggle from the next round, with the extended bonus', () => {
    let state = started(31);
    state = run(state, { type: 'setExtended', extended: true });
    expect(state.extended).toBe(false);
    state = run(clearRound(state, 0), { type: 'advance' });
    expect(state.roundScores).toEqual([1500]);
    expect(state.extended).toBe(true);
    state = clearRound(run(state, { type: 'begin' }), 0);
    expect(state.roundScores).toEqual([1500, 2000]);
    // Before the first round the toggle applies at once.
    expect(run(initialTriadGame(1), { type: 'setExtended', extended: true }, { type: 'start', seed: 1 }).extended).toBe(
      true,
    );
  });

  it('plays ten rounds to a final score equal to the sum of the rounds, within the server limits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
        fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 10, maxLength: 10 }),
        (seed, modes, seconds) => {
          let state = run(initialTriadGame(seed, modes[0]), { type: 'start', seed });
          for (let round = 0; round < 10; round++) {
            expect(state.round).toBe(round + 1);
            const recent = state.targets.slice(Math.max(0, round - TF_RECENT_TARGETS_EXCLUDED), round);
            expect(recent).not.toContain(currentTarget(state));
            state = run(state, { type: 'setExtended', extended: modes[round + 1] ?? false }, { type: 'begin' });
            state = clearRound(state, seconds[round]!);
            if (round < 9) state = run(state, { type: 'advance' });
          }
          expect(state.phase).toBe('gameOver');
          const expected = modes.map((extended, i) => roundScore(5, seconds[i]!, extended));
          expect(state.roundScores).toEqual(expected);
          const total = totalScore(state);
          expect(total).toBe(expected.reduce((sum, s) => sum + s, 0));
          expect(total).toBeGreaterThanOrEqual(TF_MIN_SCORE);
          expect(total).toBeLessThanOrEqual(TF_MAX_SCORE);
          expect(run(state, { type: 'advance' })).toBe(state);
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);

  it('replays the same game for the same seed', () => {
    const play = (seed: number) => {
      let state = started(seed);
      const boards = [];
      for (let round = 0; round < 10; round++) {
        boards.push(state.board);
        state = clearRound(state, 5);
        state = run(state, { type: 'advance' }, { type: 'begin' });
      }
      return { boards, targets: state.targets };
    };
    expect(play(2024)).toEqual(play(2024));
    expect(play(2024).targets).not.toEqual(play(2025).targets);
  });
});
