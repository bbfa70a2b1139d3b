import { initialTriadGame, messages, triadGameReducer, type TriadGameState } from '@woodshed/shared';
import { describe, expect, it } from 'vitest';
import { cellLabel, feedbackOf, formatClock, prettyTriad, spokenNote } from './triad-text';

describe('Triad Finder texts', () => {
  it('names a cell by row, column, spoken note and state', () => {
    expect(cellLabel(11, 'E', 'selected')).toBe('Row 2, column 5: E, selected');
    expect(cellLabel(0, 'Cb', 'found')).toBe('Row 1, column 1: C flat, found');
    expect(cellLabel(48, 'F#', null)).toBe('Row 7, column 7: F sharp');
    expect(cellLabel(48, null, null)).toBe('Row 7, column 7');
    expect(spokenNote('Bbb')).toBe('B flat twice');
  });

  it('shows triads with real accidentals and the clock as m:ss', () => {
    expect(prettyTriad('C# Minor')).toBe('C♯ Minor');
    expect(prettyTriad('Eb Major')).toBe('E♭ Major');
    expect(prettyTriad('B Diminished')).toBe('B Diminished');
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(75)).toBe('1:15');
  });

  it('says what just happened', () => {
    let state: TriadGameState = triadGameReducer(initialTriadGame(5), { type: 'start', seed: 5 });
    const triad = prettyTriad(state.targets[0]!);
    expect(feedbackOf(state).text).toBe(`Round 1 of 10. ${messages.games.findTriads(triad)}.`);
    state = triadGameReducer(state, { type: 'begin' });
    expect(feedbackOf(state)).toEqual({ text: '', tone: 'neutral' });
    for (const line of state.board!.triads) {
      for (const cell of line) state = triadGameReducer(state, { type: 'select', cell, seconds: 12 });
      if (state.found.length === 1) {
        expect(feedbackOf(state)).toEqual({ text: `Found a ${triad} triad: +100. 1 of 5 found.`, tone: 'success' });
      }
    }
    expect(feedbackOf(state).text).toBe(
      'Round 1 complete: 1,380 points (500 for the triads + 880 time bonus). The next round starts in a moment.',
    );
  });
});
