import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoutinePhase } from '@woodshed/shared';
import { api } from '@/lib/api';
import { invalidateRoutines, writeCachedPhase } from './cache';
import type { PhaseRef } from './delete-phase';
import { routineUrl } from './urls';

/** POST /api/routines/:id/phases/:phaseId/reset → RoutinePhase, no longer completed today. */
export function resetPhase({ routineId, phaseId }: PhaseRef): Promise<RoutinePhase> {
  return api.post<'/api/routines/{id}/phases/{phaseId}/reset', RoutinePhase>(
    routineUrl(routineId, 'phases', phaseId, 'reset'),
  );
}

export function useResetPhase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPhase,
    onSuccess: (phase) => {
      writeCachedPhase(queryClient, phase);
      return invalidateRoutines(queryClient);
    },
  });
}
