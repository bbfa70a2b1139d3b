import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePhaseRequest, RoutinePhase } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { invalidateRoutines, updateCachedPhases } from './cache';

/** POST /api/routines/:id/phases { phaseType, duration, description? } → 201 RoutinePhase, appended at the end. */
export function addPhase({ routineId, body }: { routineId: string; body: CreatePhaseRequest }): Promise<RoutinePhase> {
  return api.post<'/api/routines/{id}/phases', RoutinePhase>(
    apiUrl('/api/routines/{id}/phases', { id: routineId }),
    body,
  );
}

export function useAddPhase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPhase,
    onSuccess: (phase) => {
      updateCachedPhases(queryClient, phase.routineId, (phases) =>
        phases.some((candidate) => candidate.id === phase.id) ? phases : [...phases, phase],
      );
      return invalidateRoutines(queryClient);
    },
  });
}
