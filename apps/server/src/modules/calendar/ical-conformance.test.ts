import {
  addDaysToDate,
  calendarEventSchema,
  occurrencesResponseSchema,
  startOfLocalDay,
  type EventInput,
} from '@woodshed/shared';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness.ts';

/**
 * Conformance with an independent iCalendar implementation (issue 25): a fixture of events created through the API,
 * the subscription feed parsed and expanded by ical.js (with the feed's own VTIMEZONEs), compared occurrence by
 * occurrence — start and end instants — with GET /api/calendar/occurrences over the same two years.
 */

const FROM = '2027-01-01';
const TO = '2028-12-31';
/** The occurrences API answers at most 62 days a request. */
const STEP_DAYS = 60;

type Fixture = Omit<EventInput, 'title'> & { title: string };

const once = { recurring: false } as const;
const FIXTURE: Fixture[] = [
  { title: 'One-off', startsAt: '2027-05-05T10:00', endsAt: '2027-05-05T11:00', timeZone: 'America/New_York', ...once },
  {
    title: 'UTC daily',
    startsAt: '2027-01-10T07:00',
    endsAt: '2027-01-10T08:00',
    timeZone: 'UTC',
    recurring: true,
    recurringPeriod: 'daily',
    occurrences: 30,
  },
  {
    title: 'Across midnight',
    startsAt: '2027-03-10T23:30',
    endsAt: '2027-03-11T00:30',
    timeZone: 'America/New_York',
    recurring: true,
    recurringPeriod: 'daily',
    occurrences: 8,
  },
  // New York: clocks forward 2027-03-14 02:00 → 03:00, back 2027-11-07 02:00 → 01:00.
  {
    title: 'NY gap',
    startsAt: '2027-03-10T02:30',
    endsAt: '2027-03-10T03:00',
    timeZone: 'America/New_York',
    recurring: true,
    recurringPeriod: 'daily',
    occurrences: 10,
  },
  {
    title: 'NY overlap',
    startsAt: '2027-11-03T01:00',
    endsAt: '2027-11-03T01:30',
    timeZone: 'America/New_York',
    recurring: true,
    recurringPeriod: 'daily',
    occurrences: 10,
  },
  {
    title: 'NY weekly',
    startsAt: '2026-11-03T18:00',
    endsAt: '2026-11-03T19:00',
    timeZone: 'America/New_York',
    recurring: true,
    recurringPeriod: 'weekly',
  },
  // London: forward 2027-03-28 01:00 → 02:00, back 2027-10-31 02:00 → 01:00.
  {
    title: 'London gap',
    startsAt: '2027-03-07T01:30',
    endsAt: '2027-03-07T02:30',
    timeZone: 'Europe/London',
    recurring: true,
    recurringPeriod: 'weekly',
    occurrences: 6,
  },
  {
    title: 'London overlap',
    startsAt: '2027-10-17T01:15',
    endsAt: '2027-10-17T01:45',
    timeZone: 'Europe/London',
    recurring: true,
    recurringPeriod: 'weekly',
    recurrenceEndDate: '2027-11-30',
  },
  // Sydney: back 2027-04-04 03:00 → 02:00, forward 2027-10-03 02:00 → 03:00.
  {
    title: 'Sydney daily',
    startsAt: '2027-04-01T02:30',
    endsAt: '2027-04-01T03:30',
    timeZone: 'Australia/Sydney',
    recurring: true,
    recurringPeriod: 'daily',
    occurrences: 7,
  },
  {
    title: 'Sydney gap',
    startsAt: '2027-09-30T02:15',
    endsAt: '2027-09-30T02:45',
    timeZone: 'Australia/Sydney',
    recurring: true,
    recurringPeriod: 'daily',
    occurrences: 7,
  },
  {
    title: 'Monthly 29th',
    startsAt: '2027-01-29T02:30',
    endsAt: '2027-01-29T04:00',
    timeZone: 'Australia/Sydney',
    recurring: true,
    recurringPeriod: 'monthly',
    occurrences: 20,
  },
  // Auckland: back 2027-04-04 03:00 → 02:00, forward 2027-09-26 02:00 → 03:00.
  {
    title: 'Monthly 30th',
    startsAt: '2027-01-30T02:15',
    endsAt: '2027-01-30T03:15',
    timeZone: 'Pacific/Auckland',
    recurring: true,
    recurringPeriod: 'monthly',
    recurrenceEndDate: '2028-12-31',
  },
  {
    title: 'Auckland gap',
    startsAt: '2027-09-19T02:30',
    endsAt: '2027-09-19T03:30',
    timeZone: 'Pacific/Auckland',
    recurring: true,
    recurringPeriod: 'weekly',
    occurrences: 4,
  },
  {
    title: 'Auckland overlap',
    startsAt: '2027-04-02T02:30',
    endsAt: '2027-04-02T03:00',
    timeZone: 'Pacific/Auckland',
    recurring: true,
    recurringPeriod: 'daily',
    occurrences: 5,
  },
  {
    title: 'Monthly 31st',
    startsAt: '2027-01-31T09:00',
    endsAt: '2027-01-31T10:00',
    timeZone: 'Asia/Kathmandu',
    recurring: true,
    recurringPeriod: 'monthly',
  },
  // Lord Howe changes by 30 minutes: back 2027-04-04 02:00 → 01:30, forward 2027-10-03 02:00 → 02:30.
  {
    title: 'Lord Howe overlap',
    startsAt: '2027-04-01T01:45',
    endsAt: '2027-04-01T02:15',
    timeZone: 'Australia/Lord_Howe',
    recurring: true,
    recurringPeriod: 'daily',
    occurrences: 7,
  },
  {
    title: 'Lord Howe gap',
    startsAt: '2027-09-30T02:10',
    endsAt: '2027-09-30T02:40',
    timeZone: 'Australia/Lord_Howe',
    recurring: true,
    recurringPeriod: 'daily',
    occurrences: 7,
  },
  {
    title: 'Leap day',
    startsAt: '2024-02-29T12:00',
    endsAt: '2024-02-29T13:00',
    timeZone: 'Australia/Lord_Howe',
    recurring: true,
    recurringPeriod: 'yearly',
  },
  {
    title: 'All-day weekend',
    startsAt: '2027-06-12',
    endsAt: '2027-06-13',
    allDay: true,
    timeZone: 'Europe/London',
    recurring: true,
    recurringPeriod: 'weekly',
    occurrences: 5,
  },
  {
    title: 'All-day yearly',
    startsAt: '2027-10-03',
    endsAt: null,
    allDay: true,
    timeZone: 'Australia/Sydney',
    recurring: true,
    recurringPeriod: 'yearly',
  },
];

