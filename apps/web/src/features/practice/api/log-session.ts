import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePracticeSessionRequest, CreatePracticeSessionResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import { invalidatePracticeData } from './keys';

/**
 * POST /api/practice/sessions → 201 { session, xpAwarded }; 400 { error: { message, field } } (a date later
 * than today in the user's zone, for instance).
 */
export function logPracticeSession(body: CreatePracticeSessionRequest): Promise<CreatePracticeSessionResponse> {
  return api.post<'/api/practice/sessions', CreatePracticeSessionResponse>('/api/practice/sessions', body);
}

/** Settles once the lists and the dashboard have been asked to refresh, so the new session is on screen. */
export function useLogPracticeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logPracticeSession,
    onSuccess: () => invalidatePracticeData(queryClient),
  });
}
