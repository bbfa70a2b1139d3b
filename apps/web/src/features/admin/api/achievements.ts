import { useQuery } from '@tanstack/react-query';
import type { AdminAchievementsResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import { adminKeys } from './keys';

/** GET /api/admin/achievements → every achievement, newest first (what the Award Achievement dialog offers). */
export function useAllAchievements(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.achievements,
    queryFn: ({ signal }) =>
      api.get<'/api/admin/achievements', AdminAchievementsResponse>('/api/admin/achievements', { signal }),
    enabled,
  });
}
