import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { invalidateTempoLog } from './cache';

/** DELETE /api/tempo-log/:id → 204 (one of the user's own entries, for good). */
export function deleteTempoEntry(id: string): Promise<void> {
  return api.delete<'/api/tempo-log/{id}'>(apiUrl('/api/tempo-log/{id}', { id }));
}

export function useDeleteTempoEntry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTempoEntry, onSuccess: () => invalidateTempoLog(queryClient) });
}
