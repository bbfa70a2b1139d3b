import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUserResponse, RegisterRequest } from '@woodshed/shared';
import { api } from '@/lib/api';
import { storeSignedIn } from './session';

/** POST /api/auth/register → 201 { user } and a session cookie; 400 validation, 409 e-mail taken, 429. */
export function register(body: RegisterRequest): Promise<AuthUserResponse> {
  return api.post<'/api/auth/register', AuthUserResponse>('/api/auth/register', body);
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: ({ user }) => storeSignedIn(queryClient, user),
  });
}
