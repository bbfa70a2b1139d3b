import { eventSpan, messages, type CalendarEvent, type EventValues, type RecurrenceEvent } from '@woodshed/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { calendarEvents, courses } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { isUuid } from '../../lib/ids.ts';

/** An event creator's own events: list, one, create, update, delete — never another's. */

/** An event input with its zone filled in (the creator's profile zone when the request gave none). */
export type EventInputValues = EventValues;

export const eventMissing = () => notFound(messages.calendar.notFound);
const courseMissing = () => badRequest(messages.calendar.courseNotFound, 'requiredCourseId');

/** The columns of an event with its required course's title (left join on courses). */
export const eventColumns = {
  id: calendarEvents.id,
  createdBy: calendarEvents.createdBy,
  title: calendarEvents.title,
  description: calendarEvents.description,
  startsAtLocal: calendarEvents.startsAtLocal,
  endsAtLocal: calendarEvents.endsAtLocal,
  timeZone: calendarEvents.timeZone,
  allDay: calendarEvents.allDay,
  recurring: calendarEvents.recurring,
  recurringPeriod: calendarEvents.recurringPeriod,
  recurrenceEndDate: calendarEvents.recurrenceEndDate,
  occurrences: calendarEvents.occurrences,
  visibility: calendarEvents.visibility,
  location: calendarEvents.location,
  eventLink: calendarEvents.eventLink,
  zoomLink: calendarEvents.zoomLink,
  requiredCourseId: calendarEvents.requiredCourseId,
  requiredCourseTitle: courses.title,
  sequence: calendarEvents.sequence,
  lastEndAt: calendarEvents.lastEndAt,
  createdAt: calendarEvents.createdAt,
  updatedAt: calendarEvents.updatedAt,
};

export const selectEvents = (db: DbOrTx) =>
  db.select(eventColumns).from(calendarEvents).leftJoin(courses, eq(courses.id, calendarEvents.requiredCourseId));

export type EventRow = Awaited<ReturnType<typeof selectEvents>>[number];

export const requiredCourseOf = (row: EventRow) =>
  row.requiredCourseId !== null && row.requiredCourseTitle !== null
    ? { id: row.requiredCourseId, title: row.requiredCourseTitle }
    : null;

/** The shape the domain's recurrence functions read. */
export const recurrenceOf = (
  row: Pick<
    EventRow,
    | 'startsAtLocal'
    | 'endsAtLocal'
    | 'timeZone'
    | 'allDay'
    | 'recurring'
    | 'recurringPeriod'
    | 'recurrenceEndDate'
    | 'occurrences'
  >,
): RecurrenceEvent => ({
  startsAt: row.startsAtLocal,
  endsAt: row.endsAtLocal,
  timeZone: row.timeZone,
  allDay: row.allDay,
  recurring: row.recurring,
  recurringPeriod: row.recurringPeriod,
  recurrenceEndDate: row.recurrenceEndDate,
  occurrences: row.occurrences,
});

const toCalendarEvent = (row: EventRow): CalendarEvent => ({
  id: row.id,
  title: row.title,
  description: row.description,
  startsAt: row.startsAtLocal,
  endsAt: row.endsAtLocal,
  timeZone: row.timeZone,
  allDay: row.allDay,
  recurring: row.recurring,
  recurringPeriod: row.recurringPeriod,
  recurrenceEndDate: row.recurrenceEndDate,
  occurrences: row.occurrences,
  visibility: row.visibility,
  location: row.location,
  eventLink: row.eventLink,
  zoomLink: row.zoomLink,
  requiredCourse: requiredCourseOf(row),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The stored values of an input, with the span the range filter reads (recomputed on every write). */
function values(input: EventInputValues) {
  const recurrence = {
    startsAtLocal: input.startsAt,
    endsAtLocal: input.endsAt,
    timeZone: input.timeZone,
    allDay: input.allDay,
    recurring: input.recurring,
    recurringPeriod: input.recurringPeriod,
    recurrenceEndDate: input.recurrenceEndDate,
    occurrences: input.occurrences,
  };
  const span = eventSpan(recurrenceOf(recurrence));
  return {
    ...recurrence,
    title: input.title,
    description: input.description,
    visibility: input.visibility,
    location: input.location,
    eventLink: input.eventLink,
    zoomLink: input.zoomLink,
    requiredCourseId: input.requiredCourseId,
    firstStartAt: span.firstStartAt,
    lastEndAt: span.lastEndAt,
  };
}

const ownEvent = (creatorId: string, id: string) =>
  and(eq(calendarEvents.id, id), eq(calendarEvents.createdBy, creatorId));

/** The creator's own events, newest created first. */
export async function listOwnEvents(db: DbOrTx, creatorId: string): Promise<CalendarEvent[]> {
  const rows = await selectEvents(db)
    .where(eq(calendarEvents.createdBy, creatorId))
    .orderBy(desc(calendarEvents.createdAt), desc(calendarEvents.id));
  return rows.map(toCalendarEvent);
}

/** One of the creator's own events; another's is 404, as if it did not exist. */
export async function getOwnEvent(db: DbOrTx, creatorId: string, id: string): Promise<CalendarEvent> {
  if (!isUuid(id)) throw eventMissing();
  const [row] = await selectEvents(db).where(ownEvent(creatorId, id));
  if (!row) throw eventMissing();
  return toCalendarEvent(row);
}

async function assertCourseExists(db: DbOrTx, courseId: string | null): Promise<void> {
  if (courseId === null) return;
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  if (!course) throw courseMissing();
}

/** A write naming a course deleted between the check and the write fails on the key: the same 400. */
async function guardCourseKey<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw courseMissing();
    throw error;
  }
}

export async function createEvent(db: DbOrTx, creatorId: string, input: EventInputValues): Promise<CalendarEvent> {
  await assertCourseExists(db, input.requiredCourseId);
  const [row] = await guardCourseKey(() =>
    db
      .insert(calendarEvents)
      .values({ ...values(input), createdBy: creatorId })
      .returning({ id: calendarEvents.id }),
  );
  if (!row) throw new Error('calendar_events insert returned no row');
  return getOwnEvent(db, creatorId, row.id);
}

export async function updateEvent(
  db: DbOrTx,
  creatorId: string,
  id: string,
  input: EventInputValues,
): Promise<CalendarEvent> {
  if (!isUuid(id)) throw eventMissing();
  await assertCourseExists(db, input.requiredCourseId);
  const [row] = await guardCourseKey(() =>
    db
      .update(calendarEvents)
      .set({ ...values(input), sequence: sql`${calendarEvents.sequence} + 1`, updatedAt: sql`now()` })
      .where(ownEvent(creatorId, id))
      .returning({ id: calendarEvents.id }),
  );
  if (!row) throw eventMissing();
  return getOwnEvent(db, creatorId, id);
}

export async function deleteEvent(db: DbOrTx, creatorId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw eventMissing();
  const deleted = await db.delete(calendarEvents).where(ownEvent(creatorId, id)).returning({ id: calendarEvents.id });
  if (deleted.length === 0) throw eventMissing();
}
