import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoredFile } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { storeFile } from './files';

/** POST /api/admin/files/:id/tags { tag } → StoredFile; 409 'Tag already exists'. */
export function addFileTag({ id, tag }: { id: string; tag: string }): Promise<StoredFile> {
  return api.post<'/api/admin/files/{id}/tags', StoredFile>(apiUrl('/api/admin/files/{id}/tags', { id }), { tag });
}

export function useAddFileTag() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addFileTag, onSuccess: (file) => storeFile(queryClient, file) });
}
