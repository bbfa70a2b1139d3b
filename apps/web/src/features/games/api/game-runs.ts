import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FinishGameResponse, Game, GameRun, HighScoresResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { leaderboardKeys } from '@/lib/query-keys';
import { gamesKeys } from './keys';

/** POST /api/games/runs { game } → the run the final score is sent to; the server notes when it started. */
export function startGameRun(game: Game): Promise<GameRun> {
  return api.post<'/api/games/runs', GameRun>('/api/games/runs', { game });
}

/** POST /api/games/runs/:id/finish { score } → the stored high score, raised only by a higher score. */
export function finishGameRun({ runId, score }: { runId: string; score: number }): Promise<FinishGameResponse> {
  return api.post<'/api/games/runs/{id}/finish', FinishGameResponse>(
    apiUrl('/api/games/runs/{id}/finish', { id: runId }),
    { score },
  );
}

/**
 * Starting a game. Spec part 2 §8: a high-score save failure is only logged; the game goes on without a run
 * and its score is then simply not saved.
 */
export function useStartGameRun() {
  return useMutation({
    mutationFn: startGameRun,
    onError: (error) => console.warn('Could not start a scored game', error),
  });
}

/** Sending the final score; the high scores on /games and the leaderboard follow. */
export function useFinishGameRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishGameRun,
    onSuccess: (result) => {
      queryClient.setQueryData<HighScoresResponse>(gamesKeys.highScores, (old) =>
        old ? { ...old, [result.game]: result.highScore } : old,
      );
      void queryClient.invalidateQueries({ queryKey: gamesKeys.all });
      void queryClient.invalidateQueries({ queryKey: leaderboardKeys.all });
    },
    onError: (error) => console.warn('Could not save the score', error),
  });
}
