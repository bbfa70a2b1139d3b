import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TempoHistoryResponse, TempoItemRef } from '@woodshed/shared';
import { api } from '@/lib/api';
import { metronomeKeys } from './keys';

/** GET /api/tempo-log?itemType=&itemId= → the item's tempo history; `latest.bpm` is where the metronome opens. */
export function fetchTempoHistory(ref: TempoItemRef, signal?: AbortSignal): Promise<TempoHistoryResponse> {
  const query = new URLSearchParams({ itemType: ref.itemType, itemId: ref.itemId });
  return api.get<TempoHistoryResponse>(`/api/tempo-log?${query.toString()}`, { signal });
}

export function tempoHistoryQueryOptions(ref: TempoItemRef) {
  return queryOptions({
    queryKey: metronomeKeys.tempoHistory(ref),
    queryFn: ({ signal }) => fetchTempoHistory(ref, signal),
  });
}

export function useTempoHistory(ref: TempoItemRef | null) {
  return useQuery({
    ...tempoHistoryQueryOptions(ref ?? { itemType: 'exercise', itemId: '' }),
    enabled: ref !== null,
  });
}
