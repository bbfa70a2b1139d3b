import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nearZoneChangeArb } from './zone-arbitraries.test-support.ts';
import {
  CHART_RANGES,
  DASHBOARD_GOALS_LIMIT,
  GOAL_STATUSES,
  MAX_DAILY_PRACTICE_MINUTES,
  MAX_PRACTICE_DAYS_BACK,
  MAX_PRACTICE_MINUTES,
  PROFILE_TIME_ZONES,
  type GoalStatus,
} from '../constants.ts';
import { messages } from '../messages.ts';
import {
  addDaysToDate,
  computeStreak,
  daysBetween,
  localDateOf,
  minutesUntilLocalMidnight,
  startOfLocalDay,
} from './dates.ts';
import {
  chartDays,
  dailyLimitMessage,
  dailyXpForStreak,
  earliestPracticeDate,
  fitsPracticeDay,
  formatPracticeMinutes,
  formatResetsIn,
  goalStatusLabel,
  isPracticeDateAllowed,
  pickDashboardGoals,
  practiceDateError,
  practiceDateProblem,
  practiceMinutesLeft,
  priorityPercent,
  rollingWeek,
  weeklyProgress,
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

describe('never a day behind', () => {
  /*
   * The original product sometimes showed practice a day late. A session logged "today" carries the date
   * localDateOf(now, zone); the dashboard computes today the same way, so that session must count as
   * today's practice, in every profile zone at every instant — and that date must be the one the user's
   * own calendar shows (Intl), not a neighbour.
   */
  it('property: a session dated localDateOf(instant, zone) counts as today in streak, chart, week and XP', () => {
    fc.assert(
      fc.property(zoneArb, instantArb, fc.integer({ min: 1, max: 600 }), (zone, instant, minutes) => {
        const today = localDateOf(instant, zone);
        expect(today).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(instant));
        const sessionDate = localDateOf(instant, zone);
        expect(isPracticeDateAllowed(sessionDate, today)).toBe(true);

        const streak = computeStreak([sessionDate], today);
        expect(streak.days).toBeGreaterThanOrEqual(1);
        // Practised today, so the streak counts from today: daily XP at least 27.
        expect(dailyXpForStreak(streak.days)).toBeGreaterThanOrEqual(27);

        for (const range of CHART_RANGES) {
          const days = chartDays(range, today, new Map([[sessionDate, minutes]]));
          expect(days.at(-1)).toEqual({ date: sessionDate, minutes });
        }
        const week = rollingWeek(today);
        expect(week.to).toBe(sessionDate);
        expect(sessionDate >= week.from && sessionDate <= week.to).toBe(true);

        // And it stays today until the reset the dashboard announces, not a minute longer.
        const resetsIn = minutesUntilLocalMidnight(instant, zone);
        expect(localDateOf(new Date(instant.getTime() + (resetsIn - 1) * 60_000), zone)).toBe(sessionDate);
        expect(localDateOf(new Date(instant.getTime() + resetsIn * 60_000), zone)).toBe(addDaysToDate(sessionDate, 1));
      }),
    );
  });

  it('property: a session logged in the last millisecond of the previous local day keeps the streak alive today', () => {
    fc.assert(
      fc.property(zoneArb, instantArb, (zone, instant) => {
        const today = localDateOf(instant, zone);
        const lastMomentOfYesterday = new Date(startOfLocalDay(today, zone) - 1);
        const yesterday = localDateOf(lastMomentOfYesterday, zone);
        expect(yesterday).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(lastMomentOfYesterday));
        expect(daysBetween(yesterday, today)).toBe(1);
        expect(computeStreak([yesterday], today)).toEqual({ days: 1, complete: false });
        expect(computeStreak([today, yesterday], today)).toEqual({ days: 2, complete: false });
      }),
    );
  });
});

describe('dailyXpForStreak', () => {
  it.each([
    [1, 27],
    [2, 29],
    [10, 45],
    [99, 223],
    [100, 225],
    [101, 225],
    [150, 225],
    [0, 25],
    [-3, 25],
  ])('a %i-day streak earns %i XP', (streak, xp) => {
    expect(dailyXpForStreak(streak)).toBe(xp);
  });

  it('is the base for NaN and the maximum for an unbounded streak', () => {
    expect(dailyXpForStreak(Number.NaN)).toBe(25);
    expect(dailyXpForStreak(Number.POSITIVE_INFINITY)).toBe(225);
  });

  it('property: 25 + 2 × min(streak, 100) for every streak of at least 1, between 27 and 225, never decreasing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (streak) => {
        const xp = dailyXpForStreak(streak);
        expect(xp).toBe(25 + 2 * Math.min(streak, 100));
        expect(xp).toBeGreaterThanOrEqual(27);
        expect(xp).toBeLessThanOrEqual(225);
        expect(dailyXpForStreak(streak + 1)).toBeGreaterThanOrEqual(xp);
      }),
    );
  });
});

