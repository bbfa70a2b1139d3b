import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LibraryListResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import { collectionsKeys } from './keys';

/** How many library items the Add Material picker shows for one search. */
export const PICKER_LIBRARY_PAGE_SIZE = 10;

/** GET /api/library?q=&page=1&pageSize=10 → the published items matching the search (newest first when blank). */
export function fetchPickerLibrary(query: string, signal?: AbortSignal): Promise<LibraryListResponse> {
  const search = new URLSearchParams({ page: '1', pageSize: String(PICKER_LIBRARY_PAGE_SIZE) });
  if (query) search.set('q', query);
  return api.get<LibraryListResponse>(`/api/library?${search}`, { signal });
}

export function pickerLibraryQueryOptions(query: string) {
  return queryOptions({
    queryKey: collectionsKeys.pickerLibrary(query),
    queryFn: ({ signal }) => fetchPickerLibrary(query, signal),
  });
}

/** Keeps the previous results on screen while the next search runs. */
export function usePickerLibrary(query: string) {
  return useQuery({ ...pickerLibraryQueryOptions(query), placeholderData: keepPreviousData });
}
