import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, UpdatePasswordRequest } from '@woodshed/shared';
import { api } from '@/lib/api';
import { storeSignedOut } from './session';

/** POST /api/auth/update-password → 200 { message }; the server ends every session of the user. */
export function updatePassword(body: UpdatePasswordRequest): Promise<MessageResponse> {
  return api.post<'/api/auth/update-password', MessageResponse>('/api/auth/update-password', body);
}

export function useUpdatePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePassword,
    onSuccess: () => storeSignedOut(queryClient),
  });
}
