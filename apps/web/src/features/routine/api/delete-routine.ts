import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { invalidateRoutines, removeCachedRoutine } from './cache';

/** DELETE /api/routines/:id → 204 (its phases go with it). A 404 means it is gone already, which is what was asked. */
export async function deleteRoutine(routineId: string): Promise<void> {
  try {
    await api.delete<'/api/routines/{id}'>(apiUrl('/api/routines/{id}', { id: routineId }));
  } catch (error) {
    if (isApiError(error) && error.status === 404) return;
    throw error;
  }
}

export function useDeleteRoutine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRoutine,
    onSuccess: (_data, routineId) => {
      removeCachedRoutine(queryClient, routineId);
      return invalidateRoutines(queryClient);
    },
  });
}
