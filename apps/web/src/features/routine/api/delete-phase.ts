import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { invalidateRoutines, updateCachedPhases } from './cache';

export interface PhaseRef {
  routineId: string;
  phaseId: string;
}

/** DELETE /api/routines/:id/phases/:phaseId → 204. A 404 means it is gone already, which is what was asked. */
export async function deletePhase({ routineId, phaseId }: PhaseRef): Promise<void> {
  try {
    await api.delete<'/api/routines/{id}/phases/{phaseId}'>(
      apiUrl('/api/routines/{id}/phases/{phaseId}', { id: routineId, phaseId }),
    );
  } catch (error) {
    if (isApiError(error) && error.status === 404) return;
    throw error;
  }
}

export function useDeletePhase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhase,
    onSuccess: (_data, { routineId, phaseId }) => {
      updateCachedPhases(queryClient, routineId, (phases) => phases.filter((phase) => phase.id !== phaseId));
      return invalidateRoutines(queryClient);
    },
  });
}
