import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Chord, ChordListResponse, UpdateChordRequest } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { chordKeys } from './keys';

export interface SaveChordInput {
  id: string;
  fields: UpdateChordRequest;
  /** A new picture to upload after the fields are saved. */
  image: File | null;
  /** Remove the current picture (ignored when a new one is given). */
  removeImage: boolean;
}

/** PUT /api/admin/chords/:id (superadmin). */
export const updateChord = (id: string, fields: UpdateChordRequest) =>
  api.put<'/api/admin/chords/{id}', Chord>(apiUrl('/api/admin/chords/{id}', { id }), fields);

/** POST /api/admin/chords/:id/image, multipart with the picture in `file`. */
export function uploadChordImage(id: string, file: File): Promise<Chord> {
  const form = new FormData();
  form.append('file', file);
  return api.post<'/api/admin/chords/{id}/image', Chord>(apiUrl('/api/admin/chords/{id}/image', { id }), form);
}

/** DELETE /api/admin/chords/:id/image: back to the drawn diagram. */
export const removeChordImage = (id: string) =>
  api.delete<'/api/admin/chords/{id}/image', Chord>(apiUrl('/api/admin/chords/{id}/image', { id }));

/** Saves the edit form: the fields, then the picture change; the list shows the stored result. */
export function useSaveChord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, fields, image, removeImage }: SaveChordInput): Promise<Chord> => {
      let chord = await updateChord(id, fields);
      if (image) chord = await uploadChordImage(id, image);
      else if (removeImage) chord = await removeChordImage(id);
      return chord;
    },
    onSuccess: (chord) => {
      queryClient.setQueryData<ChordListResponse>(chordKeys.list(), (list) =>
        list
          ? {
              items: list.items
                .map((item) => (item.id === chord.id ? chord : item))
                .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
            }
          : list,
      );
    },
    // A partly saved edit (fields stored, picture refused) must still show what is stored.
    onSettled: () => queryClient.invalidateQueries({ queryKey: chordKeys.list() }),
  });
}
