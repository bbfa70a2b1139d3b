import {
  COURSE_DEFAULT_XP,
  MODULE_DEFAULT_WEIGHT,
  MODULE_STATUSES,
  MODULE_WEIGHT_MAX,
  MODULE_WEIGHT_MIN,
  type Difficulty,
  type ModuleStatus,
} from '@woodshed/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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

const statusList = sql.raw(MODULE_STATUSES.map((status) => `'${status}'`).join(', '));

/** A course; learners see it once available, superadmins always. */
export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    heroImageUrl: text('hero_image_url').notNull(),
    thumbnailUrl: text('thumbnail_url').notNull(),
    difficulty: text('difficulty').$type<Difficulty>().notNull().default('beginner'),
    duration: text('duration').notNull(),
    xpAwarded: integer('xp_awarded').notNull().default(COURSE_DEFAULT_XP),
    isAvailable: boolean('is_available').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('courses_xp_awarded_check', sql`${t.xpAwarded} >= 0`),
    // Both lists: oldest first for learners, newest first in admin (scanned backwards).
    index('courses_created_idx').on(t.createdAt, t.id),
  ],
);

/**
 * A module of a course. Orders are unique within the course (a reorder renumbers them 0…n−1 in two steps, see
 * the admin service); `locked_until_day` is the days after enrolment it unlocks, null = open.
 */
export const courseModules = pgTable(
  'course_modules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull().default(''),
    videoUrl: text('video_url'),
    thumbnailUrl: text('thumbnail_url'),
    heroImageUrl: text('hero_image_url'),
    order: integer('order').notNull(),
    lockedUntilDay: integer('locked_until_day'),
    weight: integer('weight').notNull().default(MODULE_DEFAULT_WEIGHT),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'course_modules_weight_check',
      sql`${t.weight} between ${sql.raw(`${MODULE_WEIGHT_MIN}`)} and ${sql.raw(`${MODULE_WEIGHT_MAX}`)}`,
    ),
    check('course_modules_locked_until_day_check', sql`${t.lockedUntilDay} >= 0`),
    check('course_modules_order_check', sql`${t.order} >= 0`),
    // Also the module list of a course, by order.
    uniqueIndex('course_modules_course_order_key').on(t.courseId, t.order),
  ],
);

/** A learner's enrolment; progress and completed follow the weighted percent. */
export const coursesEnrolled = pgTable(
  'courses_enrolled',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    progress: integer('progress').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    check('courses_enrolled_progress_check', sql`${t.progress} between 0 and 100`),
    // Enrolled counts in admin, progress kept for every learner of a course, the cascade of a course's deletion.
    index('courses_enrolled_course_idx').on(t.courseId),
  ],
);

/** A learner's status and notes on one module: at most one record per learner and module (create-or-keep). */
export const courseModuleProgress = pgTable(
  'course_module_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => courseModules.id, { onDelete: 'cascade' }),
    status: text('status').$type<ModuleStatus>().notNull().default('untouched'),
    /** Plain text, shown as text. */
    notes: text('notes').notNull().default(''),
    lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('course_module_progress_status_check', sql`${t.status} in (${statusList})`),
    uniqueIndex('course_module_progress_user_module_key').on(t.userId, t.moduleId),
    // The cascade of a module's deletion.
    index('course_module_progress_module_idx').on(t.moduleId),
  ],
);