describe('rollingWeek', () => {
  it('is today and the 6 days before', () => {
    expect(rollingWeek('2026-03-10')).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(rollingWeek('2026-01-03')).toEqual({ from: '2025-12-28', to: '2026-01-03' });
    expect(rollingWeek('2028-03-02')).toEqual({ from: '2028-02-25', to: '2028-03-02' });
  });

  it('spans 7 calendar days across a DST change', () => {
    expect(rollingWeek('2026-03-10')).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(rollingWeek('2026-11-03')).toEqual({ from: '2026-10-28', to: '2026-11-03' });
  });

  it('property: ends today and holds exactly 7 dates', () => {
    fc.assert(
      fc.property(isoDateArb, (today) => {
        const { from, to } = rollingWeek(today);
        expect(to).toBe(today);
        expect(daysBetween(from, to)).toBe(6);
      }),
    );
  });
});

describe('weeklyProgress', () => {
  it.each([
    // minutes, goal hours, expected
    [0, 7, { percent: 0, complete: false }],
    [210, 7, { percent: 50, complete: false }],
    [95, 7, { percent: 23, complete: false }],
    [420, 7, { percent: 100, complete: true }],
    [419, 7, { percent: 99, complete: false }],
    [840, 7, { percent: 100, complete: true }],
    [30, 0.5, { percent: 100, complete: true }],
    [29, 0.5, { percent: 97, complete: false }],
    [15, 0.5, { percent: 50, complete: false }],
    [6, 0.1, { percent: 100, complete: true }],
    [6, 4, { percent: 3, complete: false }],
    [2400, 40, { percent: 100, complete: true }],
  ])('%i minutes of a %s-hour goal gives %o', (minutes, goalHours, expected) => {
    expect(weeklyProgress(minutes, goalHours)).toEqual(expected);
  });

  it('is 0 % and never complete without a goal', () => {
    expect(weeklyProgress(500, 0)).toEqual({ percent: 0, complete: false });
    expect(weeklyProgress(500, -1)).toEqual({ percent: 0, complete: false });
    expect(weeklyProgress(500, Number.NaN)).toEqual({ percent: 0, complete: false });
  });

  const goalHoursArb = fc.integer({ min: 5, max: 400 }).map((tenths) => tenths / 10); // 0.5–40 h, 1 decimal

  it('property: percent is the rounded share, 100 exactly when complete and at most 99 before', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), goalHoursArb, (minutes, goalHours) => {
        const { percent, complete } = weeklyProgress(minutes, goalHours);
        const goalMinutes = Math.round(goalHours * 60); // whole minutes for 1-decimal hours
        expect(complete).toBe(minutes >= goalMinutes);
        expect(percent).toBe(Math.min(complete ? 100 : 99, Math.round((minutes * 100) / goalMinutes)));
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent === 100).toBe(complete);
      }),
    );
  });

  it('property: exactly the goal is complete, one minute less is not', () => {
    fc.assert(
      fc.property(goalHoursArb, (goalHours) => {
        const goalMinutes = Math.round(goalHours * 60);
        expect(weeklyProgress(goalMinutes, goalHours).complete).toBe(true);
        expect(weeklyProgress(goalMinutes - 1, goalHours).complete).toBe(false);
      }),
    );
  });

  it('property: more minutes never lower the percent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 500 }),
        goalHoursArb,
        (minutes, extra, goalHours) => {
          expect(weeklyProgress(minutes + extra, goalHours).percent).toBeGreaterThanOrEqual(
            weeklyProgress(minutes, goalHours).percent,
          );
        },
      ),
    );
  });
});

