import {
  calendarEventSchema,
  messages,
  myEventsResponseSchema,
  occurrencesResponseSchema,
  type CalendarEvent,
  type EventInput,
  type Occurrence,
} from '@woodshed/shared';
import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/index.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness.ts';
import { createCourseAs, enrolAs, errorOf, learnerIn } from '../courses/test-fixtures.ts';
import { sampleEventInput } from './test-fixtures.ts';

const m = messages.calendar;
let ctx: TestContext;
let admin: TestUser;
let creator: TestUser;
let otherCreator: TestUser;
let learner: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.createUser({ isSuperadmin: true });
  creator = await ctx.createUser({ eventCreator: true });
  otherCreator = await ctx.createUser({ eventCreator: true });
  learner = await learnerIn(ctx, 'America/New_York');
});
afterAll(async () => {
  await ctx.close();
});

async function createEvent(as: TestUser, overrides: Partial<EventInput> = {}): Promise<CalendarEvent> {
  const response = await ctx.request('POST', '/api/calendar/events', {
    as,
    body: { ...sampleEventInput, ...overrides },
  });
  expect(response.statusCode, response.body).toBe(201);
  return calendarEventSchema.parse(response.json());
}

async function occurrencesOf(as: TestUser, from: string, to: string): Promise<Occurrence[]> {
  const response = await ctx.request('GET', `/api/calendar/occurrences?from=${from}&to=${to}`, { as });
  expect(response.statusCode, response.body).toBe(200);
  return occurrencesResponseSchema.parse(response.json()).items;
}

const idsOf = (items: Occurrence[]) => new Set(items.map((o) => o.eventId));

/** The VEVENTs of an iCalendar text, parsed by ical.js (a real RFC 5545 parser). */
function veventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

describe('event management (event creators, own events only)', () => {
  it('creates, lists newest first, reads, updates and deletes; null-saving per spec §5', async () => {
    const first = await createEvent(creator, { description: '', location: '  ', zoomLink: '' });
    expect(first).toMatchObject({
      title: 'Group lesson',
      description: null,
      location: null,
      zoomLink: null,
      startsAt: '2026-03-03T18:00',
      timeZone: 'America/New_York',
      recurringPeriod: 'weekly',
      occurrences: 4,
      requiredCourse: null,
    });
    const second = await createEvent(creator, { title: 'One-off', recurring: false, occurrences: 9 });
    expect(second).toMatchObject({ recurring: false, recurringPeriod: null, occurrences: null });

    const list = await ctx.request('GET', '/api/calendar/events', { as: creator });
    const ids = myEventsResponseSchema.parse(list.json()).items.map((e) => e.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));

    const updated = await ctx.request('PUT', `/api/calendar/events/${first.id}`, {
      as: creator,
      body: { ...sampleEventInput, title: 'Moved lesson', occurrences: null, recurrenceEndDate: '2026-04-30' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ title: 'Moved lesson', occurrences: null, recurrenceEndDate: '2026-04-30' });
    expect((await ctx.request('GET', `/api/calendar/events/${first.id}`, { as: creator })).json().title).toBe(
      'Moved lesson',
    );

    expect((await ctx.request('DELETE', `/api/calendar/events/${first.id}`, { as: creator })).statusCode).toBe(204);
    const gone = await ctx.request('GET', `/api/calendar/events/${first.id}`, { as: creator });
    expect([gone.statusCode, errorOf(gone).message]).toEqual([404, m.notFound]);
  });

  it('refuses learners (403) and hides another creator’s event (404), superadmins included', async () => {
    const event = await createEvent(creator);
    const asLearner = await ctx.request('POST', '/api/calendar/events', { as: learner, body: sampleEventInput });
    expect(asLearner.statusCode).toBe(403);
    expect((await ctx.request('GET', '/api/calendar/events', { as: learner })).statusCode).toBe(403);
    for (const other of [otherCreator, admin]) {
      for (const [method, body] of [['GET'], ['PUT', sampleEventInput], ['DELETE']] as const) {
        const response = await ctx.request(method, `/api/calendar/events/${event.id}`, { as: other, body });
        expect([response.statusCode, errorOf(response).message]).toEqual([404, m.notFound]);
      }
      const list = myEventsResponseSchema.parse(
        (await ctx.request('GET', '/api/calendar/events', { as: other })).json(),
      );
      expect(list.items.map((e) => e.id)).not.toContain(event.id);
    }
    // The superadmin passes the eventCreator level for their own events.
    await createEvent(admin);
  });

  it('answers validation errors with the spec messages and the field', async () => {
    const cases: Array<[Partial<EventInput>, string, string]> = [
      [{ title: '  ' }, m.titleRequired, 'title'],
      [{ startsAt: '2026-02-30T10:00' }, m.dateTimeInvalid, 'startsAt'],
      [{ endsAt: '2026-03-03T17:00' }, m.endBeforeStart, 'endsAt'],
      [{ recurringPeriod: null }, m.periodRequired, 'recurringPeriod'],
      [{ occurrences: 0 }, m.occurrencesInvalid, 'occurrences'],
      [{ recurrenceEndDate: '2026-05-01' }, m.endDateOrOccurrences, 'occurrences'],
      [{ eventLink: 'javascript:alert(1)' }, m.linkInvalid, 'eventLink'],
      [{ requiredCourseId: '00000000-0000-4000-8000-000000000000' }, m.courseNotFound, 'requiredCourseId'],
    ];
    for (const [overrides, message, field] of cases) {
      const response = await ctx.request('POST', '/api/calendar/events', {
        as: creator,
        body: { ...sampleEventInput, ...overrides },
      });
      expect([response.statusCode, errorOf(response).message, errorOf(response).field]).toEqual([400, message, field]);
    }
  });
});

