import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LibraryListResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { libraryKeys, type LibraryListParams } from './keys';

/** GET /api/library?type=&difficulty=&category=&q=&page=&pageSize=&includeUnpublished= → { items, total, categories }. */
export function fetchLibraryList(params: LibraryListParams, signal?: AbortSignal): Promise<LibraryListResponse> {
  return api.get<'/api/library', LibraryListResponse>(apiUrl('/api/library', {}, params), { signal });
}

export function libraryListQueryOptions(params: LibraryListParams) {
  return queryOptions({
    queryKey: libraryKeys.list(params),
    queryFn: ({ signal }) => fetchLibraryList(params, signal),
  });
}

/** Keeps the previous page on screen while the next one (or a new search) loads. */
export function useLibraryList(params: LibraryListParams) {
  return useQuery({ ...libraryListQueryOptions(params), placeholderData: keepPreviousData });
}
