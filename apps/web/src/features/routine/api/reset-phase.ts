import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoutinePhase } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { invalidateRoutines, writeCachedPhase } from './cache';
import type { PhaseRef } from './delete-phase';

/** POST /api/routines/:id/phases/:phaseId/reset → RoutinePhase, no longer completed today. */
export function resetPhase({ routineId, phaseId }: PhaseRef): Promise<RoutinePhase> {
  return api.post<'/api/routines/{id}/phases/{phaseId}/reset', RoutinePhase>(
    apiUrl('/api/routines/{id}/phases/{phaseId}/reset', { id: routineId, phaseId }),
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
