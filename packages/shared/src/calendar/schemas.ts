import { z } from 'zod';
import { isTimeZone } from '../auth/index.ts';
import {
  calendarDateSchema,
  withinDateRange,
  isSingleLine,
  optionalLine,
  optionalLines,
  requiredLine,
} from '../common/index.ts';
import { firstInstance } from './calendar.ts';
import {
  CALENDAR_RANGE_MAX_DAYS,
  EVENT_DESCRIPTION_MAX,
  EVENT_LOCATION_MAX,
  EVENT_OCCURRENCES_MAX,
  EVENT_TITLE_MAX,
  EVENT_VISIBILITIES,
  RECURRING_PERIODS,
} from './constants.ts';
import { messages } from './messages.ts';

const m = messages.calendar;

/** Any IANA zone (issue 25); EVENT_TIME_ZONE_SUGGESTIONS are only the picker's first suggestions. */
export const eventTimeZoneSchema = z
  .string({ error: m.timeZoneInvalid })
  .max(100, m.timeZoneInvalid)
  .refine(isTimeZone, { message: m.timeZoneInvalid });
export const recurringPeriodSchema = z.enum(RECURRING_PERIODS, { error: m.periodRequired });
export const eventVisibilitySchema = z.enum(EVENT_VISIBILITIES, { error: m.visibilityInvalid });

/**
 * A wall-clock date and time in the event's own zone, as a datetime-local input gives it: YYYY-MM-DDTHH:MM, its date
 * DATE_MIN to DATE_MAX (so no occurrence, in any zone, leaves the years JavaScript and PostgreSQL share).
 */
export const localDateTimeSchema = (label: string) =>
  withinDateRange(
    z
      .string({ error: m.dateTimeInvalid })
      .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, m.dateTimeInvalid)
      .refine(
        (value) =>
          !Number.isNaN(Date.parse(`${value}:00Z`)) &&
          value.slice(0, 10) === new Date(`${value}:00Z`).toISOString().slice(0, 10),
        m.dateTimeInvalid,
      ),
    label,
    { invalid: m.dateTimeInvalid },
  );

const optionalLink = z
  .string()
  .trim()
  .max(2048, m.linkInvalid)
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => {
    if (value === null) return true;
    // new URL() silently drops tabs and line breaks; a link holding them (or other control characters) is refused.
    if (!isSingleLine(value)) return false;
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, m.linkInvalid);

/**
 * POST /api/calendar/events and PUT /api/calendar/events/:id (event creators, own events only). Spec part 3 §5:
 * empty description, end, location and links are saved as null; recurring needs a period; an end date and an
 * occurrence count exclude each other; not recurring clears period, end date and occurrences. An all-day event
 * gives dates (YYYY-MM-DD; the end is its last day, inclusive). The zone defaults to the creator's profile zone (the
 * route fills it in). Unknown fields are refused, never silently dropped.
 */
const startSchema = localDateTimeSchema('Start');
const endSchema = localDateTimeSchema('End');
const startDateSchema = calendarDateSchema('Start', { invalid: m.dateInvalid });
const endDateSchema = calendarDateSchema('End', { invalid: m.dateInvalid });

