import { queryOptions, useQuery } from '@tanstack/react-query';
import { RECENT_SESSIONS_LIMIT, type PracticeSession } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { practiceKeys, type RecentStatus } from './keys';

/**
 * GET /api/practice/sessions?status=active|pending&limit=10 → { items }. Active: newest date first;
 * pending: most recently deleted first.
 */
export async function fetchRecentSessions(status: RecentStatus, signal?: AbortSignal): Promise<PracticeSession[]> {
  const query = { status, limit: RECENT_SESSIONS_LIMIT };
  const { items } = await api.get<'/api/practice/sessions', { items: PracticeSession[] }>(
    apiUrl('/api/practice/sessions', {}, query),
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
