import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, isApiError } from '@/lib/api';
import { sessionQueryKey, storeSignedOut } from './session';

/** POST /api/auth/logout → 204. */
export function logout(): Promise<void> {
  return api.post<void>('/api/auth/logout');
}

/** Signs out, forgets every cached query and goes to /login. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signedOut = () => {
    storeSignedOut(queryClient);
    void navigate('/login', { replace: true });
  };
  return useMutation({
    mutationFn: logout,
    onSuccess: signedOut,
    onError: (error) => {
      // 401: the session had already ended, which is what the user asked for.
      if (isApiError(error) && error.status === 401) return signedOut();
      console.error('Sign-out failed', error);
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
