import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, ReminderOffRequest } from '@woodshed/shared';
import { profileKeys } from '@/features/profile';
import { api } from '@/lib/api';

/** POST /api/reminders/off → 200 { message }; 400 (field `token`) for a tampered, expired or unknown link. */
export function turnRemindersOff(body: ReminderOffRequest): Promise<MessageResponse> {
  // A POST body, never a query string: the token must not land in an access log.
  return api.post<'/api/reminders/off', MessageResponse>('/api/reminders/off', body);
}

export function useTurnRemindersOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnRemindersOff,
    // A signed-in visitor's cached profile would still say "On".
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
