import { useQuery } from '@tanstack/react-query';
import type { AchievementsResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import { achievementsKeys } from './keys';

/** GET /api/achievements → every achievement (oldest first) with the viewer's earned record and progress. */
export function fetchAchievements(signal?: AbortSignal): Promise<AchievementsResponse> {
  return api.get<'/api/achievements', AchievementsResponse>('/api/achievements', { signal });
}

/**
 * The achievements page. Progress moves with every session, rating and course, so each visit asks again
 * (`staleTime: 0`) while the copy in the cache shows at once.
 */
export function useAchievements() {
  return useQuery({
    queryKey: achievementsKeys.all,
    queryFn: ({ signal }) => fetchAchievements(signal),
    staleTime: 0,
  });
}
