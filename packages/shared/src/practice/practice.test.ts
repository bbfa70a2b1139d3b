import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROFILE_TIME_ZONES } from '../auth/index.ts';
import {
  addDaysToDate,
  computeStreak,
  daysBetween,
  localDateOf,
  minutesUntilLocalMidnight,
  startOfLocalDay,
} from '../common/index.ts';
import { CHART_RANGES } from './constants.ts';
import {
  chartDays,
  dailyXpForStreak,
  formatResetsIn,
  isPracticeDateAllowed,
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
