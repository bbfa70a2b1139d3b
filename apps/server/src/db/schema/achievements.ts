import { ACHIEVEMENT_CRITERIA, ACHIEVEMENT_DEFAULT_XP, type AchievementCriterion } from '@woodshed/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

const criterionList = sql.raw(ACHIEVEMENT_CRITERIA.map((type) => `'${type}'`).join(', '));

/**
 * An achievement with at most one criterion, `measure ≥ threshold`; without one
 * it is awarded by hand only. XP already earned from it lives in xp_awards, which never references this table,
 * so deleting an achievement keeps that XP.
 */
export const achievements = pgTable(
  'achievements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    xpAwarded: integer('xp_awarded').notNull().default(ACHIEVEMENT_DEFAULT_XP),
    iconUrl: text('icon_url').notNull(),
    heroImageUrl: text('hero_image_url'),
    repeatable: boolean('repeatable').notNull().default(true),
    criterionType: text('criterion_type').$type<AchievementCriterion>(),
    criterionThreshold: integer('criterion_threshold'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('achievements_xp_awarded_check', sql`${t.xpAwarded} >= 1`),
    check('achievements_criterion_type_check', sql`${t.criterionType} in (${criterionList})`),
    check(
      'achievements_criterion_check',
      sql`(${t.criterionType} is null) = (${t.criterionThreshold} is null) and coalesce(${t.criterionThreshold}, 1) >= 1`,
    ),
    // Both lists: oldest first for learners, newest first in admin (scanned backwards).
    index('achievements_created_idx').on(t.createdAt, t.id),
  ],
);

/**
 * A user's record of an achievement: when first and last earned and how often (a repeatable one is earned again
 * at each further multiple of its threshold, see the achievements service). `notified_at` is null until the user
 * has been told of the latest earning (GET /api/notices).
 */
export const achievementsEarned = pgTable(
  'achievements_earned',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    achievementId: uuid('achievement_id')
      .notNull()
      .references(() => achievements.id, { onDelete: 'cascade' }),
    firstEarnedAt: timestamp('first_earned_at', { withTimezone: true }).notNull().defaultNow(),
    lastEarnedAt: timestamp('last_earned_at', { withTimezone: true }).notNull().defaultNow(),
    timesEarned: integer('times_earned').notNull().default(1),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.achievementId] }),
    check('achievements_earned_times_check', sql`${t.timesEarned} >= 1`),
    // The cascade from achievements and the admin list's earned-by counts.
    index('achievements_earned_achievement_idx').on(t.achievementId),
  ],
);
