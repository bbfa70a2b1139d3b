import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OccurrencesResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { calendarKeys } from './keys';

/** GET /api/calendar/occurrences?from=&to= → what the viewer may see on those local dates (≤ 62 days), by start. */
export function fetchOccurrences(from: string, to: string, signal?: AbortSignal): Promise<OccurrencesResponse> {
  return api.get<'/api/calendar/occurrences', OccurrencesResponse>(
    apiUrl('/api/calendar/occurrences', {}, { from, to }),
    {
      signal,
    },
  );
}

export function occurrencesQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: calendarKeys.occurrences(from, to),
    queryFn: ({ signal }) => fetchOccurrences(from, to, signal),
  });
}

/** One month view's occurrences; the previous month's stay on screen while the next one loads. */
export function useOccurrences(from: string, to: string) {
  return useQuery({ ...occurrencesQueryOptions(from, to), placeholderData: keepPreviousData });
}
