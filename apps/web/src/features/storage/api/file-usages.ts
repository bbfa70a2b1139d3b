import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FileUsagesResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { storageKeys } from './keys';

/** GET /api/admin/files/:id/usages → { items }: everything that uses the file (superadmin). */
export function fetchFileUsages(id: string, signal?: AbortSignal): Promise<FileUsagesResponse> {
  return api.get<'/api/admin/files/{id}/usages', FileUsagesResponse>(apiUrl('/api/admin/files/{id}/usages', { id }), {
    signal,
  });
}

export function fileUsagesQueryOptions(id: string) {
  return queryOptions({
    // Not under the file list's key: list updates must not touch it.
    queryKey: storageKeys.fileUsages(id),
    queryFn: ({ signal }) => fetchFileUsages(id, signal),
    // Asked afresh each time the delete dialog opens: library items change elsewhere.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useFileUsages(id: string | null) {
  return useQuery({ ...fileUsagesQueryOptions(id ?? ''), enabled: id !== null });
}
