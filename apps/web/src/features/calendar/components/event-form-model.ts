import { zodResolver } from '@hookform/resolvers/zod';
import {
  EVENT_TIME_ZONE_KEYS,
  EVENT_TIME_ZONES,
  eventInputSchema,
  RECURRING_PERIODS,
  type CalendarEvent,
  type EventInput,
  type EventTimeZone,
  type EventVisibility,
  type RecurringPeriod,
} from '@woodshed/shared';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { zoneOptionLabel } from './format';

/** The event form as typed: texts ('' for empty), the occurrences input's text; the shared schema decides the rest. */
export interface EventFormValues {
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
  recurring: boolean;
  recurringPeriod: RecurringPeriod | '';
  recurrenceEndDate: string;
  occurrences: string;
  visibility: EventVisibility;
  timeZone: EventTimeZone;
  location: string;
  eventLink: string;
  zoomLink: string;
  requiredCourseId: string;
}
export type EventFormOutput = z.output<typeof eventInputSchema>;

/** The form's fields in page order (a server refusal naming one goes beside it). */
export const EVENT_FIELDS = [
  'title',
  'description',
  'startsAt',
  'endsAt',
  'recurring',
  'recurringPeriod',
  'recurrenceEndDate',
  'occurrences',
  'visibility',
  'timeZone',
  'location',
  'eventLink',
  'zoomLink',
  'requiredCourseId',
] as const satisfies ReadonlyArray<keyof EventFormValues>;

export const PERIOD_OPTIONS = [
  { value: '', label: 'Choose…' },
  ...RECURRING_PERIODS.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) })),
];
export const VISIBILITY_OPTIONS = [
  { value: 'public', label: 'Public (everyone signed in)' },
  { value: 'private', label: 'Private (only you)' },
];
export const ZONE_OPTIONS = EVENT_TIME_ZONE_KEYS.map((value) => ({ value, label: zoneOptionLabel(value) }));

/** The choice matching the creator's own zone (their profile's), else UTC. */
export function zoneKeyOf(timeZone: string | undefined): EventTimeZone {
  return EVENT_TIME_ZONE_KEYS.find((key) => EVENT_TIME_ZONES[key] === timeZone) ?? 'UTC';
}

export function newEventValues(timeZone: EventTimeZone): EventFormValues {
  return {
    title: '',
    description: '',
    startsAt: '',
    endsAt: '',
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

/** What the inputs hold as the request: empty texts are null; occurrences a number (NaN when not one, refused). */
export function toEventInput(values: EventFormValues): EventInput {
  const occurrences = (values.occurrences ?? '').trim();
  return {
    title: values.title ?? '',
    description: orNull(values.description),
    startsAt: values.startsAt ?? '',
    endsAt: orNull(values.endsAt),
    timeZone: values.timeZone,
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
