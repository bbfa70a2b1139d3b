import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_ACTIVITY_PAGE_SIZE, type ActivityRange, type AdminPracticeSessionsResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl, type Query } from '@/lib/api-url';
import { adminKeys } from './keys';

/** The query of an activity list: the range and the page, 10 to a page. */
export function activityQuery(range: ActivityRange, page: number): Query {
  return { range, page, pageSize: ADMIN_ACTIVITY_PAGE_SIZE };
}

/** GET /api/admin/users/:id/practice-sessions?range=&page=&pageSize= → one page, newest first, and the total. */
export function useAdminPracticeSessions(userId: string, range: ActivityRange, page: number) {
  return useQuery({
    queryKey: adminKeys.practiceSessions(userId, range, page),
    queryFn: ({ signal }) =>
      api.get<'/api/admin/users/{id}/practice-sessions', AdminPracticeSessionsResponse>(
        apiUrl('/api/admin/users/{id}/practice-sessions', { id: userId }, activityQuery(range, page)),
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
