import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LeaderboardBoard, LeaderboardPeriod, LeaderboardResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { leaderboardKeys } from '@/lib/query-keys';

/** GET /api/leaderboard?board=&period= → the top 100 of one board, best first, and the viewer's row when below. */
export function fetchLeaderboard(
  board: LeaderboardBoard,
  period: LeaderboardPeriod,
  signal?: AbortSignal,
): Promise<LeaderboardResponse> {
  return api.get<'/api/leaderboard', LeaderboardResponse>(apiUrl('/api/leaderboard', {}, { board, period }), {
    signal,
  });
}

export function leaderboardQueryOptions(board: LeaderboardBoard, period: LeaderboardPeriod) {
  return queryOptions({
    queryKey: leaderboardKeys.board(board, period),
    queryFn: ({ signal }) => fetchLeaderboard(board, period, signal),
  });
}

/**
 * One board and period. While another tab or period loads, the ranking shown before stays on screen
 * (`isPlaceholderData`); its own `board` and `period` say what it is.
 */
export function useLeaderboard(board: LeaderboardBoard, period: LeaderboardPeriod) {
  return useQuery({ ...leaderboardQueryOptions(board, period), placeholderData: keepPreviousData });
}
