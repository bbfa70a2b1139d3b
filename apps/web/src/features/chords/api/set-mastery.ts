import { useQueryClient } from '@tanstack/react-query';
import { CHORD_MASTERED_RATING, type ChordListResponse, type ChordMastery } from '@woodshed/shared';
import { useCallback, useRef, useState } from 'react';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { noticesKeys } from '@/lib/query-keys';
import { chordKeys } from './keys';

export interface SetMasteryInput {
  chordId: string;
  masteryRating: number;
}

/** PUT /api/chords/:id/mastery {masteryRating} → {chordId, masteryRating}. */
export function setMastery({ chordId, masteryRating }: SetMasteryInput): Promise<ChordMastery> {
  return api.put<'/api/chords/{id}/mastery', ChordMastery>(apiUrl('/api/chords/{id}/mastery', { id: chordId }), {
    masteryRating,
  });
}

function patchRating(
  list: ChordListResponse | undefined,
  chordId: string,
  masteryRating: number,
): ChordListResponse | undefined {
  if (!list) return list;
  return { items: list.items.map((chord) => (chord.id === chordId ? { ...chord, masteryRating } : chord)) };
}

/** One chord's saves: at most one request in flight; `latest` is the newest choice not yet sent. */
interface ChordQueue {
  latest: number | null;
  running: boolean;
  /** The rating the server last confirmed (or the one loaded), to go back to when the final save fails. */
  confirmed: number | undefined;
  onSaved?: (masteryRating: number) => void;
}

/**
 * Saves ratings in order, the last choice winning: the card changes colour at once, each chord has at most
 * one request in flight, and only the newest choice made meanwhile is sent after it returns (three quick
 * presses save the third). `onSaved` runs once, when the chord's saves have settled on the final choice; when
 * that save fails the card goes back to the last confirmed rating and `isError` is set (the caller shows
 * messages.chords.masteryUpdateFailed).
 */
export function useSetMastery() {
  const queryClient = useQueryClient();
  const queues = useRef(new Map<string, ChordQueue>());
  const [isError, setIsError] = useState(false);

  const patch = useCallback(
    (chordId: string, masteryRating: number) =>
      queryClient.setQueryData<ChordListResponse>(chordKeys.list(), (list) =>
        patchRating(list, chordId, masteryRating),
      ),
    [queryClient],
  );

  const drain = useCallback(
    async (chordId: string, queue: ChordQueue) => {
      queue.running = true;
      let failed = false;
      while (queue.latest !== null) {
        const masteryRating = queue.latest;
        queue.latest = null;
        try {
          const saved = await setMastery({ chordId, masteryRating });
          queue.confirmed = saved.masteryRating;
          failed = false;
        } catch {
          failed = true;
        }
      }
      queue.running = false;
      if (failed) {
        if (queue.confirmed !== undefined) patch(chordId, queue.confirmed);
        setIsError(true);
      } else if (queue.confirmed !== undefined) {
        patch(chordId, queue.confirmed);
        queue.onSaved?.(queue.confirmed);
        // A chord mastered can earn a 'chords mastered' achievement (and its XP): the notices tell the user.
        if (queue.confirmed === CHORD_MASTERED_RATING)
          void queryClient.invalidateQueries({ queryKey: noticesKeys.all });
      }
    },
    [patch, queryClient],
  );

  const rate = useCallback(
    (chordId: string, masteryRating: number, onSaved?: (masteryRating: number) => void) => {
      let queue = queues.current.get(chordId);
      if (!queue) {
        const loaded = queryClient.getQueryData<ChordListResponse>(chordKeys.list());
        queue = {
          latest: null,
          running: false,
          confirmed: loaded?.items.find((chord) => chord.id === chordId)?.masteryRating,
        };
        queues.current.set(chordId, queue);
      }
      queue.latest = masteryRating;
      queue.onSaved = onSaved;
      setIsError(false);
      // A list refetch under way would overwrite the choice with an older rating.
      void queryClient.cancelQueries({ queryKey: chordKeys.list() });
      patch(chordId, masteryRating);
      if (!queue.running) void drain(chordId, queue);
    },
    [drain, patch, queryClient],
  );

  return { rate, isError };
}
