import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResetTokenCheckResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import { authKeys } from './keys';

/** POST /api/auth/reset-token/check → 200 { valid: true }; 400 with the spec's message for a dead link. */
export function checkResetToken(token: string, signal?: AbortSignal): Promise<ResetTokenCheckResponse> {
  // A POST body, not a query string: the token must not land in an access log.
  return api.post<'/api/auth/reset-token/check', ResetTokenCheckResponse>(
    '/api/auth/reset-token/check',
    { token },
    { signal },
  );
}

export function resetTokenCheckQueryOptions(token: string) {
  return queryOptions({
    queryKey: authKeys.resetTokenCheck(token),
    queryFn: ({ signal }) => checkResetToken(token, signal),
    // Checked once per visit: a window refocus must not ask again, and the token leaves the cache with the page.
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function useResetTokenCheck(token: string | null) {
  return useQuery({ ...resetTokenCheckQueryOptions(token ?? ''), enabled: token !== null });
}
