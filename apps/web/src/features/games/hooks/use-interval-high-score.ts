import { useEffect } from 'react';
import { useHighScores } from '../api/high-scores';

/**
 * The user's Interval Organizer high score, for the score card: null before a first finished game, undefined while
 * loading or when it could not load (then it is only logged, and nothing is shown).
 */
export function useIntervalHighScore(): number | null | undefined {
  const highScores = useHighScores();
  const { isError, error } = highScores;
  useEffect(() => {
    if (isError) console.warn('Could not load the high scores', error);
  }, [isError, error]);
  return highScores.data?.intervalOrganizer;
}
