import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROFILE_TIME_ZONES } from '../auth/index.ts';
import {
  addDaysToDate,
  daysBetween,
  localDateOf,
  localDateTimeOf,
  minutesUntilLocalMidnight,
  startOfLocalDay,
} from './dates.ts';
import { nearZoneChangeArb } from './zone-arbitraries.test-support.ts';
import { nextDay, previousDay } from './calendar-oracles.test-support.ts';

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

// ---------------------------------------------------------------------------------------------------------
// Oracles, independent of the code under test.

const formatters = new Map<string, Intl.DateTimeFormat>();
/** The calendar date of an instant in a zone, as Intl (ICU) gives it: en-CA formats dates as YYYY-MM-DD. */
function intlDate(instant: number | Date, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

// ---------------------------------------------------------------------------------------------------------
// Generators.

/**
 * Any IANA zone is a profile zone. Besides the twelve listed first: half-hour and 45-minute
 * offsets, both sides of the date line (UTC+14 and UTC−11) and southern-hemisphere DST.
 */
const MORE_ZONES = [
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Adelaide',
  'Pacific/Chatham',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'America/Santiago',
  'Pacific/Auckland',
] as const;
const TEST_ZONES = [...PROFILE_TIME_ZONES, ...MORE_ZONES] as const;
type TestZone = (typeof TEST_ZONES)[number];
/**
 * The further zones are tested from 1995 on: Kathmandu moved from +5:30 to +5:45 in 1986 (a 1425-minute day)
 * and Kiritimati from −10 to +14 by skipping 1994-12-31, historic changes the oracles here do not model.
 */
const SINCE_1995 = Date.UTC(1995, 0, 2);
const isMoreZone = (zone: string) => (MORE_ZONES as readonly string[]).includes(zone);

const zoneArb = fc.constantFrom(...TEST_ZONES);
const instantArb = fc.date({
  min: new Date('1990-01-01T00:00:00.000Z'),
  max: new Date('2060-12-31T23:59:59.999Z'),
  noInvalidDate: true,
});
/** A calendar date from 1970-01-01 to 2100-12-31. */
const isoDateArb = fc.integer({ min: 0, max: 47_846 }).map((n) => new Date(n * DAY).toISOString().slice(0, 10));
/** A zone and an instant in it (the further zones from 1995). */
const zonedInstantArb = fc
  .tuple(zoneArb, instantArb)
  .filter(([zone, instant]) => !isMoreZone(zone) || instant.getTime() >= SINCE_1995);
/** A zone and a calendar date (the further zones from 1995). */
const zonedDateArb = fc.tuple(zoneArb, isoDateArb).filter(([zone, date]) => !isMoreZone(zone) || date >= '1995-01-02');

/** A zone and an instant within two days of one of its DST changes. */
const nearTransitionArb = nearZoneChangeArb(TEST_ZONES);

/** Host zones whose DST changes happen at midnight, or that skipped a whole day. */
const awkwardHostZones = ['Asia/Beirut', 'America/Santiago', 'America/Asuncion', 'Pacific/Apia'] as const;

/** `process` without Node's types (this package compiles against the DOM and ES libraries only). */
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;

/** Runs `fn` with the host (process) time zone set to `timeZone`; Node applies a change of TZ at once. */
function withHostTimeZone<T>(timeZone: string, fn: () => T): T {
  const saved = env.TZ;
  env.TZ = timeZone;
  try {
    return fn();
  } finally {
    if (saved === undefined) delete env.TZ;
    else env.TZ = saved;
  }
}

/** The boundary property of minutesUntilLocalMidnight, explained where it is first used. */
function checkBoundary(instant: Date, zone: string): void {
  const t = instant.getTime();
  const m = minutesUntilLocalMidnight(instant, zone);
  const today = intlDate(t, zone);
  expect(Number.isInteger(m)).toBe(true);
  expect(m).toBeGreaterThanOrEqual(1);
  expect(m).toBeLessThanOrEqual(1500);
  expect(intlDate(t + (m - 1) * MINUTE, zone)).toBe(today);
  expect(intlDate(t + m * MINUTE, zone)).toBe(nextDay(today));
  // The same through our own functions, as the server uses them.
  expect(localDateOf(instant, zone)).toBe(today);
  expect(localDateOf(new Date(t + m * MINUTE), zone)).toBe(addDaysToDate(today, 1));
}

/** UTC offset in minutes of each tested zone on 2026-01-15, a day with no DST change anywhere. */
const JANUARY_OFFSETS: Record<TestZone, number> = {
  UTC: 0,
  'America/New_York': -300,
  'America/Chicago': -360,
  'America/Denver': -420,
  'America/Los_Angeles': -480,
  'America/Phoenix': -420,
  'America/Anchorage': -540,
  'Pacific/Honolulu': -600,
  'Europe/London': 0,
  'Europe/Paris': 60,
  'Asia/Tokyo': 540,
  'Australia/Sydney': 660,
  'Asia/Kolkata': 330,
  'Asia/Kathmandu': 345,
  'Australia/Adelaide': 630,
  'Pacific/Chatham': 825,
  'Pacific/Kiritimati': 840,
  'Pacific/Pago_Pago': -660,
  'America/Santiago': -180,
  'Pacific/Auckland': 780,
};

// ---------------------------------------------------------------------------------------------------------

describe('localDateOf', () => {
  it('property: equals the date Intl gives, for every tested zone and any instant 1990–2060', () => {
    fc.assert(
      fc.property(zonedInstantArb, ([zone, instant]) => {
        expect(localDateOf(instant, zone)).toBe(intlDate(instant, zone));
      }),
    );
  });

  it('property: equals the date Intl gives within two days of every DST change', () => {
    fc.assert(
      fc.property(nearTransitionArb, ({ zone, instant }) => {
        expect(localDateOf(instant, zone)).toBe(intlDate(instant, zone));
      }),
    );
  });

  it.each(TEST_ZONES)('%s: 23:59:59.999 local is still the old day, 00:00 local the new one', (zone) => {
    const midnight = Date.UTC(2026, 0, 15) - JANUARY_OFFSETS[zone] * MINUTE;
    expect(localDateOf(new Date(midnight - 1), zone)).toBe('2026-01-14');
    expect(localDateOf(new Date(midnight), zone)).toBe('2026-01-15');
  });

  it('gives different dates for the same instant in zones either side of the date line', () => {
    const instant = new Date('2026-06-15T12:30:00Z');
    expect(localDateOf(instant, 'Pacific/Honolulu')).toBe('2026-06-15');
    expect(localDateOf(instant, 'Asia/Tokyo')).toBe('2026-06-15');
    const late = new Date('2026-06-15T23:30:00Z');
    expect(localDateOf(late, 'America/Los_Angeles')).toBe('2026-06-15');
    expect(localDateOf(late, 'Asia/Tokyo')).toBe('2026-06-16');
    expect(localDateOf(late, 'Australia/Sydney')).toBe('2026-06-16');
  });
});

describe('minutesUntilLocalMidnight', () => {
  /*
   * The precise boundary property. With m = minutesUntilLocalMidnight(t, z) and Δ = (first instant of
   * tomorrow) − t, which is > 0, m = ⌈Δ / 1 min⌉, so
   *     (m − 1) min < Δ ≤ m min.
   * Hence t + (m − 1) min is strictly before the day changes (still today), and t + m min is at or after
   * the change but less than a minute past it (tomorrow: no day is shorter than a minute). The tempting
   * "t + m min is exactly the next midnight" is false whenever t is not on a whole minute, and
   * "t + (m − 1) min is still today" would fail had the minutes been rounded to nearest, not up.
   * Range: Δ ≤ 25 h (a DST day lasts 23 or 25 hours; no profile zone has a longer day), so 1 ≤ m ≤ 1500.
   */

  it('property: for every tested zone and any instant 1990–2060, t + (m − 1) min is today and t + m min tomorrow', () => {
    fc.assert(fc.property(zonedInstantArb, ([zone, instant]) => checkBoundary(instant, zone)));
  });

  it('property: the same holds within two days of every DST change', () => {
    fc.assert(fc.property(nearTransitionArb, ({ zone, instant }) => checkBoundary(instant, zone)));
  });

  it('property: from the start of a local day it is the length of that day, 23, 24 or 25 hours', () => {
    fc.assert(
      fc.property(zonedDateArb, ([zone, date]) => {
        const start = startOfLocalDay(date, zone);
        const minutes = minutesUntilLocalMidnight(new Date(start), zone);
        expect([1380, 1440, 1500]).toContain(minutes);
        expect(minutes * MINUTE).toBe(startOfLocalDay(nextDay(date), zone) - start);
      }),
    );
  });

  it.each(TEST_ZONES)('%s: 1 minute at 23:59:59.999 and at 23:59:00, 2 at 23:58:59.999, 1440 at 00:00', (zone) => {
    const midnight = Date.UTC(2026, 0, 15) - JANUARY_OFFSETS[zone] * MINUTE;
    expect(minutesUntilLocalMidnight(new Date(midnight - 1), zone)).toBe(1);
    expect(minutesUntilLocalMidnight(new Date(midnight - MINUTE), zone)).toBe(1);
    expect(minutesUntilLocalMidnight(new Date(midnight - MINUTE - 1), zone)).toBe(2);
    expect(minutesUntilLocalMidnight(new Date(midnight), zone)).toBe(1440);
    expect(minutesUntilLocalMidnight(new Date(midnight + 1), zone)).toBe(1440);
    expect(minutesUntilLocalMidnight(new Date(midnight + MINUTE), zone)).toBe(1439);
  });

  describe('DST days', () => {
    it.each([
      // zone, local date, its midnight as UTC, its length in minutes
      ['America/New_York', '2026-03-08', '2026-03-08T05:00:00Z', 1380],
      ['America/New_York', '2026-11-01', '2026-11-01T04:00:00Z', 1500],
      ['Europe/London', '2026-03-29', '2026-03-29T00:00:00Z', 1380],
      ['Europe/London', '2026-10-25', '2026-10-24T23:00:00Z', 1500],
      ['Australia/Sydney', '2026-04-05', '2026-04-04T13:00:00Z', 1500],
      ['Australia/Sydney', '2026-10-04', '2026-10-03T14:00:00Z', 1380],
      ['Australia/Adelaide', '2026-04-05', '2026-04-04T13:30:00Z', 1500],
      ['Australia/Adelaide', '2026-10-04', '2026-10-03T14:30:00Z', 1380],
      ['Pacific/Auckland', '2026-04-05', '2026-04-04T11:00:00Z', 1500],
      ['Pacific/Auckland', '2026-09-27', '2026-09-26T12:00:00Z', 1380],
      ['Pacific/Chatham', '2026-04-05', '2026-04-04T10:15:00Z', 1500],
      ['Pacific/Chatham', '2026-09-27', '2026-09-26T11:15:00Z', 1380],
      // Chile turns 24:00 Saturday back to 23:00: Saturday is the long day.
      ['America/Santiago', '2026-04-04', '2026-04-04T03:00:00Z', 1500],
    ] as const)('%s %s starts at %s and lasts %i minutes', (zone, date, midnightUtc, length) => {
      const midnight = Date.parse(midnightUtc);
      expect(startOfLocalDay(date, zone)).toBe(midnight);
      expect(localDateOf(new Date(midnight - 1), zone)).toBe(previousDay(date));
      expect(localDateOf(new Date(midnight), zone)).toBe(date);
      expect(minutesUntilLocalMidnight(new Date(midnight), zone)).toBe(length);
      expect(minutesUntilLocalMidnight(new Date(midnight - 1), zone)).toBe(1);
      expect(localDateOf(new Date(midnight + length * MINUTE - 1), zone)).toBe(date);
      expect(localDateOf(new Date(midnight + length * MINUTE), zone)).toBe(nextDay(date));
      // Noon of the day before and after: ordinary 24-hour days, unaffected.
      expect(minutesUntilLocalMidnight(new Date(midnight - 12 * HOUR), zone)).toBe(720);
      expect(minutesUntilLocalMidnight(new Date(midnight + length * MINUTE + 12 * HOUR), zone)).toBe(720);
    });

    it('counts straight across the skipped hour (New York, 01:59 EST then 03:00 EDT)', () => {
      expect(minutesUntilLocalMidnight(new Date('2026-03-08T06:59:00Z'), 'America/New_York')).toBe(1261);
      expect(minutesUntilLocalMidnight(new Date('2026-03-08T07:00:00Z'), 'America/New_York')).toBe(1260);
      expect(localDateOf(new Date('2026-03-08T07:00:00Z'), 'America/New_York')).toBe('2026-03-08');
    });

    it('tells the two 01:30s of a repeated hour apart (New York and London in autumn)', () => {
      expect(minutesUntilLocalMidnight(new Date('2026-11-01T05:30:00Z'), 'America/New_York')).toBe(1410);
      expect(minutesUntilLocalMidnight(new Date('2026-11-01T06:30:00Z'), 'America/New_York')).toBe(1350);
      expect(minutesUntilLocalMidnight(new Date('2026-10-25T00:30:00Z'), 'Europe/London')).toBe(1410);
      expect(minutesUntilLocalMidnight(new Date('2026-10-25T01:30:00Z'), 'Europe/London')).toBe(1350);
    });

    it('Sydney: counts across 03:00 AEDT → 02:00 AEST and 02:00 AEST → 03:00 AEDT', () => {
      // 2026-04-05 01:00 AEDT, 25 h day: 23 h of wall clock left + the repeated hour.
      expect(minutesUntilLocalMidnight(new Date('2026-04-04T14:00:00Z'), 'Australia/Sydney')).toBe(1440);
      // 2026-10-04 01:00 AEST, 23 h day.
      expect(minutesUntilLocalMidnight(new Date('2026-10-03T15:00:00Z'), 'Australia/Sydney')).toBe(1320);
    });
  });

  it('across the date line (Kiritimati UTC+14, Pago Pago UTC−11) the same instant is two dates apart', () => {
    const instant = new Date('2026-06-15T10:30:00Z');
    expect(localDateOf(instant, 'Pacific/Kiritimati')).toBe('2026-06-16');
    expect(localDateOf(instant, 'Pacific/Pago_Pago')).toBe('2026-06-14');
    expect(minutesUntilLocalMidnight(instant, 'Pacific/Kiritimati')).toBe(1410);
    expect(minutesUntilLocalMidnight(instant, 'Pacific/Pago_Pago')).toBe(30);
  });

  it('Auckland at 00:53 on Tuesday (NZDT): the day is Tuesday, 23 h 7 min left, not the 12 h 7 min of UTC', () => {
    const instant = new Date('2026-11-23T11:53:00Z');
    expect(localDateOf(instant, 'Pacific/Auckland')).toBe('2026-11-24');
    expect(minutesUntilLocalMidnight(instant, 'Pacific/Auckland')).toBe(23 * 60 + 7);
    expect(minutesUntilLocalMidnight(instant, 'UTC')).toBe(12 * 60 + 7);
  });
});

describe('startOfLocalDay', () => {
  it('property: is the first instant of the date, for every tested zone', () => {
    fc.assert(
      fc.property(zonedDateArb, ([zone, date]) => {
        const start = startOfLocalDay(date, zone);
        expect(intlDate(start, zone)).toBe(date);
        expect(intlDate(start - 1, zone)).toBe(previousDay(date));
      }),
    );
  });

  it('finds the day start when DST skips midnight (Santiago: 24:00 → 01:00)', () => {
    // 2026-09-06 begins at 01:00 -03, the instant 2026-09-06T04:00Z; 00:00 never happens.
    expect(startOfLocalDay('2026-09-06', 'America/Santiago')).toBe(Date.parse('2026-09-06T04:00:00Z'));
    expect(minutesUntilLocalMidnight(new Date('2026-09-06T03:00:00Z'), 'America/Santiago')).toBe(60);
    expect(minutesUntilLocalMidnight(new Date('2026-09-06T04:00:00Z'), 'America/Santiago')).toBe(1380);
  });

  it('takes the first of two midnights when DST repeats the midnight hour (Havana: 01:00 → 00:00)', () => {
    expect(startOfLocalDay('2026-11-01', 'America/Havana')).toBe(Date.parse('2026-11-01T04:00:00Z'));
    expect(minutesUntilLocalMidnight(new Date('2026-11-01T04:00:00Z'), 'America/Havana')).toBe(1500);
  });

  it('rejects an impossible date', () => {
    expect(() => startOfLocalDay('2026-02-30', 'UTC')).toThrow(RangeError);
  });
});

describe('does not depend on the host time zone (server or browser)', () => {
  it('the host zone really is switched by setting TZ', () => {
    const july = new Date('2026-07-01T00:00:00Z');
    expect(withHostTimeZone('Asia/Tokyo', () => july.getTimezoneOffset())).toBe(-540);
    expect(withHostTimeZone('America/Santiago', () => july.getTimezoneOffset())).toBe(240);
  });

  it('counts to midnight correctly when host and user zones change DST on the same night', () => {
    // Lebanon and Britain both change on the last Sunday of March; Chile and Sydney on the first of April.
    withHostTimeZone('Asia/Beirut', () => {
      expect(minutesUntilLocalMidnight(new Date('2026-03-29T00:00:00Z'), 'Europe/London')).toBe(1380);
      expect(minutesUntilLocalMidnight(new Date('2026-03-28T12:00:00Z'), 'Europe/London')).toBe(720);
      expect(minutesUntilLocalMidnight(new Date('2026-03-28T12:00:00Z'), 'Europe/Paris')).toBe(660);
    });
    withHostTimeZone('America/Santiago', () => {
      expect(minutesUntilLocalMidnight(new Date('2026-04-04T13:00:00Z'), 'Australia/Sydney')).toBe(1500);
    });
  });

  it('adds days across a date the host zone skipped (Samoa dropped 2011-12-30)', () => {
    withHostTimeZone('Pacific/Apia', () => {
      expect(addDaysToDate('2011-12-29', 1)).toBe('2011-12-30');
      expect(addDaysToDate('2011-12-31', -1)).toBe('2011-12-30');
      expect(daysBetween('2011-12-29', '2011-12-31')).toBe(2);
      expect(minutesUntilLocalMidnight(new Date('2011-12-30T12:00:00Z'), 'UTC')).toBe(720);
    });
  });

  it('property: near DST changes, in awkward host zones, the boundary property still holds', () => {
    for (const host of awkwardHostZones) {
      withHostTimeZone(host, () => {
        fc.assert(
          fc.property(nearTransitionArb, ({ zone, instant }) => checkBoundary(instant, zone)),
          { numRuns: 50 },
        );
      });
    }
  });
});

describe('localDateTimeOf', () => {
  it("gives an instant's date and time on the zone's clock", () => {
    const instant = new Date('2026-11-23T23:30:00Z');
    expect(localDateTimeOf(instant, 'UTC')).toBe('2026-11-23 23:30');
    expect(localDateTimeOf(instant, 'Asia/Kolkata')).toBe('2026-11-24 05:00');
    expect(localDateTimeOf(instant, 'America/Chicago')).toBe('2026-11-23 17:30');
  });

  it('agrees with localDateOf on the date, in every zone', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.constantFrom(...PROFILE_TIME_ZONES, 'Asia/Kathmandu', 'Pacific/Chatham'),
        (instant, zone) => {
          expect(localDateTimeOf(instant, zone).slice(0, 10)).toBe(localDateOf(instant, zone));
        },
      ),
    );
  });
});
