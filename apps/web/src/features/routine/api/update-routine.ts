import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Routine, RoutineRequest } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { invalidateRoutines, writeRoutineDetails } from './cache';

/** PUT /api/routines/:id { title, description } → Routine. */
export function updateRoutine({ routineId, body }: { routineId: string; body: RoutineRequest }): Promise<Routine> {
  return api.put<'/api/routines/{id}', Routine>(apiUrl('/api/routines/{id}', { id: routineId }), body);
}

export function useUpdateRoutine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRoutine,
    onSuccess: (routine) => {
      writeRoutineDetails(queryClient, routine);
      return invalidateRoutines(queryClient);
    },
  });
}
