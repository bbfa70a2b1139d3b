import { DEFAULT_REMINDER_TIME, DEFAULT_TIME_ZONE, DEFAULT_WEEKLY_GOAL_HOURS } from '@woodshed/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

export const membershipLevels = pgTable('membership_levels', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  shortDescription: text('short_description').notNull().default(''),
});

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username'),
    bio: text('bio'),
    gear: text('gear')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    genres: text('genres')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    influences: text('influences')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    timezone: text('timezone').notNull().default(DEFAULT_TIME_ZONE),
    weeklyGoalHours: doublePrecision('weekly_goal_hours').notNull().default(DEFAULT_WEEKLY_GOAL_HOURS),
    membershipLevel: integer('membership_level').references(() => membershipLevels.id, { onDelete: 'set null' }),
    dailyPracticeReminder: boolean('daily_practice_reminder').notNull().default(false),
    practiceReminderTime: text('practice_reminder_time').notNull().default(DEFAULT_REMINDER_TIME),
    leaderboardNickname: text('leaderboard_nickname'),
    isSuperadmin: boolean('is_superadmin').notNull().default(false),
    eventCreator: boolean('event_creator').notNull().default(false),
    adminOverride: boolean('admin_override').notNull().default(false),
    overrideAdminId: uuid('override_admin_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Usernames and nicknames are unique ignoring case (they name people on leaderboards).
    uniqueIndex('profiles_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('profiles_leaderboard_nickname_lower_key').on(sql`lower(${table.leaderboardNickname})`),
    // The reminder job reads only the profiles with reminders on.
    index('profiles_reminder_on_idx')
      .on(table.id)
      .where(sql`${table.dailyPracticeReminder}`),
  ],
);

/**
 * The names in use: each username and leaderboard nickname holds its confusable skeleton here
 * (`nameSkeleton`), so a look-alike of anyone else's name is refused by the primary key even when two saves race. A
 * user's own two names may share one row.
 */
export const nameClaims = pgTable(
  'name_claims',
  {
    skeleton: text('skeleton').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [index('name_claims_user_id_idx').on(table.userId)],
);

/**
 * Who granted or revoked a user's superadmin role, and when (issue 26). The target's rows go with their account; the
 * actor's id is cleared with theirs, and `actorName` (their display name at the time) keeps the record readable.
 */
export const superadminChanges = pgTable(
  'superadmin_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    targetId: uuid('target_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    granted: boolean('granted').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A user's latest change, read with their row (scanned backwards).
    index('superadmin_changes_target_idx').on(table.targetId, table.changedAt),
    // Found and cleared when the actor's account goes, and exported with it.
    index('superadmin_changes_actor_idx').on(table.actorId),
  ],
);
