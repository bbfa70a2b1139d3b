import { eventInputSchema, messages } from '@woodshed/shared';
import { describe, expect, it } from 'vitest';
import { newEventValues, switchAllDay, toEventInput } from './event-form-model';

const m = messages.calendar;

const weekly = {
  ...newEventValues('America/New_York'),
  title: ' Group lesson ',
  startsAt: '2026-03-10T18:00',
  recurring: true,
  recurringPeriod: 'weekly' as const,
  occurrences: '4',
};

describe('event form model', () => {
  it('sends empty texts as null and the occurrences as a number', () => {
    const parsed = eventInputSchema.parse(toEventInput(weekly));
    expect(parsed).toMatchObject({
      title: 'Group lesson',
      description: null,
      endsAt: null,
      location: null,
      eventLink: null,
      requiredCourseId: null,
      recurringPeriod: 'weekly',
      occurrences: 4,
      recurrenceEndDate: null,
      timeZone: 'America/New_York',
    });
  });

  it('refuses what the server refuses, with its words', () => {
    const result = eventInputSchema.safeParse(
      toEventInput({ ...weekly, title: '', recurringPeriod: '', occurrences: 'x', eventLink: 'ftp://a' }),
    );
    const byField = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(byField).toMatchObject({
      title: m.titleRequired,
      occurrences: m.occurrencesInvalid,
      eventLink: m.linkInvalid,
    });
  });

  it('drops the recurrence of a one-off event', () => {
    const parsed = eventInputSchema.parse(
      toEventInput({ ...weekly, recurring: false, recurrenceEndDate: '2026-05-01' }),
    );
    expect(parsed).toMatchObject({
      recurring: false,
      recurringPeriod: null,
      occurrences: null,
      recurrenceEndDate: null,
    });
  });

  it('starts in the creator zone, whichever it is', () => {
    expect(newEventValues('Europe/London').timeZone).toBe('Europe/London');
  });

  it('sends an all-day event as dates, switching the inputs between dates and times', () => {
    const dates = switchAllDay({ startsAt: '2027-06-12T18:00', endsAt: '2027-06-13T10:00' }, true);
    expect(dates).toEqual({ startsAt: '2027-06-12', endsAt: '2027-06-13' });
    const parsed = eventInputSchema.parse(toEventInput({ ...weekly, ...dates, allDay: true }));
    expect(parsed).toMatchObject({ allDay: true, startsAt: '2027-06-12', endsAt: '2027-06-13' });
    expect(switchAllDay(dates, false)).toEqual({ startsAt: '2027-06-12T09:00', endsAt: '' });
  });
});
