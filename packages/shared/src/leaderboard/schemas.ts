import { z } from 'zod';
import { LEADERBOARD_BOARDS, LEADERBOARD_PERIODS } from './constants.ts';
import { messages } from './messages.ts';

const l = messages.leaderboard;

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
