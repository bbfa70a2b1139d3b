import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysToDate, localDateOf } from '../common/index.ts';
import {
  eventSpan,
  firstInstance,
  occurrencesInRange,
  viewerRange,
  wallToInstant,
  type RecurrenceEvent,
} from './calendar.ts';
import { naiveOccurrences } from './occurrences-reference.test-support.ts';
import { EVENT_TIME_ZONE_SUGGESTIONS, RECURRING_PERIODS } from './constants.ts';

const DAY = 86_400_000;
/** The spec's eight and zones elsewhere with whole-hour changes (or none). */
const ZONES = [
  ...EVENT_TIME_ZONE_SUGGESTIONS,
  'Europe/London',
  'Australia/Sydney',
  'Pacific/Auckland',
  'Asia/Kathmandu',
];
/** Past any bounded test event (Feb 29 × 40 from 2030 ends before 2200, the last year of DATE_MAX). */
const FAR = new Date('2400-01-01T00:00:00Z');

/** Wall-clock date and time of an instant in a zone, by Intl: an oracle independent of the code under test. */
const wallOf = (instant: Date, zone: string) => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
};

const event = (overrides: Partial<RecurrenceEvent>): RecurrenceEvent => ({
  startsAt: '2026-01-06T18:00',
  endsAt: null,
  timeZone: 'America/New_York',
  allDay: false,
  recurring: false,
  recurringPeriod: null,
  recurrenceEndDate: null,
  occurrences: null,
  ...overrides,
});

const isLeap = (year: number) => new Date(Date.UTC(year, 1, 29)).getUTCDate() === 29;

const wallArb = fc
  .record({
    day: fc.integer({ min: 0, max: 365 * 6 }),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.constantFrom(0, 15, 30, 45),
  })
  .map(({ day, hour, minute }) => {
    const date = addDaysToDate('2024-01-01', day);
    return `${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  });

const eventArb: fc.Arbitrary<RecurrenceEvent> = fc
  .record({
    startsAt: fc.oneof(wallArb, fc.constantFrom('2024-01-31T09:00', '2024-02-29T20:00', '2024-03-10T02:30')),
    durationMinutes: fc.option(fc.integer({ min: 0, max: 3 * 1440 }), { nil: null }),
    timeZone: fc.constantFrom(...ZONES),
    recurring: fc.boolean(),
    recurringPeriod: fc.constantFrom(...RECURRING_PERIODS),
    bound: fc.oneof(
      fc.constant({ kind: 'none' as const }),
      fc.record({ kind: fc.constant('count' as const), occurrences: fc.integer({ min: 1, max: 40 }) }),
      fc.record({ kind: fc.constant('end' as const), afterDays: fc.integer({ min: 0, max: 365 * 8 }) }),
    ),
  })
  .map(({ startsAt, durationMinutes, timeZone, recurring, recurringPeriod, bound }) => {
    let endsAt: string | null = null;
    if (durationMinutes !== null) {
      const total = Number(startsAt.slice(11, 13)) * 60 + Number(startsAt.slice(14, 16)) + durationMinutes;
      const date = addDaysToDate(startsAt.slice(0, 10), Math.floor(total / 1440));
      const inDay = total % 1440;
      endsAt = `${date}T${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
    }
    return {
      startsAt,
      endsAt,
      timeZone,
      allDay: false,
      recurring,
      recurringPeriod: recurring ? recurringPeriod : null,
      recurrenceEndDate:
        recurring && bound.kind === 'end' ? addDaysToDate(startsAt.slice(0, 10), bound.afterDays) : null,
      occurrences: recurring && bound.kind === 'count' ? bound.occurrences : null,
    };
  });

