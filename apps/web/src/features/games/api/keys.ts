/** Query keys of the games feature: ['games', 'high-scores'] is the user's high score per game. */
export const gamesKeys = {
  all: ['games'] as const,
  highScores: ['games', 'high-scores'] as const,
};
