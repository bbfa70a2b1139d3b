import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PracticeSession } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { invalidatePracticeData } from './keys';

/** POST /api/practice/sessions/:id/restore → the session, active again. */
export function restorePracticeSession(id: string): Promise<PracticeSession> {
  return api.post<'/api/practice/sessions/{id}/restore', PracticeSession>(
    apiUrl('/api/practice/sessions/{id}/restore', { id }),
  );
}

/** Settles after the lists have refetched, so the row is gone when the caller moves focus. */
export function useRestorePracticeSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restorePracticeSession, onSuccess: () => invalidatePracticeData(queryClient) });
}
