import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompletePhaseRequest, CompletePhaseResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { invalidatePracticeData } from '@/lib/query-keys';
import { invalidateRoutines, writeCachedPhase } from './cache';
import type { PhaseRef } from './delete-phase';

/**
 * POST /api/routines/:id/phases/:phaseId/complete { message? } → { phase, sessionId, xpAwarded }. It logs a
 * practice session; 409 when the phase is already completed today, 400 (duration) when the day's
 * 24 hours would be exceeded.
 */
export function completePhase({
  routineId,
  phaseId,
  body,
}: PhaseRef & { body: CompletePhaseRequest }): Promise<CompletePhaseResponse> {
  return api.post<'/api/routines/{id}/phases/{phaseId}/complete', CompletePhaseResponse>(
    apiUrl('/api/routines/{id}/phases/{phaseId}/complete', { id: routineId, phaseId }),
    body,
  );
}

export function useCompletePhase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completePhase,
    onSuccess: ({ phase }) => {
      writeCachedPhase(queryClient, phase);
      // The session shows on the dashboard (today's minutes, streak, XP), in the practice log and in the stats.
      void invalidatePracticeData(queryClient);
      return invalidateRoutines(queryClient);
    },
    // Already completed (perhaps in another tab): the page catches up, so the phase shows green.
    onError: () => invalidateRoutines(queryClient),
  });
}
