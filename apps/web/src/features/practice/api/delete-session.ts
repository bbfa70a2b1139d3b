import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PracticeSession } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { invalidatePracticeData } from './keys';

/** POST /api/practice/sessions/:id/delete → the session, now pending deletion (soft delete). */
export function deletePracticeSession(id: string): Promise<PracticeSession> {
  return api.post<'/api/practice/sessions/{id}/delete', PracticeSession>(
    apiUrl('/api/practice/sessions/{id}/delete', { id }),
  );
}

/** Settles after the lists have refetched, so the row is gone when the caller moves focus. */
export function useDeletePracticeSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePracticeSession, onSuccess: () => invalidatePracticeData(queryClient) });
}
