import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, holdSessionReads, isApiError, releaseSessionReads } from '@/lib/api';
import { paths } from '@/lib/paths';
import { sessionQueryKey, storeSignedOut } from './session';

/** POST /api/auth/logout → 204. */
export function logout(): Promise<void> {
  return api.post<'/api/auth/logout', void>('/api/auth/logout');
}

/**
 * Signs out, forgets every cached query and goes to /login. Reads of the ending session are cancelled first, so
 * none reaches the server after the session ended; the sign-in page lets them out again.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signedOut = () => {
    storeSignedOut(queryClient);
    void navigate(paths.login, { replace: true });
  };
  return useMutation({
    mutationFn: logout,
    onMutate: async () => {
      // Queries cancelled this way keep their data; reads started during the sign-out are cut off by the hold.
      await queryClient.cancelQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      holdSessionReads();
    },
    onSuccess: signedOut,
    onError: (error) => {
      // 401: the session had already ended, which is what the user asked for.
      if (isApiError(error) && error.status === 401) return signedOut();
      releaseSessionReads();
      console.error('Sign-out failed', error);
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
