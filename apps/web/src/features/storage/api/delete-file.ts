import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { forgetFile } from './files';

/** DELETE /api/admin/files/:id → 204. */
export function deleteFile(id: string): Promise<void> {
  return api.delete<'/api/admin/files/{id}'>(`/api/admin/files/${encodeURIComponent(id)}`);
}

export function useDeleteFile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteFile, onSuccess: (_result, id) => forgetFile(queryClient, id) });
}
