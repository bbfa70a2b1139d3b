import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoutinePhase } from '@woodshed/shared';
import { api } from '@/lib/api';
import { invalidateRoutines, updateCachedPhases } from './cache';
import { routineUrl } from './urls';

/** POST /api/routines/:id/reset → { phases }, none of them completed today any more (Reset All). */
export function resetRoutine(routineId: string): Promise<{ phases: RoutinePhase[] }> {
  return api.post<'/api/routines/{id}/reset', { phases: RoutinePhase[] }>(routineUrl(routineId, 'reset'));
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
