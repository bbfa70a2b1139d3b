import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

export const xpAwards = pgTable(
  'xp_awards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    giverId: uuid('giver_id').references(() => users.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    description: text('description').notNull(),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull().defaultNow(),
    systemAward: boolean('system_award').notNull().default(false),
    /** Makes a system award happen at most once, e.g. 'daily:2026-11-21'. */
    awardKey: text('award_key'),
  },
  (t) => [
    index('xp_awards_receiver_awarded_idx').on(t.receiverId, t.awardedAt),
    // The week's XP board: the awards since a moment, summed per receiver from the index alone.
    index('xp_awards_awarded_idx').on(t.awardedAt, t.receiverId, t.amount),
    uniqueIndex('xp_awards_receiver_key').on(t.receiverId, t.awardKey),
  ],
);

/** The sum of a user's xp_awards, kept in the same transaction as each award. */
export const userXp = pgTable(
  'user_xp',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    // 64-bit: with the per-award maximum no number of awards can overflow it (a 32-bit total did).
    xp: bigint('xp', { mode: 'number' }).notNull().default(0),
    /** The highest level the user has been told they reached (GET /api/notices), so each level is noticed once. */
    levelNotified: integer('level_notified').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The all-time XP board: most XP first (scanned backwards).
  (t) => [index('user_xp_xp_idx').on(t.xp)],
);

/**
 * Each user's XP over the 7 dates ending on `week_end`, an award counting on its date in the earner's zone (as a
 * practice session counts on the date the learner gave it): the "This week" XP board reads one row per user. Kept by
 * a statement trigger on xp_awards (migration 0018) for week ends from two days before today in UTC on; older weeks
 * are pruned by the purge job.
 */
export const xpWeekTotals = pgTable(
  'xp_week_totals',
  {
    weekEnd: date('week_end', { mode: 'string' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    xp: bigint('xp', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.weekEnd, t.userId] }),
    index('xp_week_totals_xp_idx').on(t.weekEnd, t.xp),
    index('xp_week_totals_user_idx').on(t.userId),
  ],
);