describe('occurrences and visibility', () => {
  it('gives a weekly event limited to 4 on its four days, in the viewer’s zone', async () => {
    const event = await createEvent(creator, { title: 'Four Tuesdays' });
    const tokyo = await learnerIn(ctx, 'Asia/Tokyo');
    const mine = (await occurrencesOf(learner, '2026-02-22', '2026-04-04')).filter((o) => o.eventId === event.id);
    expect(mine.map((o) => o.date)).toEqual(['2026-03-03', '2026-03-10', '2026-03-17', '2026-03-24']);
    // 18:00 New York through the DST change on 8 March: 23:00 UTC, then 22:00 UTC.
    expect(mine.map((o) => o.startsAt.slice(11, 16))).toEqual(['23:00', '22:00', '22:00', '22:00']);
    expect(mine[0]).toMatchObject({ title: 'Four Tuesdays', isOwn: false, endsAt: '2026-03-04T00:00:00.000Z' });
    const inTokyo = (await occurrencesOf(tokyo, '2026-02-22', '2026-04-04')).filter((o) => o.eventId === event.id);
    expect(inTokyo.map((o) => o.date)).toEqual(['2026-03-04', '2026-03-11', '2026-03-18', '2026-03-25']);
    expect((await occurrencesOf(creator, '2026-03-01', '2026-03-07')).find((o) => o.eventId === event.id)?.isOwn).toBe(
      true,
    );
  });

  it('shows private events to their creator only and course-bound ones to the enrolled, the creator and superadmins', async () => {
    const course = await createCourseAs(ctx, admin);
    const enrolled = await ctx.createUser();
    await enrolAs(ctx, enrolled, course.id);
    const when = { startsAt: '2026-06-10T10:00', endsAt: null, recurring: false };
    const open = await createEvent(creator, { ...when, title: 'Open' });
    const secret = await createEvent(creator, { ...when, title: 'Secret', visibility: 'private' });
    const bound = await createEvent(creator, { ...when, title: 'Jam', requiredCourseId: course.id });
    const range = ['2026-06-01', '2026-06-30'] as const;

    expect(idsOf(await occurrencesOf(creator, ...range))).toEqual(new Set([open.id, secret.id, bound.id]));
    expect(idsOf(await occurrencesOf(enrolled, ...range))).toEqual(new Set([open.id, bound.id]));
    expect(idsOf(await occurrencesOf(learner, ...range))).toEqual(new Set([open.id]));
    expect(idsOf(await occurrencesOf(admin, ...range))).toEqual(new Set([open.id, bound.id]));
    const jam = (await occurrencesOf(enrolled, ...range)).find((o) => o.eventId === bound.id);
    expect(jam?.requiredCourse).toEqual({ id: course.id, title: course.title });

    // The .ics download follows the same rule.
    const download = await ctx.request('GET', `/api/calendar/events/${open.id}/ics`, { as: learner });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toMatch(/^text\/calendar/);
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
    expect(veventsOf(download.body).map((e) => e.summary)).toEqual(['Open']);
    for (const hidden of [secret, bound]) {
      const refused = await ctx.request('GET', `/api/calendar/events/${hidden.id}/ics`, { as: learner });
      expect([refused.statusCode, errorOf(refused).message]).toEqual([404, m.notFound]);
    }
  });

  it('refuses a range that is not two dates at most 62 days apart', async () => {
    for (const query of ['from=2026-01-01&to=2026-03-05', 'from=2026-03-05&to=2026-03-01', 'from=x&to=2026-03-01']) {
      const response = await ctx.request('GET', `/api/calendar/occurrences?${query}`, { as: learner });
      expect([response.statusCode, errorOf(response).message]).toEqual([400, m.rangeInvalid]);
    }
  });
});

