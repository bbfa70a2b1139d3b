import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminAchievementsResponse } from '@woodshed/shared';
import { api, isApiError } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { adminAchievementKeys, invalidateAdminAchievements } from './admin-keys';

/**
 * DELETE /api/admin/achievements/:id → 204. The users' earned records of it go with it; the XP they were given
 * stays. A 404 ('Achievement not found': deleted meanwhile, e.g. in another tab) is what was asked for, so it
 * counts as done.
 */
export async function deleteAchievement(achievementId: string): Promise<void> {
  try {
    await api.delete<'/api/admin/achievements/{id}'>(apiUrl('/api/admin/achievements/{id}', { id: achievementId }));
  } catch (error) {
    if (!(isApiError(error) && error.status === 404)) throw error;
  }
}

export function useDeleteAchievement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAchievement,
    onSuccess: (_result, achievementId) => {
      queryClient.setQueryData<AdminAchievementsResponse>(adminAchievementKeys.list(), (data) =>
        data ? { items: data.items.filter((item) => item.id !== achievementId) } : data,
      );
      // Not awaited: the dialog closes at once; the lists refetch behind it.
      void invalidateAdminAchievements(queryClient);
    },
  });
}
