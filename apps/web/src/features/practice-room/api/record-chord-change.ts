import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChordChangeRequest, ChordChangeResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import { invalidatePracticeData } from '@/lib/query-keys';
import { chordChangeKeys } from './keys';

/**
 * POST /api/chord-changes → 201 { record, pair, session, xpAwarded }. With logPractice a session is written too;
 * a full day refuses the whole request with the practice service's 400 (field duration), nothing kept.
 */
export function recordChordChange(body: ChordChangeRequest): Promise<ChordChangeResponse> {
  return api.post<'/api/chord-changes', ChordChangeResponse>('/api/chord-changes', body);
}

export function useRecordChordChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordChordChange,
    onSuccess: async (result) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: chordChangeKeys.all }),
        result.session ? invalidatePracticeData(queryClient) : null,
      ]);
    },
  });
}
