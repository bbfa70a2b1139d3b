import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChordChangeListResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { chordChangeKeys } from './keys';

export interface ChordPairIds {
  chordAId: string;
  chordBId: string;
}

/**
 * GET /api/chord-changes → { pairs } every pair tried, most recent first (10 tries each); with ?chordAId=&chordBId=
 * that pair only, up to 365 tries (`pairs: []` when never tried).
 */
export function fetchChordChanges(pair: ChordPairIds | null, signal?: AbortSignal): Promise<ChordChangeListResponse> {
  const query = pair ? { chordAId: pair.chordAId, chordBId: pair.chordBId } : {};
  return api.get<'/api/chord-changes', ChordChangeListResponse>(apiUrl('/api/chord-changes', {}, query), { signal });
}

export function chordChangesQueryOptions(pair: ChordPairIds | null) {
  return queryOptions({
    queryKey: pair ? chordChangeKeys.pair(pair.chordAId, pair.chordBId) : chordChangeKeys.list(),
    queryFn: ({ signal }) => fetchChordChanges(pair, signal),
  });
}

/** One pair's history (when both chords are chosen and differ), or every pair's. */
export function useChordChanges(pair: ChordPairIds | null, enabled = true) {
  return useQuery({ ...chordChangesQueryOptions(pair), enabled });
}
