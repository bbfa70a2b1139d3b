import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentRoutine, RoutineRequest } from '@woodshed/shared';
import { api } from '@/lib/api';
import { invalidateRoutines, writeCurrentRoutine } from './cache';

/** POST /api/routines { title, description } → 201 CurrentRoutine; the routine that was current is archived. */
export function createRoutine(body: RoutineRequest): Promise<CurrentRoutine> {
  return api.post<'/api/routines', CurrentRoutine>('/api/routines', body);
}

export function useCreateRoutine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRoutine,
    onSuccess: (routine) => {
      writeCurrentRoutine(queryClient, routine);
      return invalidateRoutines(queryClient);
    },
  });
}
