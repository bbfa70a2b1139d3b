import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { forgetFile } from './files';

/** DELETE /api/admin/files/:id → 204. */
export function deleteFile(id: string): Promise<void> {
  return api.delete<'/api/admin/files/{id}'>(apiUrl('/api/admin/files/{id}', { id }));
}

export function useDeleteFile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteFile, onSuccess: (_result, id) => forgetFile(queryClient, id) });
}
