import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChordListResponse, ChordMastery } from '@woodshed/shared';
import { api } from '@/lib/api';
import { chordKeys } from './keys';

export interface SetMasteryInput {
  chordId: string;
  masteryRating: number;
}

/** PUT /api/chords/:id/mastery {masteryRating} → {chordId, masteryRating}. */
export function setMastery({ chordId, masteryRating }: SetMasteryInput): Promise<ChordMastery> {
  return api.put<ChordMastery>(`/api/chords/${encodeURIComponent(chordId)}/mastery`, { masteryRating });
}

function patchRating(list: ChordListResponse | undefined, chordId: string, masteryRating: number): ChordListResponse | undefined {
  if (!list) return list;
  return { items: list.items.map((chord) => (chord.id === chordId ? { ...chord, masteryRating } : chord)) };
}

/**
 * Saves a rating at once: the card changes colour before the server answers, and goes back to the
 * previous rating if the save fails (the caller shows messages.chords.masteryUpdateFailed).
 */
export function useSetMastery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMastery,
    onMutate: async ({ chordId, masteryRating }) => {
      await queryClient.cancelQueries({ queryKey: chordKeys.list() });
      const previous = queryClient.getQueryData<ChordListResponse>(chordKeys.list());
      const before = previous?.items.find((chord) => chord.id === chordId)?.masteryRating;
      queryClient.setQueryData<ChordListResponse>(chordKeys.list(), (list) => patchRating(list, chordId, masteryRating));
      return { before };
    },
    onError: (_error, { chordId }, context) => {
      if (context?.before === undefined) return;
      queryClient.setQueryData<ChordListResponse>(chordKeys.list(), (list) => patchRating(list, chordId, context.before!));
    },
    onSuccess: ({ chordId, masteryRating }) => {
      queryClient.setQueryData<ChordListResponse>(chordKeys.list(), (list) => patchRating(list, chordId, masteryRating));
    },
  });
}
