import { z } from 'zod';
import { GAMES, LEADERBOARD_BOARDS, LEADERBOARD_PERIODS } from '../constants.ts';
import { messages } from '../messages.ts';

const g = messages.games;
const l = messages.leaderboard;

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

// ── Leaderboard (issue 14) ─────────────────────────────────────────────────

export const leaderboardBoardSchema = z.enum(LEADERBOARD_BOARDS, { error: l.boardInvalid });
export const leaderboardPeriodSchema = z.enum(LEADERBOARD_PERIODS, { error: l.periodInvalid });

/** GET /api/leaderboard?board=xp&period=all. "week" only for xp and practice (400 otherwise). */
export const leaderboardQuerySchema = z.object({
  board: leaderboardBoardSchema.default('xp'),
  period: leaderboardPeriodSchema.default('all'),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

export const leaderboardEntrySchema = z.object({
  /** Standard competition ranking: 1, 2, 2, 4. */
  rank: z.number().int(),
  /** The display name: nickname, else username, else "Guitarist #" + 6 characters of the id; never an e-mail. */
  displayName: z.string(),
  /** XP; practice minutes (the page shows hours); or a high score. */
  value: z.number().int(),
  isYou: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardResponseSchema = z.object({
  board: leaderboardBoardSchema,
  period: leaderboardPeriodSchema,
  /** For "week": the first local date counted (the viewer's today − 6); null for "all". */
  since: z.iso.date().nullable(),
  /** At most 100, best first; ties share a rank. */
  entries: z.array(leaderboardEntrySchema),
  /** The viewer's own row when it is not among `entries` and they have a value above 0; else null. */
  you: leaderboardEntrySchema.nullable(),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;
