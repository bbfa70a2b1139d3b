import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoutinesResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import { routinesKeys } from './keys';

/** GET /api/routines → { current (phases in order) or null, archived newest first, today, timeZone }: the whole page. */
export function fetchRoutines(signal?: AbortSignal): Promise<RoutinesResponse> {
  return api.get<'/api/routines', RoutinesResponse>('/api/routines', { signal });
}

export function routinesQueryOptions() {
  return queryOptions({ queryKey: routinesKeys.all, queryFn: ({ signal }) => fetchRoutines(signal) });
}

export function useRoutines() {
  return useQuery(routinesQueryOptions());
}