describe('chartDays', () => {
  it('fills the range, oldest first, ending today, with zeros for days without practice', () => {
    const minutes = new Map([
      ['2026-03-10', 30],
      ['2026-03-08', 45],
      ['2026-03-01', 99], // outside a 7-day range
      ['2026-03-11', 20], // after today
    ]);
    expect(chartDays(7, '2026-03-10', minutes)).toEqual([
      { date: '2026-03-04', minutes: 0 },
      { date: '2026-03-05', minutes: 0 },
      { date: '2026-03-06', minutes: 0 },
      { date: '2026-03-07', minutes: 0 },
      { date: '2026-03-08', minutes: 45 },
      { date: '2026-03-09', minutes: 0 },
      { date: '2026-03-10', minutes: 30 },
    ]);
  });

  it('crosses month ends, leap days and DST changes one calendar day at a time', () => {
    expect(chartDays(4, '2028-03-01', new Map()).map((d) => d.date)).toEqual([
      '2028-02-27',
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
    expect(chartDays(3, '2027-01-01', new Map()).map((d) => d.date)).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
    expect(chartDays(3, '2026-03-09', new Map()).map((d) => d.date)).toEqual([
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
    ]);
    expect(chartDays(3, '2026-11-02', new Map()).map((d) => d.date)).toEqual([
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
    const october = chartDays(30, '2026-10-26', new Map([['2026-10-25', 60]]));
    expect(october[0]!.date).toBe('2026-09-27');
    expect(october.at(-2)).toEqual({ date: '2026-10-25', minutes: 60 });
  });

  it('is empty for a range of 0 or less', () => {
    expect(chartDays(0, '2026-03-10', new Map())).toEqual([]);
    expect(chartDays(-5, '2026-03-10', new Map())).toEqual([]);
  });

  it('property: for every chart range, `range` consecutive days ending today, minutes from the map or 0', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CHART_RANGES),
        isoDateArb,
        fc.array(fc.tuple(fc.integer({ min: -100, max: 5 }), fc.integer({ min: 1, max: 1440 })), { maxLength: 40 }),
        (range, today, entries) => {
          const minutesByDate = new Map(entries.map(([offset, minutes]) => [addDaysToDate(today, offset), minutes]));
          const days = chartDays(range, today, minutesByDate);
          expect(days).toHaveLength(range);
          expect(days.at(-1)!.date).toBe(today);
          expect(days[0]!.date).toBe(addDaysToDate(today, -(range - 1)));
          days.forEach((day, i) => {
            if (i > 0) expect(daysBetween(days[i - 1]!.date, day.date)).toBe(1);
            expect(day.minutes).toBe(minutesByDate.get(day.date) ?? 0);
          });
          // Every minute inside the range is shown; none from outside it.
          const inRange = [...minutesByDate].filter(([date]) => date <= today && daysBetween(date, today) < range);
          const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
          expect(sum(days.map((d) => d.minutes))).toBe(sum(inRange.map(([, m]) => m)));
        },
      ),
    );
  });
});

describe('formatResetsIn', () => {
  it.each([
    [1230, '20h 30m'],
    [59, '0h 59m'],
    [60, '1h 0m'],
    [1, '0h 1m'],
    [0, '0h 0m'],
    [1440, '24h 0m'],
    [1380, '23h 0m'],
    [1500, '25h 0m'],
    [-5, '0h 0m'],
    [59.2, '1h 0m'],
  ])('%d minutes reads %s', (minutes, text) => {
    expect(formatResetsIn(minutes)).toBe(text);
  });

  it('property: the hours and minutes shown add back up to the minutes given', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1500 }), (minutes) => {
        const match = /^(\d+)h (\d+)m$/.exec(formatResetsIn(minutes));
        expect(match).not.toBeNull();
        const [h, m] = [Number(match![1]), Number(match![2])];
        expect(m).toBeLessThan(60);
        expect(h * 60 + m).toBe(minutes);
      }),
    );
  });
});

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

describe('goalStatusLabel', () => {
  it.each([
    ['not_started', 'Not started'],
    ['in_progress', 'In progress'],
    ['completed', 'Completed'],
  ] as const)('%s reads %s', (status, label) => {
    expect(goalStatusLabel(status)).toBe(label);
  });

  it('labels every status without underscores', () => {
    for (const status of GOAL_STATUSES) expect(goalStatusLabel(status)).not.toContain('_');
  });
});

interface TestGoal {
  id: number;
  status: GoalStatus;
  priority: number;
  createdAt: string;
}

const goal = (id: number, status: GoalStatus, priority: number, createdAt: string): TestGoal => ({
  id,
  status,
  priority,
  createdAt,
});

