import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AchievementAwardRequest, AchievementAwardResult } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { invalidateAdminUser } from './award-xp';
import { adminKeys } from './keys';

export interface AchievementAwardVariables {
  userId: string;
  body: AchievementAwardRequest;
}

/** POST /api/admin/users/:id/achievements; 409 when a non-repeatable one is already earned. */
export function awardAchievement({ userId, body }: AchievementAwardVariables): Promise<AchievementAwardResult> {
  return api.post<'/api/admin/users/{id}/achievements', AchievementAwardResult>(
    apiUrl('/api/admin/users/{id}/achievements', { id: userId }),
    body,
  );
}

export function useAwardAchievement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: awardAchievement,
    onSuccess: (_result, { userId }) =>
      void Promise.all([
        invalidateAdminUser(queryClient, userId),
        queryClient.invalidateQueries({ queryKey: adminKeys.achievements }),
      ]),
  });
}
