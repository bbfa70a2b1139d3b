import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CreatePracticeSessionRequest, CreatePracticeSessionResponse, FocusArea } from '@woodshed/shared';
import { api } from '@/lib/api';
import { focusAreaKeys, invalidatePracticeData } from '@/lib/query-keys';

/**
 * GET /api/focus-areas for the quick log's select, cached under the practice form's key so both read one
 * list. Reference data: it changes only with a release.
 */
export function quickLogFocusAreasQueryOptions() {
  return queryOptions({
    queryKey: focusAreaKeys.all,
    queryFn: async ({ signal }) =>
      (await api.get<'/api/focus-areas', { items: FocusArea[] }>('/api/focus-areas', { signal })).items,
    staleTime: 60 * 60_000,
  });
}

/**
 * POST /api/practice/sessions from the quick log; settles once the practice lists, the history and the
 * dashboard have been asked to refresh (the same invalidation as the practice form's).
 */
export function quickLogMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (body: CreatePracticeSessionRequest) =>
      api.post<'/api/practice/sessions', CreatePracticeSessionResponse>('/api/practice/sessions', body),
    onSuccess: () => invalidatePracticeData(queryClient),
  });
}
