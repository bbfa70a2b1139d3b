import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { SessionResponse, SessionUser } from '@woodshed/shared';
import { api, releaseSessionReads } from '@/lib/api';
import type { Notice } from '../location-state';
import { authKeys } from './keys';

/**
 * The cached session. `signedOut` marks a deliberate sign-out, so the guard does not remember the page;
 * `notice` is what the sign-in page then says (e.g. that the account was deleted).
 */
export type SessionState = SessionResponse & { signedOut?: true; notice?: Notice };

export const sessionQueryKey = authKeys.session;

/** GET /api/auth/session: always 200, `{ user: null }` when signed out. */
export function fetchSession(signal?: AbortSignal): Promise<SessionState> {
  return api.get<'/api/auth/session', SessionResponse>('/api/auth/session', { signal });
}

export function sessionQueryOptions() {
  return queryOptions<SessionState>({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: 60_000,
    retry: 1,
  });
}

export function useSession() {
  return useQuery(sessionQueryOptions());
}

const isSessionQuery = (queryKey: readonly unknown[]) =>
  queryKey[0] === sessionQueryKey[0] && queryKey[1] === sessionQueryKey[1];

/** Drops every cached query except the session, so no data of another account survives. */
function clearUserData(queryClient: QueryClient): void {
  void queryClient.cancelQueries({ predicate: (query) => !isSessionQuery(query.queryKey) });
  queryClient.removeQueries({ predicate: (query) => !isSessionQuery(query.queryKey) });
}

/** After sign-in or sign-up: the server's answer is the new session. */
export function storeSignedIn(queryClient: QueryClient, user: SessionUser): void {
  clearUserData(queryClient);
  queryClient.setQueryData<SessionState>(sessionQueryKey, { user });
}

/** After sign-out or a password update (which ends every session). */
export function storeSignedOut(queryClient: QueryClient, notice?: Notice): void {
  queryClient.setQueryData<SessionState>(sessionQueryKey, {
    user: null,
    signedOut: true,
    ...(notice ? { notice } : {}),
  });
  clearUserData(queryClient);
}

/**
 * The sign-out mark has done its job once the sign-in page shows; later visits should be remembered again.
 * The signed-in pages are gone by then, so reads held back during sign-out may go out again.
 */
export function forgetSignOutMark(queryClient: QueryClient): void {
  releaseSessionReads();
  const session = queryClient.getQueryData<SessionState>(sessionQueryKey);
  if (session?.signedOut) queryClient.setQueryData<SessionState>(sessionQueryKey, { user: session.user });
}
