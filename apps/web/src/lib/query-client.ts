import {
  type InvalidateOptions,
  type InvalidateQueryFilters,
  MutationCache,
  QueryCache,
  QueryClient,
} from '@tanstack/react-query';
import { isAbortError, isApiError } from './api';

/** The session query key lives here (not in a feature) because the client reacts to 401s globally. */
export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

/** Mutation `meta` flag: a 401 from this mutation does not mean the session ended. */
export const UNAUTHORIZED_IS_EXPECTED = 'unauthorizedIsExpected';

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx will not get better by asking again, nor a read cancelled by sign-out; network blips and 5xx may.
  if (isAbortError(error)) return false;
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * A write's invalidation must show what the write changed. React Query's refetch joins a load already in flight when
 * the query has no data yet (its first load), and that load may have been answered before the write: the page would
 * keep the older answer. So every invalidation that refetches cancels such loads first (reverting them), then loads
 * again; with `refetchType: 'none'` nothing is cancelled, as nothing would load again.
 */
export class WriteAwareQueryClient extends QueryClient {
  override async invalidateQueries(filters: InvalidateQueryFilters = {}, options?: InvalidateOptions): Promise<void> {
    if (filters.refetchType !== 'none') {
      await this.cancelQueries({ queryKey: filters.queryKey, exact: filters.exact, predicate: filters.predicate });
    }
    return super.invalidateQueries(filters, options);
  }
}

export function createQueryClient(): QueryClient {
  const onUnauthorized = (error: unknown) => {
    // Any 401 means the session ended (expired, or signed out elsewhere): re-check it so the guards react.
    if (isApiError(error) && error.status === 401) {
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    }
  };
  const queryClient: QueryClient = new WriteAwareQueryClient({
    queryCache: new QueryCache({ onError: onUnauthorized }),
    mutationCache: new MutationCache({
      // A mutation may declare that a 401 is an ordinary answer (sign-in with a wrong password).
      onError: (error, _variables, _result, mutation) => {
        if (mutation.meta?.[UNAUTHORIZED_IS_EXPECTED] !== true) onUnauthorized(error);
      },
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
