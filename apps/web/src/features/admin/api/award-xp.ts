import { useMutation, type QueryClient } from '@tanstack/react-query';
import type { XpAwardRequest, XpAwardResult } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { adminKeys } from './keys';

export interface XpAwardVariables {
  userId: string;
  body: XpAwardRequest;
}

/** POST /api/admin/users/:id/xp-awards → the award and the user's new XP (through the one XP service). */
export function awardXp({ userId, body }: XpAwardVariables): Promise<XpAwardResult> {
  return api.post<'/api/admin/users/{id}/xp-awards', XpAwardResult>(
    apiUrl('/api/admin/users/{id}/xp-awards', { id: userId }),
    body,
  );
}

/** Without a refresh: the dialog shows its success message first and refreshes the page when it closes (§2.3). */
export function useAwardXp() {
  return useMutation({ mutationFn: awardXp });
}

/** After an award: the user's page and activity, and the user list (XP and level). */
export function invalidateAdminUser(queryClient: QueryClient, userId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.user(userId) }),
    queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  ]);
}
