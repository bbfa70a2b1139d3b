import {
  addDaysToDate,
  localDateOf,
  occurrencesInRange,
  viewerRange,
  type Occurrence,
  type OccurrencesResponse,
} from '@woodshed/shared';
import { and, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { calendarEvents, coursesEnrolled } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/ids.ts';
import { eventMissing, recurrenceOf, requiredCourseOf, selectEvents, type EventRow } from './events.ts';

/** Who is looking at the calendar (the signed-in user, or a feed token's owner). */
export interface Viewer {
  id: string;
  isSuperadmin: boolean;
}

/**
 * Who sees an event, as one condition: the viewer's own events; otherwise only public ones, and of those a course-bound
 * one only for users enrolled in the course and for superadmins.
 */
export function visibleTo(viewer: Viewer): SQL {
  const enrolled = sql`exists (select 1 from ${coursesEnrolled} where ${coursesEnrolled.courseId} = ${calendarEvents.requiredCourseId} and ${coursesEnrolled.userId} = ${viewer.id})`;
  const courseOpen = viewer.isSuperadmin ? sql`true` : or(isNull(calendarEvents.requiredCourseId), enrolled);
  return or(eq(calendarEvents.createdBy, viewer.id), and(eq(calendarEvents.visibility, 'public'), courseOpen))!;
}

/** Every event the viewer can see, by first start (the .ics feed). */
export async function listVisibleEvents(db: DbOrTx, viewer: Viewer): Promise<EventRow[]> {
  return selectEvents(db).where(visibleTo(viewer)).orderBy(calendarEvents.firstStartAt, calendarEvents.id);
}

/** One event the viewer can see; one they cannot is 404 like a missing one. */
export async function findVisibleEvent(db: DbOrTx, viewer: Viewer, id: string): Promise<EventRow> {
  if (!isUuid(id)) throw eventMissing();
  const [row] = await selectEvents(db).where(and(eq(calendarEvents.id, id), visibleTo(viewer)));
  if (!row) throw eventMissing();
  return row;
}

/**
 * The occurrences the viewer can see from `fromDate` to `toDate` (their local dates, inclusive): one query for the
 * visible events whose span meets the range (an index range scan), then the shared domain expands each one within
 * the range only. An all-day event is matched by its dates, not by instants: 5 March in London is on the viewer's
 * 5 March wherever they are, so its range is the same dates in its own zone (the span filter is widened by a day
 * each side for it), and it comes first in its day.
 */
export async function listOccurrences(
  db: DbOrTx,
  viewer: Viewer & { timezone: string },
  fromDate: string,
  toDate: string,
): Promise<OccurrencesResponse> {
  const { from, to } = viewerRange(fromDate, toDate, viewer.timezone);
  const wide = viewerRange(addDaysToDate(fromDate, -1), addDaysToDate(toDate, 1), viewer.timezone);
  const rows = await selectEvents(db).where(
    and(
      lt(calendarEvents.firstStartAt, wide.to),
      or(isNull(calendarEvents.lastEndAt), gte(calendarEvents.lastEndAt, wide.from)),
      visibleTo(viewer),
    ),
  );
  const items = rows.flatMap((row) => {
    const range = row.allDay ? viewerRange(fromDate, toDate, row.timeZone) : { from, to };
    const dateZone = row.allDay ? row.timeZone : viewer.timezone;
    return occurrencesInRange(recurrenceOf(row), range.from, range.to).map(({ start, end }): Occurrence => ({
      eventId: row.id,
      date: localDateOf(start, dateZone),
      startsAt: start.toISOString(),
      endsAt: end === null ? null : end.toISOString(),
      title: row.title,
      description: row.description,
      timeZone: row.timeZone,
      allDay: row.allDay,
      location: row.location,
      eventLink: row.eventLink,
      zoomLink: row.zoomLink,
      visibility: row.visibility,
      recurringPeriod: row.recurring ? row.recurringPeriod : null,
      requiredCourse: requiredCourseOf(row),
      isOwn: row.createdBy === viewer.id,
    }));
  });
  items.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      Number(b.allDay) - Number(a.allDay) ||
      a.startsAt.localeCompare(b.startsAt) ||
      a.eventId.localeCompare(b.eventId),
  );
  return { timeZone: viewer.timezone, items };
}
