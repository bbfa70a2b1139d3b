import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserRow, SuperadminChangeRequest } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { adminKeys } from './keys';

export interface SuperadminChange extends SuperadminChangeRequest {
  userId: string;
}

/** PATCH /api/admin/users/:id/superadmin; 403 for oneself, 409 'The last superadmin cannot be removed'. */
export function updateSuperadmin({ userId, isSuperadmin }: SuperadminChange): Promise<AdminUserRow> {
  return api.patch<'/api/admin/users/{id}/superadmin', AdminUserRow>(
    apiUrl('/api/admin/users/{id}/superadmin', { id: userId }),
    {
      isSuperadmin,
    },
  );
}

export function useUpdateSuperadmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSuperadmin,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  });
}
