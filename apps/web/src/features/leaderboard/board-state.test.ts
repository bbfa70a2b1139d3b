import { describe, expect, it } from 'vitest';
import { readBoardState } from './board-state';
import { formatBoardValue } from './format';

const read = (query: string) => readBoardState(new URLSearchParams(query));

describe('leaderboard address', () => {
  it('defaults to XP Ranking, all time', () => {
    expect(read('')).toEqual({ board: 'xp', period: 'all', hasPeriods: true });
  });

  it('reads the tab and the period', () => {
    expect(read('board=practice&period=week')).toEqual({ board: 'practice', period: 'week', hasPeriods: true });
    expect(read('period=week')).toEqual({ board: 'xp', period: 'week', hasPeriods: true });
  });

  it('gives game boards no weekly view, whatever the address says', () => {
    expect(read('board=triadFinder&period=week')).toEqual({ board: 'triadFinder', period: 'all', hasPeriods: false });
    expect(read('board=intervalOrganizer')).toEqual({ board: 'intervalOrganizer', period: 'all', hasPeriods: false });
  });

  it('falls back on the defaults for values it does not know', () => {
    expect(read('board=chess&period=month')).toEqual({ board: 'xp', period: 'all', hasPeriods: true });
  });
});

describe('leaderboard values', () => {
  it('shows practice minutes as hours with one decimal, rounded down like every page', () => {
    expect(formatBoardValue('practice', 750)).toBe('12.5 h');
    expect(formatBoardValue('practice', 0)).toBe('0.0 h');
    expect(formatBoardValue('practice', 5)).toBe('0.0 h');
    expect(formatBoardValue('practice', 45)).toBe('0.7 h');
    expect(formatBoardValue('practice', 75_000)).toMatch(/^1\D?250\.0 h$/);
  });

  it('groups XP and scores', () => {
    expect(formatBoardValue('xp', 12_340)).toMatch(/^12\D?340$/);
    expect(formatBoardValue('triadFinder', 900)).toBe('900');
    expect(formatBoardValue('practice', 90)).toBe('1.5 h');
  });
});
