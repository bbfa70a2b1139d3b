import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FocusArea } from '@woodshed/shared';
import { useMemo } from 'react';
import { api } from '@/lib/api';
import { focusAreaKeys } from './keys';

/** GET /api/focus-areas → { items: [{ id, name, description }] }, ordered by name. */
export async function fetchFocusAreas(signal?: AbortSignal): Promise<FocusArea[]> {
  const { items } = await api.get<'/api/focus-areas', { items: FocusArea[] }>('/api/focus-areas', { signal });
  return items;
}

export function focusAreasQueryOptions() {
  return queryOptions({
    queryKey: focusAreaKeys.all,
    queryFn: ({ signal }) => fetchFocusAreas(signal),
    // Reference data: it changes only with a release.
    staleTime: 60 * 60_000,
  });
}

export function useFocusAreas() {
  const query = useQuery(focusAreasQueryOptions());
  const data = query.data;
  /** Focus area names by id (empty until the list arrives). */
  const namesById = useMemo(() => new Map((data ?? []).map((area) => [area.id, area.name])), [data]);
  return { ...query, namesById };
}
