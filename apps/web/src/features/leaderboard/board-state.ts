import {
  LEADERBOARD_BOARDS,
  LEADERBOARD_PERIODS,
  LEADERBOARD_WEEKLY_BOARDS,
  type LeaderboardBoard,
  type LeaderboardPeriod,
} from '@woodshed/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The tab and the period live in the address (?board=practice&period=week), so a ranking can be linked. */
export interface BoardState {
  board: LeaderboardBoard;
  /** The period asked for; game boards have no weekly view, so theirs is always 'all'. */
  period: LeaderboardPeriod;
  /** Whether this board offers the All time / This week switch. */
  hasPeriods: boolean;
}

const isBoard = (value: string | null): value is LeaderboardBoard =>
  (LEADERBOARD_BOARDS as readonly (string | null)[]).includes(value);
const isPeriod = (value: string | null): value is LeaderboardPeriod =>
  (LEADERBOARD_PERIODS as readonly (string | null)[]).includes(value);

export const hasWeeklyView = (board: LeaderboardBoard): boolean => LEADERBOARD_WEEKLY_BOARDS.includes(board);

export function readBoardState(params: URLSearchParams): BoardState {
  const boardParam = params.get('board');
  const periodParam = params.get('period');
  const board = isBoard(boardParam) ? boardParam : 'xp';
  const hasPeriods = hasWeeklyView(board);
  const period = hasPeriods && isPeriod(periodParam) ? periodParam : 'all';
  return { board, period, hasPeriods };
}

/**
 * The state from the address, and setters that write it back. Each change adds a history entry, so Back returns
 * to the previous tab or period. Defaults (XP Ranking, All time) are left out of the address. The period stays in
 * the address while a game tab is shown, so going back to XP Ranking or Practice Hours keeps This week.
 */
export function useBoardState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readBoardState(searchParams), [searchParams]);

  const update = useCallback(
    (name: 'board' | 'period', value: string | null) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  const setBoard = useCallback((board: LeaderboardBoard) => update('board', board === 'xp' ? null : board), [update]);
  const setPeriod = useCallback(
    (period: LeaderboardPeriod) => update('period', period === 'all' ? null : period),
    [update],
  );

  return { state, setBoard, setPeriod };
}
