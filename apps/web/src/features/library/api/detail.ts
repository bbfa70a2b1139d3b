import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LibraryDetail } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { libraryKeys } from './keys';

/** GET /api/library/:id → LibraryDetail; 404 when missing or unpublished (superadmins also see unpublished). */
export function fetchLibraryDetail(id: string, signal?: AbortSignal): Promise<LibraryDetail> {
  return api.get<'/api/library/{id}', LibraryDetail>(apiUrl('/api/library/{id}', { id }), { signal });
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
