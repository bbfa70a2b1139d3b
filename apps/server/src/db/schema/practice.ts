import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** A logged practice session. `date` is the calendar day the user chose, never a UTC instant. */
export const practiceSessions = pgTable(
  'practice_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    duration: integer('duration').notNull(),
    focusAreas: text('focus_areas')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    focusAreaIds: integer('focus_area_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** true = pending deletion (soft-deleted); removed for good 14 days after updated_at. */
    scheduledRemoval: boolean('scheduled_removal').notNull().default(false),
  },
  (t) => [
    // Streak, today, week and chart: the user's active sessions by day.
    index('practice_sessions_user_date_idx').on(t.userId, t.scheduledRemoval, t.date),
    // History pages: newest created first.
    index('practice_sessions_user_created_idx').on(t.userId, t.scheduledRemoval, t.createdAt),
    // The purge job.
    index('practice_sessions_removal_idx')
      .on(t.updatedAt)
      .where(sql`${t.scheduledRemoval}`),
  ],
);

/**
 * The minutes of each user's non-removed sessions per practice date, and their all-time sum: summaries for the
 * leaderboard (issue 14), which cannot sum millions of sessions per request. Both are kept exact by a statement
 * trigger on practice_sessions (migration 0008), so every path that writes sessions keeps them, in its own
 * transaction. A date or user with no minutes has no row.
 */
export const practiceDayTotals = pgTable(
  'practice_day_totals',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    minutes: integer('minutes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.date] }),
    // The week's board: the dates of the window, read from the index alone.
    index('practice_day_totals_date_idx').on(t.date, t.userId, t.minutes),
  ],
);

/**
 * Each user's minutes over the 7 dates ending on `week_end` (that date and the 6 before): the "This week" practice
 * board of a viewer whose today is `week_end` reads one row per user from here. Kept by a statement trigger on
 * practice_sessions (migration 0018) for the weeks that can still be asked for: week ends from two days before
 * today in UTC on (no zone's today is earlier); older weeks are pruned by the purge job.
 */
export const practiceWeekTotals = pgTable(
  'practice_week_totals',
  {
    weekEnd: date('week_end', { mode: 'string' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    minutes: integer('minutes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.weekEnd, t.userId] }),
    // The week's board: most minutes first (scanned backwards), and the viewer's rank (a count above a value).
    index('practice_week_totals_minutes_idx').on(t.weekEnd, t.minutes),
    index('practice_week_totals_user_idx').on(t.userId),
  ],
);

export const practiceTotals = pgTable(
  'practice_totals',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    minutes: bigint('minutes', { mode: 'number' }).notNull(),
  },
  // The all-time board: most minutes first (scanned backwards).
  (t) => [index('practice_totals_minutes_idx').on(t.minutes)],
);
