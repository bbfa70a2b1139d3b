import { useQuery } from '@tanstack/react-query';
import type { HighScoresResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import { gamesKeys } from './keys';

/** GET /api/games/high-scores → the signed-in user's high score per game (null before a finished game). */
export function useHighScores() {
  return useQuery({
    queryKey: gamesKeys.highScores,
    queryFn: ({ signal }) =>
      api.get<'/api/games/high-scores', HighScoresResponse>('/api/games/high-scores', { signal }),
  });
}
