import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserDetail } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { summariesKeys } from './keys';

/** GET /api/admin/users/:id → the user the summary is for (its header names them); 404 when there is none. */
export function fetchLearner(userId: string, signal?: AbortSignal): Promise<AdminUserDetail> {
  return api.get<'/api/admin/users/{id}', AdminUserDetail>(apiUrl('/api/admin/users/{id}', { id: userId }), { signal });
}

export function learnerQueryOptions(userId: string) {
  return queryOptions({
    queryKey: summariesKeys.learner(userId),
    queryFn: ({ signal }) => fetchLearner(userId, signal),
  });
}

/** A 404 is an answer ('User not found'), not a failure to retry. */
export function useLearner(userId: string) {
  return useQuery({ ...learnerQueryOptions(userId), retry: false });
}
