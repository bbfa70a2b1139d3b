// The games feature's public surface.
export { gamesKeys } from './api/keys';
export { useHighScores } from './api/high-scores';
