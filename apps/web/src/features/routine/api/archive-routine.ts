import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Routine } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { invalidateRoutines, writeArchivedRoutine } from './cache';

/** POST /api/routines/:id/archive → Routine (no longer current). */
export function archiveRoutine(routineId: string): Promise<Routine> {
  return api.post<'/api/routines/{id}/archive', Routine>(apiUrl('/api/routines/{id}/archive', { id: routineId }));
}

export function useArchiveRoutine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveRoutine,
    onSuccess: (routine) => {
      writeArchivedRoutine(queryClient, routine);
      return invalidateRoutines(queryClient);
    },
  });
}
