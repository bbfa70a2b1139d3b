import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePracticeSessionRequest, PracticeSession } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { invalidatePracticeData } from './keys';

/**
 * PUT /api/practice/sessions/:id → the corrected session; 400 with the logging rules' messages, 404 (gone or
 * someone else's), 409 (pending deletion).
 */
export function updatePracticeSession({
  id,
  body,
}: {
  id: string;
  body: CreatePracticeSessionRequest;
}): Promise<PracticeSession> {
  return api.put<'/api/practice/sessions/{id}', PracticeSession>(apiUrl('/api/practice/sessions/{id}', { id }), body);
}

/** Settles once the lists and the dashboard have been asked to refresh. */
export function useUpdatePracticeSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePracticeSession, onSuccess: () => invalidatePracticeData(queryClient) });
}
