import type { EventInput } from '@woodshed/shared';

/** Event inputs for the calendar tests and the route catalogue. */

export const sampleEventInput: EventInput = {
  title: 'Group lesson',
  description: 'Bring your capo.',
  startsAt: '2026-03-03T18:00',
  endsAt: '2026-03-03T19:00',
  timeZone: 'America/New_York',
  recurring: true,
  recurringPeriod: 'weekly',
  occurrences: 4,
  visibility: 'public',
  location: 'Studio B',
  eventLink: 'https://example.com/lesson',
  zoomLink: null,
  requiredCourseId: null,
};
