import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moveToTarget, type ReorderPhasesRequest, type RoutinePhase, type RoutinesResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { invalidateRoutines, updateCachedPhases } from './cache';
import { REORDER_PHASES_MUTATION_KEY, routinesKeys } from './keys';

export interface ReorderPhasesVariables extends ReorderPhasesRequest {
  routineId: string;
}

/** POST /api/routines/:id/phases/reorder { phaseId, targetPhaseId } → { phases } in their new order. */
export function reorderPhases({ routineId, ...body }: ReorderPhasesVariables): Promise<{ phases: RoutinePhase[] }> {
  return api.post<'/api/routines/{id}/phases/reorder', { phases: RoutinePhase[] }>(
    apiUrl('/api/routines/{id}/phases/reorder', { id: routineId }),
    body,
  );
}

/** The dragged phase takes the target's place; the ones between shift by one (reorder_routine_phases). */
export function movePhase(phases: RoutinePhase[], { phaseId, targetPhaseId }: ReorderPhasesRequest): RoutinePhase[] {
  return moveToTarget(phases, phaseId, targetPhaseId) ?? phases;
}

/**
 * Reorders at once (optimistic), rolls back when the server refuses, and then takes the server's order as the
 * truth — unless another reorder started meanwhile, whose answer will come later.
 */
export function useReorderPhases() {
  const queryClient = useQueryClient();
  const othersRunning = () => queryClient.isMutating({ mutationKey: REORDER_PHASES_MUTATION_KEY }) > 1;
  return useMutation({
    mutationKey: REORDER_PHASES_MUTATION_KEY,
    mutationFn: reorderPhases,
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: routinesKeys.all });
      const previous = queryClient.getQueryData<RoutinesResponse>(routinesKeys.all);
      updateCachedPhases(queryClient, variables.routineId, (phases) => movePhase(phases, variables));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(routinesKeys.all, context.previous);
    },
    onSuccess: ({ phases }, { routineId }) => {
      if (!othersRunning()) updateCachedPhases(queryClient, routineId, () => phases);
    },
    onSettled: () => (othersRunning() ? undefined : invalidateRoutines(queryClient)),
  });
}