describe('iCalendar feed', () => {
  it('lists what the owner can see with RRULEs and zones, and refuses a replaced or revoked token', async () => {
    const subscriber = await ctx.createUser();
    expect((await ctx.request('GET', '/api/calendar/feed', { as: subscriber })).json()).toEqual({ url: null });
    // Long enough to fold, with multi-byte characters that a fold must not split.
    const longText = `Line one\nLine two ${'é🎸'.repeat(40)}`;
    const weekly = await createEvent(creator, { title: 'Weekly; with, commas', description: longText });
    const monthly = await createEvent(creator, {
      title: 'Monthly jam',
      timeZone: 'America/Los_Angeles',
      startsAt: '2026-01-31T19:30',
      endsAt: null,
      recurringPeriod: 'monthly',
      occurrences: null,
      recurrenceEndDate: '2026-12-31',
    });
    const hidden = await createEvent(creator, { title: 'Hidden', visibility: 'private' });
    // A link with line breaks (an attempt to inject iCalendar lines) is refused when written.
    const sneaky = await ctx.request('POST', '/api/calendar/events', {
      as: creator,
      body: {
        ...sampleEventInput,
        title: 'Sneaky link',
        eventLink: 'https://example.com/a\r\nBEGIN:VEVENT\r\nSUMMARY:Injected',
      },
    });
    expect(sneaky.statusCode).toBe(400);
    expect(sneaky.json()).toMatchObject({ error: { field: 'eventLink' } });

    const { url } = (await ctx.request('POST', '/api/calendar/feed', { as: subscriber })).json() as { url: string };
    expect(url).toMatch(/^http:\/\/localhost:\d+\/api\/calendar\/feeds\/[A-Za-z0-9_-]{43}$/);
    expect((await ctx.request('GET', '/api/calendar/feed', { as: subscriber })).json()).toEqual({ url });
    const path = new URL(url).pathname;
    const feed = await ctx.request('GET', path);
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);

    const events = veventsOf(feed.body);
    const byUid = new Map(events.map((e) => [e.uid.split('@')[0], e]));
    expect(byUid.has(hidden.id)).toBe(false);
    const lesson = byUid.get(weekly.id)!;
    expect(lesson.summary).toBe('Weekly; with, commas');
    expect(lesson.description).toBe(longText);
    for (const line of feed.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lesson.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('America/New_York');
    expect(lesson.startDate.zone?.tzid).toBe('America/New_York');
    expect(lesson.startDate.toJSDate().toISOString()).toBe('2026-03-03T23:00:00.000Z');
    const rule = lesson.component.getFirstPropertyValue('rrule') as ICAL.Recur;
    expect([rule.freq, rule.count]).toEqual(['WEEKLY', 4]);
    // ical.js expands the RRULE in the zone: the fourth Tuesday is after the DST change, still 18:00 New York.
    const expanded = lesson.iterator();
    const starts = [1, 2, 3, 4].map(() => expanded.next()!.toJSDate().toISOString());
    expect(starts).toEqual([
      '2026-03-03T23:00:00.000Z',
      '2026-03-10T22:00:00.000Z',
      '2026-03-17T22:00:00.000Z',
      '2026-03-24T22:00:00.000Z',
    ]);
    expect(expanded.next()).toBeFalsy();
    const jam = byUid.get(monthly.id)!;
    expect(jam.startDate.zone?.tzid).toBe('America/Los_Angeles');
    const jamRule = jam.component.getFirstPropertyValue('rrule') as ICAL.Recur;
    expect(jamRule.freq).toBe('MONTHLY');
    expect(jamRule.until?.toJSDate().toISOString()).toBe('2027-01-01T07:59:59.000Z');

    // A new link replaces the old one; revoking ends it.
    const { url: next } = (await ctx.request('POST', '/api/calendar/feed', { as: subscriber })).json() as {
      url: string;
    };
    expect(next).not.toBe(url);
    const old = await ctx.request('GET', path);
    expect([old.statusCode, errorOf(old).message]).toEqual([404, m.feedRevoked]);
    expect((await ctx.request('GET', new URL(next).pathname)).statusCode).toBe(200);
    expect((await ctx.request('DELETE', '/api/calendar/feed', { as: subscriber })).statusCode).toBe(204);
    expect((await ctx.request('GET', new URL(next).pathname)).statusCode).toBe(404);
    expect((await ctx.request('GET', '/api/calendar/feed', { as: subscriber })).json()).toEqual({ url: null });
    expect((await ctx.request('GET', '/api/calendar/feeds/not-a-token')).statusCode).toBe(404);
  });
});

