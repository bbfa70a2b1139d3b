import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AchievementInput, AdminAchievement } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { invalidateAdminAchievements } from './admin-keys';

export interface UpdateAchievementVariables {
  achievementId: string;
  body: AchievementInput;
}

/** PUT /api/admin/achievements/:id → AdminAchievement; 404 'Achievement not found' when deleted meanwhile. */
export function updateAchievement({ achievementId, body }: UpdateAchievementVariables): Promise<AdminAchievement> {
  return api.put<'/api/admin/achievements/{id}', AdminAchievement>(
    apiUrl('/api/admin/achievements/{id}', { id: achievementId }),
    body,
  );
}

export function useUpdateAchievement() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAchievement, onSuccess: () => void invalidateAdminAchievements(queryClient) });
}
