import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LogTempoRequest, LogTempoResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import { invalidateTempoLog } from './cache';

/** POST /api/tempo-log → 201 a new entry for today, 200 today's entry replaced (same body). */
export function logTempo(body: LogTempoRequest): Promise<LogTempoResponse> {
  return api.post<'/api/tempo-log', LogTempoResponse>('/api/tempo-log', body);
}

/** A replaced entry was updated after it was created (the client sees the body, not the status). */
export const wasReplaced = (result: LogTempoResponse): boolean => result.entry.updatedAt !== result.entry.createdAt;

export function useLogTempo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: logTempo, onSuccess: () => invalidateTempoLog(queryClient) });
}
