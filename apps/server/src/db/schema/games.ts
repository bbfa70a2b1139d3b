import { GAMES, type Game } from '@woodshed/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

const gameList = sql.raw(GAMES.map((game) => `'${game}'`).join(', '));

/**
 * One played game (issue 14): started when the game begins, finished once with its final score. The server's
 * own clock stamps both ends, so a finish can be judged against the game's minimum plausible duration.
 */
export const gameRuns = pgTable(
  'game_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    game: text('game').$type<Game>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    score: integer('score'),
  },
  (t) => [
    check('game_runs_game_check', sql`${t.game} in (${gameList})`),
    index('game_runs_user_idx').on(t.userId),
    // Housekeeping deletes the unfinished runs that were abandoned.
    index('game_runs_unfinished_started_idx')
      .on(t.startedAt)
      .where(sql`${t.finishedAt} is null`),
  ],
);

/** A user's best score per game; only ever raised. */
export const gameHighScores = pgTable(
  'game_high_scores',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    game: text('game').$type<Game>().notNull(),
    score: integer('score').notNull(),
    achievedAt: timestamp('achieved_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.game] }),
    check('game_high_scores_game_check', sql`${t.game} in (${gameList})`),
    // The game's leaderboard: best first (scanned backwards).
    index('game_high_scores_game_score_idx').on(t.game, t.score),
  ],
);
