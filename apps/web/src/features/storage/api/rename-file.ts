import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoredFile } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { storeFile } from './files';

/** PATCH /api/admin/files/:id { name } → StoredFile (the extension is kept, the URL does not change). */
export function renameFile({ id, name }: { id: string; name: string }): Promise<StoredFile> {
  return api.patch<'/api/admin/files/{id}', StoredFile>(apiUrl('/api/admin/files/{id}', { id }), { name });
}

export function useRenameFile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: renameFile, onSuccess: (file) => storeFile(queryClient, file) });
}
