import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoredFile } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { storeFile } from './files';

/** DELETE /api/admin/files/:id/tags/:tag → StoredFile. */
export function removeFileTag({ id, tag }: { id: string; tag: string }): Promise<StoredFile> {
  return api.delete<'/api/admin/files/{id}/tags/{tag}', StoredFile>(
    apiUrl('/api/admin/files/{id}/tags/{tag}', { id, tag }),
  );
}

export function useRemoveFileTag() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeFileTag, onSuccess: (file) => storeFile(queryClient, file) });
}
