import { addDaysToDate, eventSpan, localDateOf } from '@woodshed/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { calendarEvents, courses } from '../db/schema/index.ts';
import { findUserByEmail } from '../modules/auth/index.ts';
import { recurrenceOf } from '../modules/calendar/index.ts';
import { DEMO_TEACHER } from './demo.ts';
import { DEMO_ENROLMENT } from './demo-courses-content.ts';

/**
 * The demo teacher's calendar (issue 17): a weekly group lesson (public, ongoing), a monthly open jam for the course
 * the demo learner is enrolled in, a private event, an all-day open day and an online masterclass given from London
 * (a zone outside the US) — dated relative to today so the current month shows them all. Written into a school
 * without any event, once.
 */

const DEMO_EVENTS_LOCK_KEY = 7_357_205;
const MS_PER_MINUTE = 60_000;

type DemoEvent = Required<
  Omit<
    typeof calendarEvents.$inferInsert,
    'id' | 'createdBy' | 'firstStartAt' | 'lastEndAt' | 'createdAt' | 'updatedAt' | 'sequence'
  >
>;

/** The events, from today's date in Eastern time (the lesson's zone). */
export function demoEvents(today: string, courseId: string | null): DemoEvent[] {
  const month = today.slice(0, 7);
  // The Tuesday on or before four weeks before the 1st: the lesson has run for a while when the month begins.
  const before = addDaysToDate(`${month}-01`, -28);
  const weekday = new Date(`${before}T00:00:00Z`).getUTCDay();
  const firstLesson = addDaysToDate(before, -((weekday - 2 + 7) % 7));
  const lastMonth = addDaysToDate(`${month}-01`, -1).slice(0, 7);
  // Two days on, but within this month (the 28th exists in every month).
  const privateDay = `${month}-${String(Math.min(Number(today.slice(8, 10)) + 2, 28)).padStart(2, '0')}`;
  return [
    {
      title: 'Group lesson: blues rhythm',
      description: 'Our weekly group lesson. Bring your guitar, a capo and a question from your week of practice.',
      startsAtLocal: `${firstLesson}T18:00`,
      endsAtLocal: `${firstLesson}T19:00`,
      timeZone: 'America/New_York',
      allDay: false,
      recurring: true,
      recurringPeriod: 'weekly',
      recurrenceEndDate: null,
      occurrences: null,
      visibility: 'public',
      location: 'Studio B, Woodshed Music School',
      eventLink: null,
      zoomLink: 'https://zoom.us/j/5550100123',
      requiredCourseId: null,
    },
    {
      title: 'Open jam: First Month on Guitar',
      description: 'A relaxed monthly jam for the First Month class: G, C, D and Em songs, everyone plays.',
      startsAtLocal: `${lastMonth}-15T19:30`,
      endsAtLocal: `${lastMonth}-15T21:00`,
      timeZone: 'America/Chicago',
      allDay: false,
      recurring: true,
      recurringPeriod: 'monthly',
      recurrenceEndDate: null,
      occurrences: 12,
      visibility: 'public',
      location: 'The back room, Woodshed Music School',
      eventLink: null,
      zoomLink: null,
      requiredCourseId: courseId,
    },
    {
      title: 'Plan the spring recital set list',
      description: 'Private: pick pieces for each student and book the hall.',
      startsAtLocal: `${privateDay}T12:30`,
      endsAtLocal: `${privateDay}T13:00`,
      timeZone: 'America/New_York',
      allDay: false,
      recurring: false,
      recurringPeriod: null,
      recurrenceEndDate: null,
      occurrences: null,
      visibility: 'private',
      location: null,
      eventLink: null,
      zoomLink: null,
      requiredCourseId: null,
    },
    {
      title: 'Open day: try a guitar',
      description: 'Drop in any time: try our guitars, meet the teachers and sign up for lessons.',
      startsAtLocal: `${month}-20`,
      endsAtLocal: null,
      timeZone: 'America/New_York',
      allDay: true,
      recurring: false,
      recurringPeriod: null,
      recurrenceEndDate: null,
      occurrences: null,
      visibility: 'public',
      location: 'Woodshed Music School',
      eventLink: null,
      zoomLink: null,
      requiredCourseId: null,
    },
    {
      title: 'Online masterclass: fingerstyle from London',
      description: 'A guest teacher plays and explains three fingerstyle pieces, live from London.',
      startsAtLocal: `${month}-10T17:00`,
      endsAtLocal: `${month}-10T18:30`,
      timeZone: 'Europe/London',
      allDay: false,
      recurring: false,
      recurringPeriod: null,
      recurrenceEndDate: null,
      occurrences: null,
      visibility: 'public',
      location: null,
      eventLink: null,
      zoomLink: 'https://zoom.us/j/5550100456',
      requiredCourseId: null,
    },
  ];
}

async function eventsAreEmpty(db: DbOrTx): Promise<boolean> {
  const [existing] = await db.select({ id: calendarEvents.id }).from(calendarEvents).limit(1);
  return existing === undefined;
}

/** Writes the demo events when the school has none and the demo teacher exists; returns how many it wrote. */
export async function seedDemoEvents(db: Db, now: Date): Promise<number> {
  if (!(await eventsAreEmpty(db))) return 0;
  const teacher = await findUserByEmail(db, DEMO_TEACHER.email);
  if (!teacher) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_EVENTS_LOCK_KEY})`);
    // Read again under the lock: another instance may have done the work meanwhile.
    if (!(await eventsAreEmpty(tx))) return 0;
    // The learner's course when the demo courses are there; otherwise the jam is open to everyone.
    const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.title, DEMO_ENROLMENT.course));
    const events = demoEvents(localDateOf(now, 'America/New_York'), course?.id ?? null);
    await tx.insert(calendarEvents).values(
      events.map((event, index) => {
        const span = eventSpan(recurrenceOf(event));
        // A few minutes apart, so the teacher's list keeps this order (newest first: the private event on top).
        const createdAt = new Date(now.getTime() - (events.length - index) * MS_PER_MINUTE);
        return { ...event, createdBy: teacher.user.id, ...span, createdAt, updatedAt: createdAt };
      }),
    );
    return events.length;
  });
}
