import { SESSION_QUERY_KEY } from '@/lib/query-client';

/**
 * Query keys of the auth feature: ['auth', 'session'] (the cached session, also known to the query client, which
 * re-checks it on any 401) and ['auth', 'reset-token-check', token] (whether an e-mailed reset link still works).
 */
export const authKeys = {
  session: SESSION_QUERY_KEY,
  resetTokenCheck: (token: string) => ['auth', 'reset-token-check', token] as const,
};
