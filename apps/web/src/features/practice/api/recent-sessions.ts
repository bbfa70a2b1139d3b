import { queryOptions, useQuery } from '@tanstack/react-query';
import { RECENT_SESSIONS_LIMIT, type PracticeSession } from '@woodshed/shared';
import { api } from '@/lib/api';
import { practiceKeys, type RecentStatus } from './keys';

/**
 * GET /api/practice/sessions?status=active|pending&limit=10 → { items }. Active: newest date first;
 * pending: most recently deleted first.
 */
export async function fetchRecentSessions(status: RecentStatus, signal?: AbortSignal): Promise<PracticeSession[]> {
  const search = new URLSearchParams({ status, limit: String(RECENT_SESSIONS_LIMIT) });
  const { items } = await api.get<'/api/practice/sessions', { items: PracticeSession[] }>(
    `/api/practice/sessions?${search}`,
    { signal },
  );
  return items;
}

export function recentSessionsQueryOptions(status: RecentStatus) {
  return queryOptions({
    queryKey: practiceKeys.recent(status),
    queryFn: ({ signal }) => fetchRecentSessions(status, signal),
  });
}

export function useRecentSessions(status: RecentStatus) {
  return useQuery(recentSessionsQueryOptions(status));
}
