import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserRow, MembershipChangeRequest } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { adminKeys } from './keys';

export interface MembershipChange extends MembershipChangeRequest {
  userId: string;
}

/** PATCH /api/admin/users/:id/membership → the updated row (now 'Modified by admin', with who). */
export function updateMembership({ userId, membershipLevelId }: MembershipChange): Promise<AdminUserRow> {
  return api.patch<'/api/admin/users/{id}/membership', AdminUserRow>(
    apiUrl('/api/admin/users/{id}/membership', { id: userId }),
    {
      membershipLevelId,
    },
  );
}

export function useUpdateMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMembership,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  });
}
