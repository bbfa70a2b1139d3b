import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROFILE_TIME_ZONES } from '../auth/index.ts';
import { addDaysToDate, daysBetween, localDateOf, startOfLocalDay } from '../common/index.ts';
import { nearZoneChangeArb } from '../common/zone-arbitraries.test-support.ts';
import { MAX_DAILY_PRACTICE_MINUTES, MAX_PRACTICE_DAYS_BACK, MAX_PRACTICE_MINUTES } from './constants.ts';
import { messages } from './messages.ts';
import {
  dailyLimitMessage,
  earliestPracticeDate,
  fitsPracticeDay,
  formatPracticeMinutes,
  isPracticeDateAllowed,
  practiceDateError,
  practiceDateProblem,
  practiceMinutesLeft,
} from './practice.ts';

const DAY = 86_400_000;

const zoneArb = fc.constantFrom(...PROFILE_TIME_ZONES);
const instantArb = fc.date({
  min: new Date('1990-01-01T00:00:00.000Z'),
  max: new Date('2060-12-31T23:59:59.999Z'),
  noInvalidDate: true,
});
/** A calendar date from 1970-01-01 to 2100-12-31. */
const isoDateArb = fc.integer({ min: 0, max: 47_846 }).map((n) => new Date(n * DAY).toISOString().slice(0, 10));