let ctx: TestContext;
let creator: TestUser;
let viewer: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  creator = await ctx.createUser({ eventCreator: true });
  viewer = await ctx.createUser();
});
afterAll(async () => {
  await ctx.close();
});

/** 'uid start end' per occurrence, as instants (ISO). */
type Key = string;

async function appOccurrences(zones: Map<string, string>): Promise<Key[]> {
  const keys: Key[] = [];
  for (let from = FROM; from <= TO; from = addDaysToDate(from, STEP_DAYS + 1)) {
    const to = [addDaysToDate(from, STEP_DAYS), TO].sort()[0]!;
    const response = await ctx.request('GET', `/api/calendar/occurrences?from=${from}&to=${to}`, { as: viewer });
    expect(response.statusCode, response.body).toBe(200);
    for (const o of occurrencesResponseSchema.parse(response.json()).items) {
      if (zones.has(o.eventId)) keys.push(`${o.eventId} ${o.startsAt} ${o.endsAt}`);
    }
  }
  return keys;
}

/** An ical.js time as an instant; a DATE (all-day) is the local midnight of that date in the event's zone. */
function instantOf(time: ICAL.Time, zone: string): string {
  if (time.isDate) return new Date(startOfLocalDay(time.toString().slice(0, 10), zone)).toISOString();
  return time.toJSDate().toISOString();
}

function icalOccurrences(feed: string, zones: Map<string, string>): Key[] {
  const calendar = new ICAL.Component(ICAL.parse(feed));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const from = Date.parse(`${FROM}T00:00:00Z`);
  const to = Date.parse(`${addDaysToDate(TO, 1)}T00:00:00Z`);
  const keys: Key[] = [];
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  // The feed pins occurrences next to an offset change with RECURRENCE-ID overrides; ical.js applies them once related.
  const masters = events.filter((event) => !event.isRecurrenceException());
  for (const override of events.filter((event) => event.isRecurrenceException())) {
    masters.find((master) => master.uid === override.uid)!.relateException(override);
  }
  for (const event of masters) {
    const id = event.uid.split('@')[0]!;
    const zone = zones.get(id)!;
    const expansion = event.iterator();
    for (let next = expansion.next(); next; next = expansion.next()) {
      const details = event.getOccurrenceDetails(next);
      const start = instantOf(details.startDate, zone);
      if (Date.parse(start) >= to) break;
      if (Date.parse(start) < from) continue;
      keys.push(`${id} ${start} ${instantOf(details.endDate, zone)}`);
    }
  }
  return keys;
}

describe('iCalendar conformance with ical.js', () => {
  it('expands the feed exactly as the occurrences API over two years', async () => {
    const zones = new Map<string, string>();
    for (const input of FIXTURE) {
      const response = await ctx.request('POST', '/api/calendar/events', { as: creator, body: input });
      expect(response.statusCode, `${input.title}: ${response.body}`).toBe(201);
      const event = calendarEventSchema.parse(response.json());
      zones.set(event.id, event.timeZone);
    }
    const feedUrl = (await ctx.request('POST', '/api/calendar/feed', { as: viewer })).json() as { url: string };
    const feed = await ctx.request('GET', new URL(feedUrl.url).pathname);
    expect(feed.statusCode).toBe(200);

    const app = (await appOccurrences(zones)).sort();
    const ical = icalOccurrences(feed.body, zones).sort();
    const onlyApp = app.filter((key) => !ical.includes(key));
    const onlyIcal = ical.filter((key) => !app.includes(key));
    const titles = new Map([...zones.keys()].map((id, index) => [id, FIXTURE[index]!.title]));
    const named = (keys: Key[]) => keys.map((key) => `${titles.get(key.split(' ')[0]!)}: ${key.slice(37)}`);
    expect({ onlyApp: named(onlyApp), onlyIcal: named(onlyIcal) }).toEqual({ onlyApp: [], onlyIcal: [] });
    expect(app.length).toBe(ical.length);
    // The fixture's size and the comparison's (issue 25's closing note): 20 events, 277 occurrences, none differing.
    expect([FIXTURE.length, app.length]).toEqual([20, 277]);
  });
});
