import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentRoutine } from '@woodshed/shared';
import { api } from '@/lib/api';
import { invalidateRoutines, writeCurrentRoutine } from './cache';
import { routineUrl } from './urls';

/** POST /api/routines/:id/restore → CurrentRoutine; the routine that was current is archived. */
export function restoreRoutine(routineId: string): Promise<CurrentRoutine> {
  return api.post<'/api/routines/{id}/restore', CurrentRoutine>(routineUrl(routineId, 'restore'));
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