/** A viewer's month-view range: local dates, at most 62 days, in any of a few zones. */
const rangeArb = fc.record({
  fromDay: fc.integer({ min: 0, max: 365 * 10 }),
  length: fc.integer({ min: 0, max: 61 }),
  viewerZone: fc.constantFrom('Asia/Tokyo', 'America/New_York', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC'),
});

describe('occurrencesInRange', () => {
  it('equals the plain count-from-the-first reference for any event and any viewer range', () => {
    fc.assert(
      fc.property(eventArb, rangeArb, (ev, { fromDay, length, viewerZone }) => {
        const fromDate = addDaysToDate('2023-12-01', fromDay);
        const { from, to } = viewerRange(fromDate, addDaysToDate(fromDate, length), viewerZone);
        const actual = occurrencesInRange(ev, from, to).map((o) => o.start.getTime());
        expect(actual).toEqual(naiveOccurrences(ev, from, to));
      }),
      { numRuns: 400 },
    );
  });

  it('keeps an event at 09:00 New York at 09:00 New York across DST changes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('daily', 'weekly', 'monthly', 'yearly' as const),
        fc.integer({ min: 0, max: 365 * 3 }),
        (period, startDay) => {
          const start = addDaysToDate('2025-01-01', startDay);
          const ev = event({
            startsAt: `${start}T09:00`,
            endsAt: `${start}T10:30`,
            recurring: true,
            recurringPeriod: period,
          });
          const from = new Date(`${start}T00:00:00Z`);
          const found = occurrencesInRange(ev, from, new Date(from.getTime() + 400 * DAY));
          expect(found.length).toBeGreaterThan(0);
          for (const { start: s, end } of found) {
            expect(wallOf(s, 'America/New_York').slice(11)).toBe('09:00');
            expect(wallOf(end!, 'America/New_York').slice(11)).toBe('10:30');
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it("puts an occurrence on the viewer's local day: Tuesday 18:00 New York is Wednesday morning in Tokyo", () => {
    const ev = event({ startsAt: '2026-03-03T18:00', recurring: true, recurringPeriod: 'weekly' });
    // The US changes to summer time on 8 March: 08:00 in Tokyo before, 07:00 after.
    const { from, to } = viewerRange('2026-03-01', '2026-03-14', 'Asia/Tokyo');
    const found = occurrencesInRange(ev, from, to).map((o) => wallOf(o.start, 'Asia/Tokyo'));
    expect(found).toEqual(['2026-03-04T08:00', '2026-03-11T07:00']);
    // Every occurrence returned for a Tokyo range has its Tokyo date inside the range.
    fc.assert(
      fc.property(eventArb, fc.integer({ min: 0, max: 365 * 8 }), (anyEvent, day) => {
        const fromDate = addDaysToDate('2024-01-01', day);
        const toDate = addDaysToDate(fromDate, 41);
        const range = viewerRange(fromDate, toDate, 'Asia/Tokyo');
        for (const o of occurrencesInRange(anyEvent, range.from, range.to)) {
          const date = localDateOf(o.start, 'Asia/Tokyo');
          expect(date >= fromDate && date <= toDate).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('never gives more than `occurrences`, counted from the first, nor anything after the end date', () => {
    fc.assert(
      fc.property(eventArb, (ev) => {
        if (!ev.recurring) return;
        const from = new Date(Date.parse(`${ev.startsAt.slice(0, 10)}T00:00:00Z`) - 2 * DAY);
        const all = occurrencesInRange(ev, from, ev.occurrences === null ? new Date(from.getTime() + 900 * DAY) : FAR);
        if (ev.occurrences !== null) expect(all.length).toBe(ev.occurrences);
        if (ev.recurrenceEndDate !== null) {
          expect(all.every((o) => localDateOf(o.start, ev.timeZone) <= ev.recurrenceEndDate!)).toBe(true);
        }
        // A later range sees the count from the first occurrence, not from the range's start.
        if (ev.occurrences !== null && all.length > 2) {
          const later = occurrencesInRange(ev, new Date(all[2]!.start.getTime()), FAR);
          expect(later.length).toBe(all.length - 2);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('skips months without the day: a monthly event on the 31st', () => {
    const ev = event({ startsAt: '2026-01-31T19:00', recurring: true, recurringPeriod: 'monthly', occurrences: 7 });
    const dates = occurrencesInRange(ev, new Date('2026-01-01T00:00:00Z'), new Date('2028-01-01T00:00:00Z')).map((o) =>
      localDateOf(o.start, 'America/New_York'),
    );
    expect(dates).toEqual([
      '2026-01-31',
      '2026-03-31',
      '2026-05-31',
      '2026-07-31',
      '2026-08-31',
      '2026-10-31',
      '2026-12-31',
    ]);
  });

  it('repeats Feb 29 only in leap years', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), (timeZone: string) => {
        const ev = event({ startsAt: '2024-02-29T12:00', timeZone, recurring: true, recurringPeriod: 'yearly' });
        const found = occurrencesInRange(ev, new Date('2024-01-01T00:00:00Z'), new Date('2113-01-01T00:00:00Z'));
        const years = found.map((o) => Number(localDateOf(o.start, timeZone).slice(0, 4)));
        expect(years.slice(0, 4)).toEqual([2024, 2028, 2032, 2036]);
        expect(years.every(isLeap)).toBe(true);
        expect(years).not.toContain(2100);
        expect(found.every((o) => localDateOf(o.start, timeZone).endsWith('-02-29'))).toBe(true);
      }),
    );
  });

  it('jumps to the range: a daily event started long ago costs only the range', () => {
    const ev = event({ startsAt: '1950-01-01T07:00', timeZone: 'UTC', recurring: true, recurringPeriod: 'daily' });
    const { from, to } = viewerRange('2026-05-01', '2026-05-31', 'UTC');
    const found = occurrencesInRange(ev, from, to);
    expect(found).toHaveLength(31);
    expect(found[0]!.start.toISOString()).toBe('2026-05-01T07:00:00.000Z');
  });

  it('never runs past DATE_MAX (2200-12-31), whatever the count, end date or range', () => {
    const yearly = event({
      startsAt: '2190-06-01T12:00',
      timeZone: 'Pacific/Honolulu',
      recurring: true,
      recurringPeriod: 'yearly',
      occurrences: 1000,
    });
    const all = occurrencesInRange(yearly, new Date('2190-01-01T00:00:00Z'), new Date('2400-01-01T00:00:00Z'));
    expect(all).toHaveLength(11);
    expect(wallOf(all.at(-1)!.start, 'Pacific/Honolulu')).toBe('2200-06-01T12:00');
    expect(eventSpan(yearly).lastEndAt).toEqual(all.at(-1)!.start);

    const daily = event({
      startsAt: '2200-12-30T23:59',
      timeZone: 'Pacific/Honolulu',
      recurring: true,
      recurringPeriod: 'daily',
      // A row written before the bound existed.
      recurrenceEndDate: '9999-12-31',
    });
    const found = occurrencesInRange(daily, new Date('2200-12-01T00:00:00Z'), new Date('2201-03-01T00:00:00Z'));
    expect(found.map((o) => wallOf(o.start, 'Pacific/Honolulu'))).toEqual(['2200-12-30T23:59', '2200-12-31T23:59']);
    expect(eventSpan(daily).lastEndAt).toEqual(found[1]!.start);
  });

  it('moves a wall time in the spring-forward gap forward by the gap', () => {
    const ev = event({ startsAt: '2026-03-01T02:30', recurring: true, recurringPeriod: 'weekly', occurrences: 3 });
    const found = occurrencesInRange(ev, new Date('2026-02-01T00:00:00Z'), new Date('2026-04-01T00:00:00Z'));
    expect(found.map((o) => wallOf(o.start, 'America/New_York'))).toEqual([
      '2026-03-01T02:30',
      '2026-03-08T03:30',
      '2026-03-15T02:30',
    ]);
  });
});

describe('DST (RFC 5545) and all-day events', () => {
  const dstZones = [
    'America/New_York',
    'Europe/London',
    'Australia/Sydney',
    'Pacific/Auckland',
    'Asia/Kathmandu',
    'Australia/Lord_Howe',
  ];

  it("gives every occurrence the first instance's exact duration, in any zone", () => {
    fc.assert(
      fc.property(
        eventArb,
        fc.constantFrom(...dstZones),
        fc.integer({ min: 1, max: 3 * 1440 }),
        (anyEvent, timeZone, minutes) => {
          const start = anyEvent.startsAt;
          const endInstant = new Date(Date.parse(`${start}:00Z`) + minutes * 60_000).toISOString().slice(0, 16);
          const ev = { ...anyEvent, timeZone, endsAt: endInstant };
          const first = firstInstance(ev);
          fc.pre(first.end! > first.start);
          const duration = first.end!.getTime() - first.start.getTime();
          const from = new Date(first.start.getTime() - DAY);
          for (const o of occurrencesInRange(ev, from, new Date(from.getTime() + 800 * DAY))) {
            expect(o.end!.getTime() - o.start.getTime()).toBe(duration);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('moves 02:30–03:00 New York on the spring-forward day to 03:30–04:00 (end after start)', () => {
    const ev = event({
      startsAt: '2027-03-13T02:30',
      endsAt: '2027-03-13T03:00',
      recurring: true,
      recurringPeriod: 'daily',
    });
    const [, gap] = occurrencesInRange(ev, new Date('2027-03-13T00:00:00Z'), new Date('2027-03-15T00:00:00Z'));
    expect(gap!.start.toISOString()).toBe('2027-03-14T07:30:00.000Z');
    expect(gap!.end!.toISOString()).toBe('2027-03-14T08:00:00.000Z');
  });

  it('keeps a 30-minute event 30 minutes at the fall-back change, starting at the first 01:00', () => {
    const ev = event({
      startsAt: '2027-11-06T01:00',
      endsAt: '2027-11-06T01:30',
      recurring: true,
      recurringPeriod: 'daily',
    });
    const [, overlap] = occurrencesInRange(ev, new Date('2027-11-06T00:00:00Z'), new Date('2027-11-08T00:00:00Z'));
    expect(overlap!.start.toISOString()).toBe('2027-11-07T05:00:00.000Z');
    expect(overlap!.end!.toISOString()).toBe('2027-11-07T05:30:00.000Z');
  });

  it('reads a repeated time as the first in half-hour zones too (Lord Howe), and a gap forward by 30 minutes', () => {
    expect(wallToInstant('2027-04-04', 105, 'Australia/Lord_Howe').toISOString()).toBe('2027-04-03T14:45:00.000Z');
    expect(wallToInstant('2027-10-03', 135, 'Australia/Lord_Howe').toISOString()).toBe('2027-10-02T15:45:00.000Z');
  });

  it('runs an all-day event from local midnight to the midnight after its last day, repeating on dates', () => {
    const ev = event({
      startsAt: '2027-03-27',
      endsAt: '2027-03-28',
      timeZone: 'Europe/London',
      allDay: true,
      recurring: true,
      recurringPeriod: 'weekly',
      occurrences: 2,
    });
    const found = occurrencesInRange(ev, new Date('2027-03-01T00:00:00Z'), new Date('2027-05-01T00:00:00Z'));
    expect(found.map((o) => [o.start.toISOString(), o.end!.toISOString()])).toEqual([
      // The clocks go forward on 28 March: the two days are 47 hours.
      ['2027-03-27T00:00:00.000Z', '2027-03-28T23:00:00.000Z'],
      ['2027-04-02T23:00:00.000Z', '2027-04-04T23:00:00.000Z'],
    ]);
  });
});

describe('eventSpan', () => {
  it('covers every occurrence: from the first start to the last end (null while unbounded)', () => {
    fc.assert(
      fc.property(eventArb, (ev) => {
        const span = eventSpan(ev);
        const from = new Date(span.firstStartAt.getTime() - 3 * DAY);
        const bounded = !ev.recurring || ev.occurrences !== null || ev.recurrenceEndDate !== null;
        const all = occurrencesInRange(ev, from, bounded ? FAR : new Date(from.getTime() + 900 * DAY));
        expect(all[0]!.start.getTime()).toBe(span.firstStartAt.getTime());
        expect(span.lastEndAt === null).toBe(!bounded);
        if (span.lastEndAt === null) return;
        const last = all.at(-1)!;
        expect(span.lastEndAt.getTime()).toBe(Math.max(last.start.getTime(), last.end?.getTime() ?? 0));
      }),
      { numRuns: 150 },
    );
  });
});
