import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LibraryDetail } from '@woodshed/shared';
import { api } from '@/lib/api';
import { libraryKeys } from './keys';

/** GET /api/library/:id → LibraryDetail; 404 when missing or unpublished (superadmins also see unpublished). */
export function fetchLibraryDetail(id: string, signal?: AbortSignal): Promise<LibraryDetail> {
  return api.get<'/api/library/{id}', LibraryDetail>(`/api/library/${encodeURIComponent(id)}`, { signal });
}

export function libraryDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: libraryKeys.detail(id),
    queryFn: ({ signal }) => fetchLibraryDetail(id, signal),
  });
}

export function useLibraryDetail(id: string) {
  return useQuery(libraryDetailQueryOptions(id));
}
