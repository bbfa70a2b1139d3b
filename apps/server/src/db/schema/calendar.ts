import {
  EVENT_OCCURRENCES_MAX,
  EVENT_VISIBILITIES,
  RECURRING_PERIODS,
  type EventVisibility,
  type RecurringPeriod,
} from '@woodshed/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { courses } from './courses.ts';

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A calendar event. Start and end are wall-clock times in the event's own zone (an IANA id,
 * checked by the API: the database cannot know the tz database), or dates for an all-day event; occurrences are expanded by the shared domain. `first_start_at` and `last_end_at` are the
 * instants it spans (null = repeats without end), kept on every write, so a range query reads only candidates.
 * A course-bound event goes with its course: once the course is gone nobody could be enrolled in it, and
 * keeping the event with the course cleared would show it to everyone.
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    /** YYYY-MM-DDTHH:MM in the event's zone; YYYY-MM-DD when all-day (the end is then the last day). */
    startsAtLocal: text('starts_at_local').notNull(),
    endsAtLocal: text('ends_at_local'),
    timeZone: text('time_zone').notNull().default('UTC'),
    allDay: boolean('all_day').notNull().default(false),
    recurring: boolean('recurring').notNull().default(false),
    recurringPeriod: text('recurring_period').$type<RecurringPeriod>(),
    recurrenceEndDate: date('recurrence_end_date', { mode: 'string' }),
    occurrences: integer('occurrences'),
    visibility: text('visibility').$type<EventVisibility>().notNull().default('public'),
    location: text('location'),
    eventLink: text('event_link'),
    zoomLink: text('zoom_link'),
    requiredCourseId: uuid('required_course_id').references(() => courses.id, { onDelete: 'cascade' }),
    firstStartAt: timestamp('first_start_at', { withTimezone: true }).notNull(),
    lastEndAt: timestamp('last_end_at', { withTimezone: true }),
    /** The iCalendar SEQUENCE: 0 when created, one more on every edit. */
    sequence: integer('sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('calendar_events_recurring_period_check', sql`${t.recurringPeriod} in (${list(RECURRING_PERIODS)})`),
    check('calendar_events_visibility_check', sql`${t.visibility} in (${list(EVENT_VISIBILITIES)})`),
    check(
      'calendar_events_occurrences_check',
      sql`${t.occurrences} between 1 and ${sql.raw(`${EVENT_OCCURRENCES_MAX}`)}`,
    ),
    check('calendar_events_recurrence_check', sql`${t.recurring} or ${t.recurringPeriod} is null`),
    // The creator's list, newest created first.
    index('calendar_events_creator_idx').on(t.createdBy, t.createdAt),
    // The range pre-filter: first_start_at < range end and (last_end_at is null or last_end_at >= range start).
    index('calendar_events_span_idx').on(t.firstStartAt, t.lastEndAt),
    // Course-bound visibility and the cascade of a course's deletion.
    index('calendar_events_required_course_idx').on(t.requiredCourseId),
  ],
);

/**
 * A user's iCalendar subscription link, one per user. The token is an HMAC (server secret) of a random seed, so the
 * user's page can show the link again while the table alone yields no usable token; the feed route finds the row by
 * the token's SHA-256, like sessions.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 256 random bits, base64url. */
  tokenSeed: text('token_seed').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
