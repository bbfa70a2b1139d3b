import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LogTempoRequest, LogTempoResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import { metronomeKeys } from './keys';

/** POST /api/tempo-log → the entry (201 new, 200 today's replaced) and the item's best and latest tempo. */
export function logTempo(body: LogTempoRequest): Promise<LogTempoResponse> {
  return api.post<LogTempoResponse>('/api/tempo-log', body);
}

/** A replaced entry was updated after it was made (the server's rule for "logged again today"). */
export const replacedToday = (logged: LogTempoResponse) => logged.entry.updatedAt !== logged.entry.createdAt;

/** Refreshes every tempo-log answer: this item's history and the summary. */
export function useLogTempo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logTempo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: metronomeKeys.tempoLog }),
  });
}
