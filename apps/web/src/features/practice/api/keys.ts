import type { QueryClient } from '@tanstack/react-query';

export type RecentStatus = 'active' | 'pending';
export type HistoryStatus = 'active' | 'deleted';

/** The history request as the web app sends it (and as it appears in the query key). */
export interface HistoryParams {
  status: HistoryStatus;
  focusAreaId?: number | undefined;
  page: number;
  pageSize: number;
}

/**
 * Query keys of the practice feature: ['practice', 'sessions', status] (recent lists) and
 * ['practice', 'history', params]. Focus areas are reference data: ['focus-areas'].
 */
export const practiceKeys = {
  all: ['practice'] as const,
  recent: (status: RecentStatus) => ['practice', 'sessions', status] as const,
  histories: () => ['practice', 'history'] as const,
  history: (params: HistoryParams) => ['practice', 'history', params] as const,
  focusAreas: ['focus-areas'] as const,
};

/** The dashboard's one query (owned by the dashboard feature): today's minutes, streak, week and XP. */
export const DASHBOARD_QUERY_KEY = ['dashboard'] as const;

/** After a session is logged, deleted or restored: every practice list, the history and the dashboard. */
export function invalidatePracticeData(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: practiceKeys.all }),
    queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
  ]);
}
