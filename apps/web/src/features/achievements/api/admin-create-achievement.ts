import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AchievementInput, AdminAchievement } from '@woodshed/shared';
import { api } from '@/lib/api';
import { invalidateAdminAchievements } from './admin-keys';

/** POST /api/admin/achievements → 201 AdminAchievement; 400 { error: { message, field } } names the field. */
export function createAchievement(body: AchievementInput): Promise<AdminAchievement> {
  return api.post<'/api/admin/achievements', AdminAchievement>('/api/admin/achievements', body);
}

export function useCreateAchievement() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAchievement, onSuccess: () => void invalidateAdminAchievements(queryClient) });
}
