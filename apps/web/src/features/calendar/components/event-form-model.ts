import { zodResolver } from '@hookform/resolvers/zod';
import {
  eventInputSchema,
  RECURRING_PERIODS,
  type CalendarEvent,
  type EventInput,
  type EventVisibility,
  type RecurringPeriod,
} from '@woodshed/shared';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** The event form as typed: texts ('' for empty), the occurrences input's text; the shared schema decides the rest. */
export interface EventFormValues {
  title: string;
  description: string;
  /** YYYY-MM-DDTHH:MM, or YYYY-MM-DD when all-day. */
  startsAt: string;
  endsAt: string;
  allDay: boolean;
  recurring: boolean;
  recurringPeriod: RecurringPeriod | '';
  recurrenceEndDate: string;
  occurrences: string;
  visibility: EventVisibility;
  timeZone: string;
  location: string;
  eventLink: string;
  zoomLink: string;
  requiredCourseId: string;
}
export type EventFormOutput = z.output<typeof eventInputSchema>;

export const PERIOD_OPTIONS = [
  { value: '', label: 'Choose…' },
  ...RECURRING_PERIODS.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) })),
];
export const VISIBILITY_OPTIONS = [
  { value: 'public', label: 'Public (everyone signed in)' },
  { value: 'private', label: 'Private (only you)' },
];

/** A new event starts in the creator's own zone (their profile's). */
export function newEventValues(timeZone: string): EventFormValues {
  return {
    title: '',
    description: '',
    startsAt: '',
    endsAt: '',
    allDay: false,
    recurring: false,
    recurringPeriod: '',
    recurrenceEndDate: '',
    occurrences: '',
    visibility: 'public',
    timeZone,
    location: '',
    eventLink: '',
    zoomLink: '',
    requiredCourseId: '',
  };
}

export function valuesOfEvent(event: CalendarEvent): EventFormValues {
  return {
    title: event.title,
    description: event.description ?? '',
    startsAt: event.startsAt,
    endsAt: event.endsAt ?? '',
    allDay: event.allDay,
    recurring: event.recurring,
    recurringPeriod: event.recurringPeriod ?? '',
    recurrenceEndDate: event.recurrenceEndDate ?? '',
    occurrences: event.occurrences === null ? '' : String(event.occurrences),
    visibility: event.visibility,
    timeZone: event.timeZone,
    location: event.location ?? '',
    eventLink: event.eventLink ?? '',
    zoomLink: event.zoomLink ?? '',
    requiredCourseId: event.requiredCourse?.id ?? '',
  };
}

const orNull = (text: string | undefined): string | null => (text ? text : null);

/**
 * The start and end inputs' values when "All day" is ticked (dates) or unticked (times: 09:00, and no end), so the
 * date and datetime-local inputs never hold the other kind.
 */
export function switchAllDay(values: Pick<EventFormValues, 'startsAt' | 'endsAt'>, allDay: boolean) {
  const date = values.startsAt.slice(0, 10);
  if (allDay) return { startsAt: date, endsAt: values.endsAt.slice(0, 10) };
  return { startsAt: date ? `${date}T09:00` : '', endsAt: '' };
}

/** What the inputs hold as the request: empty texts are null; occurrences a number (NaN when not one, refused). */
export function toEventInput(values: EventFormValues): EventInput {
  const occurrences = (values.occurrences ?? '').trim();
  return {
    title: values.title ?? '',
    description: orNull(values.description),
    startsAt: values.startsAt ?? '',
    endsAt: orNull(values.endsAt),
    timeZone: values.timeZone,
    allDay: values.allDay === true,
    recurring: values.recurring === true,
    recurringPeriod: values.recurringPeriod ? values.recurringPeriod : null,
    recurrenceEndDate: orNull(values.recurrenceEndDate),
    occurrences: occurrences === '' ? null : Number(occurrences),
    visibility: values.visibility,
    location: orNull(values.location),
    eventLink: orNull(values.eventLink),
    zoomLink: orNull(values.zoomLink),
    requiredCourseId: orNull(values.requiredCourseId),
  };
}

/** The shared request schema, read from what the inputs hold: the same rules and messages as the server. */
export const eventResolver: Resolver<EventFormValues, unknown, EventFormOutput> = (values, context, options) =>
  zodResolver(eventInputSchema)(toEventInput(values), context, options as never) as ReturnType<
    Resolver<EventFormValues, unknown, EventFormOutput>
  >;
