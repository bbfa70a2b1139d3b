import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TempoHistoryResponse, TempoItemRef } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { tempoLogKeys } from './keys';

/** GET /api/tempo-log?itemType=&itemId= → the item's best, latest and entries (oldest first), and today's date. */
export function fetchTempoHistory(ref: TempoItemRef, signal?: AbortSignal): Promise<TempoHistoryResponse> {
  const query = { itemType: ref.itemType, itemId: ref.itemId };
  return api.get<'/api/tempo-log', TempoHistoryResponse>(apiUrl('/api/tempo-log', {}, query), { signal });
}

export function tempoHistoryQueryOptions(ref: TempoItemRef) {
  return queryOptions({
    queryKey: tempoLogKeys.item(ref),
    queryFn: ({ signal }) => fetchTempoHistory(ref, signal),
  });
}

/** Null asks nothing (e.g. the metronome opened without an item). */
export function useTempoHistory(ref: TempoItemRef | null) {
  return useQuery({
    ...tempoHistoryQueryOptions(ref ?? { itemType: 'exercise', itemId: '' }),
    enabled: ref !== null,
  });
}