export const eventInputSchema = z
  .strictObject(
    {
      title: requiredLine('Title', EVENT_TITLE_MAX, m.titleRequired, m.titleTooLong),
      description: optionalLines('Description', EVENT_DESCRIPTION_MAX, m.descriptionTooLong),
      startsAt: z.string({ error: m.startRequired }).min(1, m.startRequired),
      endsAt: z
        .union([z.literal('').transform(() => null), z.string({ error: m.dateTimeInvalid }), z.null()])
        .optional()
        .transform((value) => value ?? null),
      timeZone: eventTimeZoneSchema.optional(),
      allDay: z.boolean({ error: m.dateInvalid }).default(false),
      recurring: z.boolean().default(false),
      recurringPeriod: recurringPeriodSchema.nullish().transform((value) => value ?? null),
      recurrenceEndDate: z
        .union([
          z.literal('').transform(() => null),
          calendarDateSchema('End date', { invalid: m.endDateInvalid }),
          z.null(),
        ])
        .optional()
        .transform((value) => value ?? null),
      occurrences: z
        .number({ error: m.occurrencesInvalid })
        .int(m.occurrencesInvalid)
        .min(1, m.occurrencesInvalid)
        .max(EVENT_OCCURRENCES_MAX, m.occurrencesInvalid)
        .nullish()
        .transform((value) => value ?? null),
      visibility: eventVisibilitySchema.default('public'),
      location: optionalLine('Location', EVENT_LOCATION_MAX, m.locationTooLong),
      eventLink: optionalLink,
      zoomLink: optionalLink,
      requiredCourseId: z
        .uuid(m.courseNotFound)
        .nullish()
        .transform((value) => value ?? null),
    },
    { error: m.unknownField },
  )
  .superRefine((event, ctx) => {
    const start = (event.allDay ? startDateSchema : startSchema).safeParse(event.startsAt);
    const end = event.endsAt === null ? null : (event.allDay ? endDateSchema : endSchema).safeParse(event.endsAt);
    for (const [result, path] of [
      [start, 'startsAt'],
      [end, 'endsAt'],
    ] as const) {
      const issue = result?.error?.issues[0];
      if (issue) ctx.addIssue({ code: 'custom', message: issue.message, path: [path] });
    }
    if (!start.success || end?.success === false) return;
    if (event.endsAt !== null) {
      // Compared as instants in the event's zone: 01:30–01:45 across a fall-back change is fine, 02:30–03:00 in a
      // spring-forward gap is not (its start moves to 03:30). All-day: the last day on or after the first.
      const zone = event.timeZone ?? 'UTC';
      const { start: from, end: to } = firstInstance({ ...event, timeZone: zone });
      if (event.allDay ? event.endsAt < event.startsAt : to !== null && to <= from) {
        ctx.addIssue({ code: 'custom', message: m.endBeforeStart, path: ['endsAt'] });
      }
    }
    if (!event.recurring) return;
    if (event.recurringPeriod === null)
      ctx.addIssue({ code: 'custom', message: m.periodRequired, path: ['recurringPeriod'] });
    if (event.recurrenceEndDate !== null && event.occurrences !== null) {
      ctx.addIssue({ code: 'custom', message: m.endDateOrOccurrences, path: ['occurrences'] });
    }
    if (event.recurrenceEndDate !== null && event.recurrenceEndDate < event.startsAt.slice(0, 10)) {
      ctx.addIssue({ code: 'custom', message: m.endDateInvalid, path: ['recurrenceEndDate'] });
    }
  })
  .transform((event) =>
    event.recurring ? event : { ...event, recurringPeriod: null, recurrenceEndDate: null, occurrences: null },
  );
export type EventInput = z.input<typeof eventInputSchema>;
/** An event input as the service stores it, its zone filled in. */
export type EventValues = z.output<typeof eventInputSchema> & { timeZone: string };

/** An event as its creator edits it (wall-clock times in its own zone). */
export const calendarEventSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  timeZone: z.string(),
  allDay: z.boolean(),
  recurring: z.boolean(),
  recurringPeriod: recurringPeriodSchema.nullable(),
  recurrenceEndDate: z.iso.date().nullable(),
  occurrences: z.number().int().nullable(),
  visibility: eventVisibilitySchema,
  location: z.string().nullable(),
  eventLink: z.string().nullable(),
  zoomLink: z.string().nullable(),
  requiredCourse: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** GET /api/calendar/events: the creator's own events, newest created first. */
export const myEventsResponseSchema = z.object({ items: z.array(calendarEventSchema) });
export type MyEventsResponse = z.infer<typeof myEventsResponseSchema>;

/** GET /api/calendar/occurrences?from=&to= (the viewer's local dates, inclusive, at most 62 days). */
export const occurrencesQuerySchema = z
  .object({
    from: calendarDateSchema('From', { invalid: m.rangeInvalid }),
    to: calendarDateSchema('To', { invalid: m.rangeInvalid }),
  })
  .refine(
    ({ from, to }) => {
      const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
      return days >= 0 && days < CALENDAR_RANGE_MAX_DAYS;
    },
    { error: m.rangeInvalid, path: ['to'] },
  );
export type OccurrencesQuery = z.infer<typeof occurrencesQuerySchema>;

export const occurrenceSchema = z.object({
  eventId: z.uuid(),
  /** The viewer's local date of this occurrence's start. */
  date: z.iso.date(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  timeZone: z.string(),
  /** Dates only: `date` is the event's own date, and the day lists it first. */
  allDay: z.boolean(),
  location: z.string().nullable(),
  eventLink: z.string().nullable(),
  zoomLink: z.string().nullable(),
  visibility: eventVisibilitySchema,
  recurringPeriod: recurringPeriodSchema.nullable(),
  requiredCourse: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  /** The viewer created it (they may edit it from /calendar/manage). */
  isOwn: z.boolean(),
});
export type Occurrence = z.infer<typeof occurrenceSchema>;

/** Every occurrence the viewer may see in the range, by start time, in one request. */
export const occurrencesResponseSchema = z.object({
  /** The viewer's zone, in which `date` is counted. */
  timeZone: z.string(),
  items: z.array(occurrenceSchema),
});
export type OccurrencesResponse = z.infer<typeof occurrencesResponseSchema>;

/**
 * GET/POST/DELETE /api/calendar/feed: the viewer's iCalendar subscription link. POST makes a new secret token
 * (replacing any earlier one, which stops working); DELETE revokes it. The feed itself is
 * GET /api/calendar/feeds/:token (public, text/calendar): the events the token's owner can see, with RRULEs and zones.
 * GET /api/calendar/events/:id/ics downloads one visible event ("Add to my calendar").
 */
export const calendarFeedSchema = z.object({ url: z.string().nullable() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
