import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { FileListResponse, StoredFile } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { storageKeys, type FileFilter } from './keys';

export type { FileFilter } from './keys';

/** GET /api/admin/files?category= → { items } newest first (superadmin). */
export function fetchFiles(category: FileFilter, signal?: AbortSignal): Promise<FileListResponse> {
  return api.get<'/api/admin/files', FileListResponse>(apiUrl('/api/admin/files', {}, { category }), {
    signal,
  });
}

export function filesQueryOptions(category: FileFilter = 'all') {
  return queryOptions({
    queryKey: storageKeys.fileList(category),
    queryFn: ({ signal }) => fetchFiles(category, signal),
  });
}

export function useFiles(category: FileFilter = 'all') {
  return useQuery(filesQueryOptions(category));
}

/** After a change to one file: put the server's copy into every cached list, without a refetch. */
export function storeFile(queryClient: QueryClient, file: StoredFile): void {
  queryClient.setQueriesData<FileListResponse>({ queryKey: storageKeys.files }, (data) =>
    data ? { items: data.items.map((item) => (item.id === file.id ? file : item)) } : data,
  );
}

/** After an upload: lists are re-read (the new file belongs at the top of some of them). */
export function invalidateFiles(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: storageKeys.files });
}

export function forgetFile(queryClient: QueryClient, id: string): void {
  queryClient.setQueriesData<FileListResponse>({ queryKey: storageKeys.files }, (data) =>
    data ? { items: data.items.filter((item) => item.id !== id) } : data,
  );
}
