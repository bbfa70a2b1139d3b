import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentRoutine } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { invalidateRoutines, writeCurrentRoutine } from './cache';

/** POST /api/routines/:id/restore → CurrentRoutine; the routine that was current is archived. */
export function restoreRoutine(routineId: string): Promise<CurrentRoutine> {
  return api.post<'/api/routines/{id}/restore', CurrentRoutine>(
    apiUrl('/api/routines/{id}/restore', { id: routineId }),
  );
}

export function useRestoreRoutine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreRoutine,
    onSuccess: (routine) => {
      writeCurrentRoutine(queryClient, routine);
      return invalidateRoutines(queryClient);
    },
  });
}