describe('pickDashboardGoals', () => {
  it('excludes completed goals and keeps the 3 of highest priority', () => {
    const goals = [
      goal(1, 'not_started', 0.2, '2026-01-01T00:00:00Z'),
      goal(2, 'completed', 1, '2026-01-02T00:00:00Z'),
      goal(3, 'in_progress', 0.9, '2026-01-03T00:00:00Z'),
      goal(4, 'not_started', 0.5, '2026-01-04T00:00:00Z'),
      goal(5, 'in_progress', 0.7, '2026-01-05T00:00:00Z'),
    ];
    expect(pickDashboardGoals(goals).map((g) => g.id)).toEqual([3, 5, 4]);
  });

  it('breaks priority ties by the newest first', () => {
    const goals = [
      goal(1, 'not_started', 0.5, '2026-01-01T00:00:00Z'),
      goal(2, 'not_started', 0.5, '2026-03-01T00:00:00Z'),
      goal(3, 'in_progress', 0.5, '2026-02-01T00:00:00Z'),
      goal(4, 'in_progress', 0.5, '2026-01-15T00:00:00Z'),
    ];
    expect(pickDashboardGoals(goals).map((g) => g.id)).toEqual([2, 3, 4]);
  });

  it('compares creation instants, not text of different precision', () => {
    const goals = [
      goal(1, 'not_started', 0.5, '2026-01-01T00:00:00Z'),
      goal(2, 'not_started', 0.5, '2026-01-01T00:00:00.500Z'),
    ];
    expect(pickDashboardGoals(goals).map((g) => g.id)).toEqual([2, 1]);
  });

  it('returns fewer than 3 when fewer are active, and nothing when all are completed', () => {
    expect(pickDashboardGoals([goal(1, 'in_progress', 0.1, '2026-01-01T00:00:00Z')]).map((g) => g.id)).toEqual([1]);
    expect(pickDashboardGoals([goal(1, 'completed', 0.9, '2026-01-01T00:00:00Z')])).toEqual([]);
    expect(pickDashboardGoals([])).toEqual([]);
  });

  it('returns the same objects and leaves the input untouched', () => {
    const goals = [
      goal(1, 'not_started', 0.1, '2026-01-01T00:00:00Z'),
      goal(2, 'not_started', 0.9, '2026-01-02T00:00:00Z'),
    ];
    const copy = structuredClone(goals);
    const picked = pickDashboardGoals(goals);
    expect(picked[0]).toBe(goals[1]);
    expect(goals).toEqual(copy);
  });

  const goalArb = fc.record({
    id: fc.integer(),
    status: fc.constantFrom(...GOAL_STATUSES),
    priority: fc.integer({ min: 0, max: 10 }).map((n) => n / 10), // few values, so ties happen
    createdAt: fc
      .integer({ min: Date.parse('2024-01-01T00:00:00Z'), max: Date.parse('2024-01-10T00:00:00Z') })
      .map((ms) => new Date(ms - (ms % 3_600_000)).toISOString()),
  });

  it('property: a sorted subset of the active goals, of size min(3, active)', () => {
    fc.assert(
      fc.property(fc.array(goalArb, { maxLength: 12 }), (goals) => {
        const picked = pickDashboardGoals(goals);
        const active = goals.filter((g) => g.status !== 'completed');
        expect(picked.length).toBe(Math.min(DASHBOARD_GOALS_LIMIT, active.length));
        expect(picked.length).toBeLessThanOrEqual(3);
        for (const g of picked) {
          expect(g.status).not.toBe('completed');
          expect(goals).toContain(g);
        }
        expect(new Set(picked).size).toBe(picked.length);
        for (let i = 1; i < picked.length; i++) {
          const [a, b] = [picked[i - 1]!, picked[i]!];
          expect(a.priority > b.priority || (a.priority === b.priority && a.createdAt >= b.createdAt)).toBe(true);
        }
        // Nothing left out outranks anything picked.
        const last = picked.at(-1);
        if (last) {
          for (const g of active.filter((x) => !picked.includes(x))) {
            expect(g.priority < last.priority || (g.priority === last.priority && g.createdAt <= last.createdAt)).toBe(
              true,
            );
          }
        }
      }),
    );
  });
});

describe('priorityPercent', () => {
  it.each([
    [0, 0],
    [0.5, 50],
    [1, 100],
    [0.07, 7],
    [0.29, 29],
    [0.333, 33],
    [0.145, 15],
    [0.285, 29],
    [0.004, 0],
    [0.005, 1],
  ])('%d reads as %i percent', (priority, percent) => {
    expect(priorityPercent(priority)).toBe(percent);
  });

  it('clamps to 0–100', () => {
    expect(priorityPercent(1.5)).toBe(100);
    expect(priorityPercent(-0.2)).toBe(0);
    expect(priorityPercent(Number.NaN)).toBe(0);
  });

  it('property: every slider position p (0–100, stored as p / 100) reads back as p', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (p) => {
        expect(priorityPercent(p / 100)).toBe(p);
      }),
    );
  });

  it('property: within 0.5 of priority × 100, between 0 and 100', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (priority) => {
        const percent = priorityPercent(priority);
        expect(Number.isInteger(percent)).toBe(true);
        expect(Math.abs(percent - priority * 100)).toBeLessThanOrEqual(0.5 + 1e-9);
      }),
    );
  });
});
