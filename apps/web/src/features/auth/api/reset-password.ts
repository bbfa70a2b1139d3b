import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, ResetRequest } from '@woodshed/shared';
import { api } from '@/lib/api';

/** POST /api/auth/reset → 200 { message } whether or not the account exists; 429 rate limited. */
export function requestPasswordReset(body: ResetRequest): Promise<MessageResponse> {
  return api.post<'/api/auth/reset', MessageResponse>('/api/auth/reset', body);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
