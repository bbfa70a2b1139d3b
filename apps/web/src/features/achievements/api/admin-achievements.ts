import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAchievementsResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import { adminAchievementKeys } from './admin-keys';

/** GET /api/admin/achievements → every achievement, newest first, with how many users earned it (superadmin). */
export function fetchAdminAchievements(signal?: AbortSignal): Promise<AdminAchievementsResponse> {
  return api.get<'/api/admin/achievements', AdminAchievementsResponse>('/api/admin/achievements', { signal });
}

export function adminAchievementsQueryOptions() {
  return queryOptions({
    queryKey: adminAchievementKeys.list(),
    queryFn: ({ signal }) => fetchAdminAchievements(signal),
  });
}

export function useAdminAchievements() {
  return useQuery(adminAchievementsQueryOptions());
}
