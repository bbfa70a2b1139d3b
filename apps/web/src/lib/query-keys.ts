import type { QueryClient } from '@tanstack/react-query';
import type { ChartRange } from '@woodshed/shared';

/**
 * Query keys that more than one feature reads or invalidates: the practice lists, focus areas and the
 * dashboard. They live here, not in a feature, because practice refreshes the dashboard and the dashboard's
 * quick log refreshes the practice lists; importing each other's keys would make the features a cycle.
 * Each feature's api/keys.ts re-exports its own.
 */

export type RecentStatus = 'active' | 'pending';
export type HistoryStatus = 'active' | 'deleted';

/** The history request as the web app sends it (and as it appears in the query key). */
export interface HistoryParams {
  status: HistoryStatus;
  focusAreaId?: number | undefined;
  page: number;
  pageSize: number;
}

/** ['practice', 'sessions', status] (recent lists) and ['practice', 'history', params]. */
export const practiceKeys = {
  all: ['practice'] as const,
  recent: (status: RecentStatus) => ['practice', 'sessions', status] as const,
  histories: () => ['practice', 'history'] as const,
  history: (params: HistoryParams) => ['practice', 'history', params] as const,
};

/**
 * ['goals', 'list'] (everything under ['goals'] is refreshed after a change). Here because the tempo log refreshes
 * a tempo goal's progress, and importing the goals feature would make a cycle (goals → library → tempo log).
 */
export const goalsKeys = {
  all: ['goals'] as const,
  list: () => ['goals', 'list'] as const,
};

/** The focus area list (FocusArea[]): reference data, read by the practice form and the quick log. */
export const focusAreaKeys = {
  all: ['focus-areas'] as const,
};

/**
 * ['dashboard'] is the whole page (other features invalidate it after logging practice or changing goals,
 * which also refreshes every cached chart range below it).
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  chart: (range: ChartRange) => ['dashboard', 'chart', range] as const,
};

/**
 * What the user has not been told yet (NoticesResponse: achievements earned, a level reached). Every change that
 * can award XP refreshes it; the app shell shows what it holds as toasts.
 */
export const noticesKeys = {
  all: ['notices'] as const,
};

/** The stats page (StatsResponse): sums of the practice log and chord ratings. */
export const statsKeys = {
  all: ['stats'] as const,
};

/**
 * After a session is logged, corrected, deleted or restored: every practice list, the history, the dashboard
 * and the stats.
 */
export function invalidatePracticeData(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    // Practice can earn achievements and a level: the notices tell the user.
    queryClient.invalidateQueries({ queryKey: noticesKeys.all }),
    queryClient.invalidateQueries({ queryKey: practiceKeys.all }),
    // The dashboard shows today's minutes, the streak, the week and XP.
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    queryClient.invalidateQueries({ queryKey: statsKeys.all }),
  ]);
}

/**
 * The leaderboard (LeaderboardResponse per board and period). Here because games refresh it after a finished
 * game, without importing the leaderboard feature.
 */
export const leaderboardKeys = {
  all: ['leaderboard'] as const,
  board: (board: string, period: string) => ['leaderboard', board, period] as const,
};
