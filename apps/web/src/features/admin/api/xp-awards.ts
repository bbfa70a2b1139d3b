import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ActivityRange, AdminXpAwardsResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { adminKeys } from './keys';
import { activityQuery } from './practice-sessions';

/** GET /api/admin/users/:id/xp-awards?range=&page=&pageSize= → one page of the user's awards, newest first. */
export function useAdminXpAwards(userId: string, range: ActivityRange, page: number) {
  return useQuery({
    queryKey: adminKeys.xpAwards(userId, range, page),
    queryFn: ({ signal }) =>
      api.get<'/api/admin/users/{id}/xp-awards', AdminXpAwardsResponse>(
        apiUrl('/api/admin/users/{id}/xp-awards', { id: userId }, activityQuery(range, page)),
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
