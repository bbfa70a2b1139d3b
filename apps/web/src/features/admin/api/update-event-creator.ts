import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserRow, EventCreatorChangeRequest } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { adminKeys } from './keys';

export interface EventCreatorChange extends EventCreatorChangeRequest {
  userId: string;
}

/** PATCH /api/admin/users/:id/event-creator: the user may then create calendar events. */
export function updateEventCreator({ userId, eventCreator }: EventCreatorChange): Promise<AdminUserRow> {
  return api.patch<'/api/admin/users/{id}/event-creator', AdminUserRow>(
    apiUrl('/api/admin/users/{id}/event-creator', { id: userId }),
    {
      eventCreator,
    },
  );
}

export function useUpdateEventCreator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEventCreator,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  });
}
