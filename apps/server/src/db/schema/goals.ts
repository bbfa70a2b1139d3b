import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { EffortLevel, GoalStatus, TempoItemType } from '@woodshed/shared';
import { users } from './auth.ts';

export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    specific: text('specific'),
    measurable: text('measurable'),
    achievable: text('achievable'),
    relevant: text('relevant'),
    targetDate: date('target_date', { mode: 'string' }).notNull(),
    status: text('status').$type<GoalStatus>().notNull().default('not_started'),
    progress: integer('progress').notNull().default(0),
    /** 0 to 1; the form's slider shows 0–100. */
    priority: doublePrecision('priority').notNull().default(0.5),
    effortEstimate: text('effort_estimate').$type<EffortLevel>(),
    /** A tempo target (issue 19): all three or none; progress then follows the best tempo logged on the item. */
    tempoItemType: text('tempo_item_type').$type<TempoItemType>(),
    tempoItemId: uuid('tempo_item_id'),
    tempoTargetBpm: integer('tempo_target_bpm'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('goals_user_created_idx').on(t.userId, t.createdAt),
    check(
      'goals_tempo_target_check',
      sql`(${t.tempoItemType} is null and ${t.tempoItemId} is null and ${t.tempoTargetBpm} is null) or (${t.tempoItemType} is not null and ${t.tempoItemId} is not null and ${t.tempoTargetBpm} between 20 and 300)`,
    ),
  ],
);

export const milestones = pgTable(
  'milestones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    goalId: uuid('goal_id')
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    targetDate: date('target_date', { mode: 'string' }),
    isCompleted: boolean('is_completed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('milestones_goal_idx').on(t.goalId, t.targetDate)],
);
