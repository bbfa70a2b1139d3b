import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoutinePhase } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { invalidateRoutines, updateCachedPhases } from './cache';

/** POST /api/routines/:id/reset → { phases }, none of them completed today any more (Reset All). */
export function resetRoutine(routineId: string): Promise<{ phases: RoutinePhase[] }> {
  return api.post<'/api/routines/{id}/reset', { phases: RoutinePhase[] }>(
    apiUrl('/api/routines/{id}/reset', { id: routineId }),
  );
}

export function useResetRoutine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetRoutine,
    onSuccess: ({ phases }, routineId) => {
      updateCachedPhases(queryClient, routineId, () => phases);
      return invalidateRoutines(queryClient);
    },
  });
}
