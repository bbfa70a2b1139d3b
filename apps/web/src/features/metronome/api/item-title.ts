import { useQuery } from '@tanstack/react-query';
import type { ChordListResponse, LibraryDetail, TempoItemRef } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { metronomeKeys } from './keys';

/**
 * The title of the item the metronome was opened for: GET /api/library/:id for exercises, repertoire and jam
 * tracks, the chord's name from GET /api/chords for a chord. 404 when it is gone or unpublished.
 */
export async function fetchItemTitle(ref: TempoItemRef, signal?: AbortSignal): Promise<string> {
  if (ref.itemType === 'chord') {
    const { items } = await api.get<'/api/chords', ChordListResponse>('/api/chords', { signal });
    const chord = items.find((item) => item.id === ref.itemId);
    if (!chord) throw new Error('Chord not found');
    return chord.name;
  }
  const detail = await api.get<'/api/library/{id}', LibraryDetail>(apiUrl('/api/library/{id}', { id: ref.itemId }), {
    signal,
  });
  return detail.title;
}

export function useItemTitle(ref: TempoItemRef | null) {
  return useQuery({
    queryKey: metronomeKeys.itemTitle(ref ?? { itemType: 'exercise', itemId: '' }),
    queryFn: ({ signal }) => fetchItemTitle(ref!, signal),
    enabled: ref !== null,
    retry: false,
  });
}
