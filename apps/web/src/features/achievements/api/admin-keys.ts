import type { QueryClient } from '@tanstack/react-query';
import { achievementsKeys } from './keys';

/** Query keys of the superadmin achievements screen: ['admin', 'achievements', 'list'] (GET /api/admin/achievements). */
export const adminAchievementKeys = {
  all: ['admin', 'achievements'] as const,
  list: () => ['admin', 'achievements', 'list'] as const,
};

/**
 * After any change: the admin list and the learners' grid (/achievements, which a superadmin may open next) are
 * stale. Callers do not wait for the refetch, so dialogs close at once.
 */
export function invalidateAdminAchievements(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminAchievementKeys.all }),
    queryClient.invalidateQueries({ queryKey: achievementsKeys.all }),
  ]);
}