/** The previous calendar date by the Gregorian rules alone: an oracle independent of dates.ts. */
function previousDay(iso: string): string {
  let [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  d -= 1;
  if (d < 1) {
    m -= 1;
    if (m < 1) [y, m] = [y - 1, 12];
    const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
    d = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;
  }
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
const daysBefore = (iso: string, n: number) =>
  Array.from({ length: n }).reduce<string>((date) => previousDay(date), iso);
/** Today in a zone as the user's own calendar (Intl) shows it. */
const intlToday = (instant: number | Date, zone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(instant);

/** A zone and an instant within two days of one of its DST changes. */
const nearTransitionArb = nearZoneChangeArb(PROFILE_TIME_ZONES);

/** `process` without Node's types (this package compiles against the DOM and ES libraries only). */
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;
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

/** The 14-day window at an instant in a zone: today − 14 and today allowed, one day either side refused. */
function checkWindow(instant: Date | number, zone: string): void {
  const today = intlToday(instant, zone);
  const earliest = daysBefore(today, MAX_PRACTICE_DAYS_BACK);
  const serverToday = localDateOf(new Date(instant), zone);
  expect(serverToday).toBe(today);
  expect(earliestPracticeDate(serverToday)).toBe(earliest);
  expect(practiceDateProblem(today, serverToday)).toBeNull();
  expect(practiceDateProblem(earliest, serverToday)).toBeNull();
  expect(practiceDateProblem(previousDay(earliest), serverToday)).toBe('tooOld');
  expect(practiceDateProblem(addDaysToDate(today, 1), serverToday)).toBe('future');
}

describe('isPracticeDateAllowed and practiceDateProblem', () => {
  const today = '2026-03-10';

  it('allows today and the 14 days before, not tomorrow nor 15 days back', () => {
    expect(MAX_PRACTICE_DAYS_BACK).toBe(14);
    expect(isPracticeDateAllowed(today, today)).toBe(true);
    expect(isPracticeDateAllowed('2026-03-09', today)).toBe(true);
    expect(isPracticeDateAllowed('2026-02-24', today)).toBe(true);
    expect(isPracticeDateAllowed('2026-02-23', today)).toBe(false);
    expect(isPracticeDateAllowed('2020-02-29', today)).toBe(false);
    expect(isPracticeDateAllowed('2026-03-11', today)).toBe(false);
    expect(isPracticeDateAllowed('2027-01-01', today)).toBe(false);
    expect(earliestPracticeDate(today)).toBe('2026-02-24');
  });

  it('names the problem: future, too old, or not a date', () => {
    expect(practiceDateProblem(today, today)).toBeNull();
    expect(practiceDateProblem('2026-02-24', today)).toBeNull();
    expect(practiceDateProblem('2026-03-11', today)).toBe('future');
    expect(practiceDateProblem('9999-12-31', today)).toBe('future');
    expect(practiceDateProblem('2026-02-23', today)).toBe('tooOld');
    expect(practiceDateProblem('1969-12-31', today)).toBe('tooOld');
    expect(practiceDateProblem('0000-01-01', today)).toBe('tooOld');
  });

  it('words each problem with the shared messages', () => {
    expect(practiceDateError(today, today)).toBeNull();
    expect(practiceDateError('2026-03-11', today)).toBe(messages.practice.dateInFuture);
    expect(practiceDateError('2026-02-23', today)).toBe('The practice date can be at most 14 days ago');
    expect(practiceDateError('2026-02-30', today)).toBe(messages.practice.dateInvalid);
  });

  it('counts calendar days across month ends, leap days and DST changes', () => {
    expect(earliestPracticeDate('2028-03-05')).toBe('2028-02-20');
    expect(earliestPracticeDate('2028-03-14')).toBe('2028-02-29');
    expect(earliestPracticeDate('2027-01-10')).toBe('2026-12-27');
    // The US springs forward on 2026-03-08, Europe on 2026-03-29: still 14 calendar days.
    expect(earliestPracticeDate('2026-03-20')).toBe('2026-03-06');
    expect(earliestPracticeDate('2026-04-05')).toBe('2026-03-22');
  });

  it('rejects text that is not an existing YYYY-MM-DD date', () => {
    for (const date of ['', '2026-3-9', '2026-02-30', '2026-13-01', '09/03/2026', '2026-03-09T10:00:00Z', 'today']) {
      expect(isPracticeDateAllowed(date, today)).toBe(false);
      expect(practiceDateProblem(date, today)).toBe('invalid');
    }
  });

  it('follows the user zone: tomorrow in UTC can already be today in Tokyo, and so can its 14-day window', () => {
    const instant = new Date('2026-03-10T20:00:00Z');
    expect(isPracticeDateAllowed('2026-03-11', localDateOf(instant, 'Asia/Tokyo'))).toBe(true);
    expect(isPracticeDateAllowed('2026-03-11', localDateOf(instant, 'America/Los_Angeles'))).toBe(false);
    // February 24 is 15 days before March 11 (Tokyo) but only 14 before March 10 (still the date in Los Angeles).
    expect(isPracticeDateAllowed('2026-02-25', localDateOf(instant, 'Asia/Tokyo'))).toBe(true);
    expect(isPracticeDateAllowed('2026-02-25', localDateOf(instant, 'America/Los_Angeles'))).toBe(true);
    expect(isPracticeDateAllowed('2026-02-24', localDateOf(instant, 'Asia/Tokyo'))).toBe(false);
    expect(isPracticeDateAllowed('2026-02-24', localDateOf(instant, 'America/Los_Angeles'))).toBe(true);
  });

  it('property: allowed exactly when the date is 0 to 14 calendar days before today', () => {
    fc.assert(
      fc.property(isoDateArb, fc.integer({ min: -40, max: 40 }), (today, offset) => {
        const date = addDaysToDate(today, offset);
        expect(isPracticeDateAllowed(date, today)).toBe(offset <= 0 && offset >= -MAX_PRACTICE_DAYS_BACK);
        expect(practiceDateProblem(date, today)).toBe(
          offset > 0 ? 'future' : offset < -MAX_PRACTICE_DAYS_BACK ? 'tooOld' : null,
        );
      }),
    );
    fc.assert(
      fc.property(isoDateArb, isoDateArb, (date, today) => {
        const back = daysBetween(date, today);
        expect(isPracticeDateAllowed(date, today)).toBe(back >= 0 && back <= MAX_PRACTICE_DAYS_BACK);
      }),
    );
  });

  it("property: in every profile zone at every instant, the window is the user's own today and the 14 days before", () => {
    fc.assert(fc.property(zoneArb, instantArb, (zone, instant) => checkWindow(instant, zone)));
  });

  it('property: the window moves by exactly one day at local midnight, not at UTC midnight', () => {
    fc.assert(
      fc.property(zoneArb, instantArb, (zone, instant) => {
        const today = localDateOf(instant, zone);
        const midnight = startOfLocalDay(today, zone);
        const before = localDateOf(new Date(midnight - 1), zone);
        // The last millisecond of yesterday: 15 days back from today is still inside the window.
        expect(isPracticeDateAllowed(addDaysToDate(today, -15), before)).toBe(true);
        expect(isPracticeDateAllowed(today, before)).toBe(false);
        // The first millisecond of today: it is not; today is.
        expect(isPracticeDateAllowed(addDaysToDate(today, -15), localDateOf(new Date(midnight), zone))).toBe(false);
        expect(isPracticeDateAllowed(today, localDateOf(new Date(midnight), zone))).toBe(true);
        checkWindow(midnight - 1, zone);
        checkWindow(midnight, zone);
      }),
    );
  });

  it('property: near DST changes and whatever the host zone, the window is 14 calendar days', () => {
    for (const host of ['Asia/Beirut', 'America/Santiago', 'America/Asuncion', 'Pacific/Apia']) {
      withHostTimeZone(host, () => {
        fc.assert(
          fc.property(nearTransitionArb, ({ zone, instant }) => checkWindow(instant, zone)),
          { numRuns: 50 },
        );
      });
    }
  });
});

describe('the 24-hour day', () => {
  it('leaves 1440 minutes on an empty day and none on a full one', () => {
    expect(MAX_DAILY_PRACTICE_MINUTES).toBe(1440);
    expect(practiceMinutesLeft(0)).toBe(1440);
    expect(practiceMinutesLeft(1310)).toBe(130);
    expect(practiceMinutesLeft(1440)).toBe(0);
    expect(practiceMinutesLeft(14_400)).toBe(0);
    expect(practiceMinutesLeft(-5)).toBe(1440);
    expect(practiceMinutesLeft(Number.NaN)).toBe(0);
  });

  it('fits exactly 24 hours, not a minute more', () => {
    expect(fitsPracticeDay(0, 1440)).toBe(true);
    expect(fitsPracticeDay(0, 1441)).toBe(false);
    expect(fitsPracticeDay(1439, 1)).toBe(true);
    expect(fitsPracticeDay(1440, 1)).toBe(false);
    expect(fitsPracticeDay(1000, 440)).toBe(true);
    expect(fitsPracticeDay(1000, 441)).toBe(false);
  });

  it.each([
    [130, '2 h 10 min'],
    [45, '45 min'],
    [180, '3 h'],
    [1, '1 min'],
    [60, '1 h'],
    [61, '1 h 1 min'],
    [1440, '24 h'],
    [0, '0 min'],
  ])('%i minutes read %s', (minutes, text) => {
    expect(formatPracticeMinutes(minutes)).toBe(text);
  });

  it('words the refusal with the limit, what is left and the date', () => {
    expect(dailyLimitMessage(1310, '2026-11-20')).toBe(
      'A day holds at most 24 hours of practice. You have 2 h 10 min left on 2026-11-20.',
    );
    expect(dailyLimitMessage(1440, '2026-11-20')).toBe(
      'A day holds at most 24 hours of practice. You have no time left on 2026-11-20.',
    );
    expect(dailyLimitMessage(1420, '2026-11-20', true)).toBe(
      'This session cannot be restored: a day holds at most 24 hours of practice. You have 20 min left on 2026-11-20.',
    );
    expect(messages.practice.dateTooOld).toBe('The practice date can be at most 14 days ago');
    expect(messages.practice.dateTooOld).toContain(`${MAX_PRACTICE_DAYS_BACK} days`);
    expect(dailyLimitMessage(0, '2026-11-20')).toContain(`${MAX_DAILY_PRACTICE_MINUTES / 60} hours`);
  });

  it('property: logged plus left is 24 hours; a session fits exactly when the day stays within 24 hours', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 1, max: MAX_PRACTICE_MINUTES }),
        (logged, minutes) => {
          const left = practiceMinutesLeft(logged);
          expect(left).toBe(Math.max(0, MAX_DAILY_PRACTICE_MINUTES - logged));
          expect(fitsPracticeDay(logged, minutes)).toBe(logged + minutes <= MAX_DAILY_PRACTICE_MINUTES);
          expect(fitsPracticeDay(logged, left)).toBe(true);
          expect(fitsPracticeDay(logged, left + 1)).toBe(false);
        },
      ),
    );
  });

  it('property: sessions kept one by one while they fit never pass 24 hours, and each refused one would have', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: MAX_PRACTICE_MINUTES }), { maxLength: 30 }), (durations) => {
        let logged = 0;
        for (const minutes of durations) {
          if (fitsPracticeDay(logged, minutes)) logged += minutes;
          else expect(logged + minutes).toBeGreaterThan(MAX_DAILY_PRACTICE_MINUTES);
          expect(logged).toBeLessThanOrEqual(MAX_DAILY_PRACTICE_MINUTES);
        }
      }),
    );
  });

  it('property: the hours and minutes shown add back up, and the message names what is left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_DAILY_PRACTICE_MINUTES }), isoDateArb, (logged, date) => {
        const left = MAX_DAILY_PRACTICE_MINUTES - logged;
        const text = formatPracticeMinutes(left);
        const match = /^(?:(\d+) h)?(?: ?(\d+) min)?$/.exec(text);
        expect(match).not.toBeNull();
        expect(Number(match![1] ?? 0) * 60 + Number(match![2] ?? 0)).toBe(left);
        if (match![2] !== undefined) expect(Number(match![2])).toBeLessThan(60);
        const message = dailyLimitMessage(logged, date);
        expect(message).toContain(date);
        expect(message).toContain(left === 0 ? 'no time' : `You have ${text} left`);
      }),
    );
  });
});
