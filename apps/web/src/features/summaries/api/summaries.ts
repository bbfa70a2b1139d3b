import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SummariesQuery, SummariesResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl, type Query } from '@/lib/api-url';
import { summariesKeys } from './keys';

/**
 * GET /api/session-summaries?search=&facultyId=&type=&page=&pageSize= → the summaries the viewer is a member of
 * (superadmins: all), newest session first, with the Faculty filter's choices.
 */
export function fetchSummaries(query: SummariesQuery, signal?: AbortSignal): Promise<SummariesResponse> {
  // The schema's input type leaves page and pageSize `unknown` (the server coerces them); the web sends numbers.
  return api.get<'/api/session-summaries', SummariesResponse>(apiUrl('/api/session-summaries', {}, query as Query), {
    signal,
  });
}

export function summariesQueryOptions(query: SummariesQuery) {
  return queryOptions({ queryKey: summariesKeys.list(query), queryFn: ({ signal }) => fetchSummaries(query, signal) });
}

/** One page of the list; the previous page stays on screen while the next filter or page loads. */
export function useSummaries(query: SummariesQuery) {
  return useQuery({ ...summariesQueryOptions(query), placeholderData: keepPreviousData });
}
