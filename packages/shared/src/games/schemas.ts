import { z } from 'zod';
import { GAMES } from './constants.ts';
import { messages } from './messages.ts';

const g = messages.games;

export const gameSchema = z.enum(GAMES, { error: g.gameInvalid });

// ── Games (issue 14) ───────────────────────────────────────────────────────

/** GET /api/games/high-scores: the signed-in user's high score per game, null before a finished game. */
export const highScoresResponseSchema = z.object({
  intervalOrganizer: z.number().int().nullable(),
  triadFinder: z.number().int().nullable(),
});
export type HighScoresResponse = z.infer<typeof highScoresResponseSchema>;

/** POST /api/games/runs: a game starts; the server keeps when, so a finish can be judged by its own clock. */
export const startGameRequestSchema = z.object({ game: gameSchema });
export type StartGameRequest = z.infer<typeof startGameRequestSchema>;

export const gameRunSchema = z.object({
  id: z.uuid(),
  game: gameSchema,
  startedAt: z.iso.datetime(),
});
export type GameRun = z.infer<typeof gameRunSchema>;

/** POST /api/games/runs/:id/finish: the final score of a finished game. */
export const finishGameRequestSchema = z.object({
  score: z.number({ error: g.scoreInvalid }).int({ error: g.scoreInvalid }),
});
export type FinishGameRequest = z.infer<typeof finishGameRequestSchema>;

export const finishGameResponseSchema = z.object({
  game: gameSchema,
  score: z.number().int(),
  /** The stored high score after this game (never lower than before). */
  highScore: z.number().int(),
  /** True when this game raised the high score (or set the first one). */
  newHighScore: z.boolean(),
});
export type FinishGameResponse = z.infer<typeof finishGameResponseSchema>;