describe('a calendar for the whole world (issue 25)', () => {
  it('takes any IANA zone, and the creator’s profile zone when none is given', async () => {
    for (const timeZone of ['Europe/London', 'Australia/Sydney', 'Pacific/Auckland', 'Asia/Kathmandu']) {
      expect((await createEvent(creator, { timeZone })).timeZone).toBe(timeZone);
    }
    const bad = await ctx.request('POST', '/api/calendar/events', {
      as: creator,
      body: { ...sampleEventInput, timeZone: 'Eastern' },
    });
    expect([bad.statusCode, errorOf(bad).message, errorOf(bad).field]).toEqual([400, m.timeZoneInvalid, 'timeZone']);
    const auckland = await ctx.createUser({ eventCreator: true });
    await ctx.database.db.update(profiles).set({ timezone: 'Pacific/Auckland' }).where(eq(profiles.id, auckland.id));
    const { timeZone: _omitted, ...withoutZone } = sampleEventInput;
    const response = await ctx.request('POST', '/api/calendar/events', { as: auckland, body: withoutZone });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ timeZone: 'Pacific/Auckland' });
  });

  it('refuses unknown fields instead of dropping them', async () => {
    const response = await ctx.request('POST', '/api/calendar/events', {
      as: creator,
      body: { ...sampleEventInput, colour: 'red' },
    });
    expect([response.statusCode, errorOf(response).message]).toEqual([400, m.unknownField]);
  });

  it('stores an all-day event as dates, lists it first in its day and writes DATE values in the feed', async () => {
    const event = await createEvent(creator, {
      title: 'Recital weekend',
      allDay: true,
      startsAt: '2027-06-12',
      endsAt: '2027-06-13',
      timeZone: 'Europe/London',
      recurring: false,
    });
    expect(event).toMatchObject({ allDay: true, startsAt: '2027-06-12', endsAt: '2027-06-13' });
    const early = await createEvent(creator, {
      title: 'Early',
      startsAt: '2027-06-12T00:30',
      endsAt: null,
      timeZone: 'America/New_York',
      recurring: false,
    });
    // A viewer in Tokyo sees it on the 12th (its own date), ahead of a timed event earlier that day.
    const tokyo = await learnerIn(ctx, 'Asia/Tokyo');
    const day = (await occurrencesOf(tokyo, '2027-06-12', '2027-06-12')).filter((o) =>
      [event.id, early.id].includes(o.eventId),
    );
    expect(day.map((o) => [o.eventId, o.date, o.allDay])).toEqual([
      [event.id, '2027-06-12', true],
      [early.id, '2027-06-12', false],
    ]);
    expect([day[0]!.startsAt, day[0]!.endsAt]).toEqual(['2027-06-11T23:00:00.000Z', '2027-06-13T23:00:00.000Z']);
    const ics = await ctx.request('GET', `/api/calendar/events/${event.id}/ics`, { as: learner });
    expect(ics.body).toContain('DTSTART;VALUE=DATE:20270612\r\nDTEND;VALUE=DATE:20270614\r\n');
    const bad = await ctx.request('POST', '/api/calendar/events', {
      as: creator,
      body: { ...sampleEventInput, allDay: true, startsAt: '2027-06-12T10:00', endsAt: null },
    });
    expect([bad.statusCode, errorOf(bad).field]).toEqual([400, 'startsAt']);
  });

  it('refuses a one-off that ends before it starts once the zone is resolved (a spring-forward gap)', async () => {
    const response = await ctx.request('POST', '/api/calendar/events', {
      as: creator,
      body: { ...sampleEventInput, startsAt: '2027-03-14T02:30', endsAt: '2027-03-14T03:00', recurring: false },
    });
    expect([response.statusCode, errorOf(response).message, errorOf(response).field]).toEqual([
      400,
      m.endBeforeStart,
      'endsAt',
    ]);
  });

  it('keeps 02:30–03:00 New York half an hour on the day the clocks go forward', async () => {
    const event = await createEvent(creator, {
      startsAt: '2027-03-13T02:30',
      endsAt: '2027-03-13T03:00',
      recurringPeriod: 'daily',
      occurrences: 3,
    });
    const found = (await occurrencesOf(learner, '2027-03-14', '2027-03-14')).find((o) => o.eventId === event.id);
    expect([found?.startsAt, found?.endsAt]).toEqual(['2027-03-14T07:30:00.000Z', '2027-03-14T08:00:00.000Z']);
  });

  it('raises SEQUENCE on every edit, stamps the file with its own time and states old DST rules', async () => {
    const event = await createEvent(creator, {
      startsAt: '2005-11-01T10:00',
      endsAt: '2005-11-01T11:00',
      recurring: false,
    });
    for (const title of ['Edited once', 'Edited twice']) {
      const put = await ctx.request('PUT', `/api/calendar/events/${event.id}`, {
        as: creator,
        body: {
          ...sampleEventInput,
          title,
          startsAt: '2005-11-01T10:00',
          endsAt: '2005-11-01T11:00',
          recurring: false,
        },
      });
      expect(put.statusCode, put.body).toBe(200);
    }
    const before = Date.now();
    const ics = await ctx.request('GET', `/api/calendar/events/${event.id}/ics`, { as: learner });
    const [vevent] = veventsOf(ics.body);
    expect(vevent!.component.getFirstPropertyValue('sequence')).toBe(2);
    const stamp = (vevent!.component.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().getTime();
    expect(stamp).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    // In 2005 the US still fell back on the last Sunday of October: 10:00 EST is 15:00Z.
    expect(vevent!.startDate.toJSDate().toISOString()).toBe('2005-11-01T15:00:00.000Z');
  });
});
