import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChordListResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import { collectionsKeys } from './keys';

/** GET /api/chords → { items } ordered by name (the picker filters them by name itself). */
export function fetchPickerChords(signal?: AbortSignal): Promise<ChordListResponse> {
  return api.get<ChordListResponse>('/api/chords', { signal });
}

export function pickerChordsQueryOptions() {
  // The chord list changes only when a superadmin edits a chord: kept for the whole picker session.
  return queryOptions({ queryKey: collectionsKeys.pickerChords(), queryFn: ({ signal }) => fetchPickerChords(signal), staleTime: 5 * 60_000 });
}

export function usePickerChords() {
  return useQuery(pickerChordsQueryOptions());
}
