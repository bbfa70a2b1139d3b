import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUserResponse, LoginRequest } from '@woodshed/shared';
import { api } from '@/lib/api';
import { UNAUTHORIZED_IS_EXPECTED } from '@/lib/query-client';
import { storeSignedIn } from './session';

/** POST /api/auth/login → 200 { user }; 401 wrong credentials; 429 rate limited. */
export function login(body: LoginRequest): Promise<AuthUserResponse> {
  return api.post<'/api/auth/login', AuthUserResponse>('/api/auth/login', body);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    meta: { [UNAUTHORIZED_IS_EXPECTED]: true },
    onSuccess: ({ user }) => storeSignedIn(queryClient, user),
  });
}
