import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChordListResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import { chordKeys } from './keys';

/** GET /api/chords → every chord ordered by name, with the signed-in user's mastery rating. */
export function fetchChords(signal?: AbortSignal): Promise<ChordListResponse> {
  return api.get<'/api/chords', ChordListResponse>('/api/chords', { signal });
}

export function chordsQueryOptions() {
  return queryOptions({ queryKey: chordKeys.list(), queryFn: ({ signal }) => fetchChords(signal) });
}

/** All chords in one request; the triad filter works on this list, so switching filters costs nothing. */
export function useChords() {
  return useQuery(chordsQueryOptions());
}
