import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_PHASE_DURATION, type PhaseType } from '@woodshed/shared';
import { users } from './auth.ts';

/** A practice routine: current or archived. */
export const routines = pgTable(
  'routines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    shortDescription: text('short_description').notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // At most one current routine per user, whatever requests race (issue 13).
    uniqueIndex('routines_one_current_per_user_key')
      .on(t.userId)
      .where(sql`${t.isCurrent}`),
    // The archived list, newest first.
    index('routines_user_created_idx').on(t.userId, t.createdAt.desc(), t.id),
  ],
);

export const routinePhases = pgTable(
  'routine_phases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    routineId: uuid('routine_id')
      .notNull()
      .references(() => routines.id, { onDelete: 'cascade' }),
    phaseType: text('phase_type').$type<PhaseType>().notNull(),
    duration: integer('duration').notNull().default(DEFAULT_PHASE_DURATION),
    shortDescription: text('short_description'),
    order: integer('order').notNull().default(0),
    /** The user's local date of the last completion; "completed today" when it equals today in their zone. */
    completedToday: date('completed_today', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('routine_phases_routine_order_idx').on(t.routineId, t.order)],
);

/**
 * One row per reminder e-mail sent: the user and their local date. The primary key keeps it to one a day
 * even when several instances run the job or it runs again after a restart.
 */
export const practiceReminders = pgTable(
  'practice_reminders',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('practice_reminders_user_date_key').on(t.userId, t.localDate)],
);
