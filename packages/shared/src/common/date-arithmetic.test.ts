import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysToDate, computeStreak, consecutiveDates, daysBetween } from './dates.ts';
import { nextDay, previousDay } from './calendar-oracles.test-support.ts';

const DAY = 86_400_000;

// Calendar arithmetic and streaks (the zone-dependent functions are in dates.test.ts).
// Oracles, independent of the code under test.

/** A calendar date from 1970-01-01 to 2100-12-31. */
const isoDateArb = fc.integer({ min: 0, max: 47_846 }).map((n) => new Date(n * DAY).toISOString().slice(0, 10));

describe('addDaysToDate and daysBetween', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2026-04-30', 1, '2026-05-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2026-03-31', 30, '2026-04-30'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2028-02-29', 1, '2028-03-01'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2028-02-29', 365, '2029-02-28'],
    ['2028-02-29', -365, '2027-03-01'],
    ['2028-02-29', -366, '2027-02-28'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2100-02-28', 1, '2100-03-01'],
    ['2000-02-28', 1, '2000-02-29'],
    ['1970-01-01', -1, '1969-12-31'],
    ['2026-03-07', 1, '2026-03-08'],
    ['2026-03-08', 1, '2026-03-09'],
    ['2026-11-01', 1, '2026-11-02'],
    ['2026-10-25', -1, '2026-10-24'],
    ['2026-04-05', 0, '2026-04-05'],
  ] as const)('%s plus %i days is %s', (date, days, expected) => {
    expect(addDaysToDate(date, days)).toBe(expected);
    expect(daysBetween(date, expected)).toBe(days);
  });

  it('counts leap years', () => {
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
    expect(daysBetween('2027-01-01', '2028-01-01')).toBe(365);
    expect(daysBetween('1970-01-01', '2000-01-01')).toBe(10_957);
    expect(daysBetween('2026-03-08', '2026-03-01')).toBe(-7);
  });

  it('rejects what is not a YYYY-MM-DD date', () => {
    expect(() => addDaysToDate('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDaysToDate('2026-3-8', 1)).toThrow(RangeError);
    expect(() => addDaysToDate('', 1)).toThrow(RangeError);
    expect(daysBetween('2026-13-01', '2026-01-01')).toBeNaN();
  });

  it('property: adding n days then −n days gives the date back', () => {
    fc.assert(
      fc.property(isoDateArb, fc.integer({ min: -20_000, max: 20_000 }), (date, n) => {
        expect(addDaysToDate(addDaysToDate(date, n), -n)).toBe(date);
      }),
    );
  });

  it('property: daysBetween(addDaysToDate(d, n), d) === −n', () => {
    fc.assert(
      fc.property(isoDateArb, fc.integer({ min: -20_000, max: 20_000 }), (date, n) => {
        expect(daysBetween(addDaysToDate(date, n), date)).toBe(0 - n); // 0 − n: +0, not −0, when n is 0
        expect(daysBetween(date, addDaysToDate(date, n))).toBe(n);
      }),
    );
  });

  it('property: one day on is the next date by the Gregorian rules, one day back the previous', () => {
    fc.assert(
      fc.property(isoDateArb, (date) => {
        expect(addDaysToDate(date, 1)).toBe(nextDay(date));
        expect(addDaysToDate(date, -1)).toBe(previousDay(date));
      }),
    );
  });

  it('property: adding a then b days is adding a + b days', () => {
    fc.assert(
      fc.property(
        isoDateArb,
        fc.integer({ min: -5000, max: 5000 }),
        fc.integer({ min: -5000, max: 5000 }),
        (date, a, b) => {
          expect(addDaysToDate(addDaysToDate(date, a), b)).toBe(addDaysToDate(date, a + b));
        },
      ),
    );
  });
});

// ---------------------------------------------------------------------------------------------------------

/** Brute force: walk back day by day over a set, from today if practised, else from yesterday. */
function bruteForceStreak(dates: ReadonlySet<string>, today: string): number {
  let day = dates.has(today) ? today : previousDay(today);
  let days = 0;
  while (dates.has(day)) {
    days += 1;
    day = previousDay(day);
  }
  return days;
}

/** The distinct dates, newest first, as the server reads them. */
const desc = (dates: Iterable<string>) => [...new Set(dates)].sort().reverse();

/** A today and a set of practice dates within 40 days before it (and a few after, which must be ignored). */
const streakCaseArb = fc
  .tuple(isoDateArb, fc.uniqueArray(fc.integer({ min: -40, max: 3 }), { maxLength: 44 }))
  .map(([today, offsets]) => ({ today, dates: new Set(offsets.map((n) => addDaysToDate(today, n))) }));

describe('computeStreak', () => {
  const today = '2026-03-10';
  const back = (n: number) => addDaysToDate(today, -n);

  it('counts back from today when today has practice', () => {
    expect(computeStreak([back(0), back(1), back(2), back(4)], today)).toEqual({ days: 3, complete: true });
  });

  it('counts back from yesterday when only yesterday has practice', () => {
    expect(computeStreak([back(1), back(2), back(3), back(5)], today)).toEqual({ days: 3, complete: true });
  });

  it('is 0 when neither today nor yesterday has practice', () => {
    expect(computeStreak([back(2), back(3)], today)).toEqual({ days: 0, complete: true });
  });

  it('counts a repeated date once', () => {
    expect(computeStreak([back(0), back(0), back(1), back(1), back(1), back(2), back(9)], today)).toEqual({
      days: 3,
      complete: true,
    });
  });

  it('ignores dates after today', () => {
    expect(computeStreak([addDaysToDate(today, 2), addDaysToDate(today, 1), back(0), back(1)], today)).toEqual({
      days: 2,
      complete: false,
    });
    expect(computeStreak([addDaysToDate(today, 1), back(1)], today)).toEqual({ days: 1, complete: false });
  });

  it('crosses month, year and leap-day boundaries', () => {
    expect(computeStreak(['2028-03-01', '2028-02-29', '2028-02-28', '2028-02-26'], '2028-03-01').days).toBe(3);
    expect(computeStreak(['2027-01-01', '2026-12-31', '2026-12-30'], '2027-01-02').days).toBe(3);
    expect(computeStreak(['2026-03-08', '2026-03-07'], '2026-03-08').days).toBe(2);
  });

  it('complete is false exactly when the run reaches the end of the list', () => {
    expect(computeStreak([back(0), back(1)], today)).toEqual({ days: 2, complete: false });
    expect(computeStreak([back(0), back(1), back(1)], today)).toEqual({ days: 2, complete: false });
    expect(computeStreak([back(0), back(1), back(3)], today)).toEqual({ days: 2, complete: true });
    expect(computeStreak([back(5)], today)).toEqual({ days: 0, complete: true });
    // Nothing up to today seen yet: an older batch may still hold today or yesterday.
    expect(computeStreak([], today)).toEqual({ days: 0, complete: false });
    expect(computeStreak([addDaysToDate(today, 1)], today)).toEqual({ days: 0, complete: false });
  });

  it('property: equals a brute-force walk back over the set of dates', () => {
    fc.assert(
      fc.property(streakCaseArb, ({ today, dates }) => {
        expect(computeStreak(desc(dates), today).days).toBe(bruteForceStreak(dates, today));
      }),
    );
  });

  it('property: complete is false exactly when every listed date up to today is in the run', () => {
    fc.assert(
      fc.property(streakCaseArb, ({ today, dates }) => {
        const list = desc(dates);
        const { days, complete } = computeStreak(list, today);
        const start = dates.has(today) ? today : addDaysToDate(today, -1);
        const inRun = (d: string) => days > 0 && d <= start && daysBetween(d, start) < days;
        expect(complete).toBe(!list.filter((d) => d <= today).every(inRun));
      }),
    );
  });

  it('property: practising today after a streak that ended yesterday adds exactly 1', () => {
    fc.assert(
      fc.property(streakCaseArb, ({ today, dates }) => {
        const before = new Set(dates);
        before.delete(today);
        before.add(addDaysToDate(today, -1));
        const withToday = new Set(before).add(today);
        expect(computeStreak(desc(withToday), today).days).toBe(computeStreak(desc(before), today).days + 1);
      }),
    );
  });

  it('property: removing a date inside the run shortens it to the part after the gap', () => {
    fc.assert(
      fc.property(streakCaseArb, fc.nat(), ({ today, dates }, pick) => {
        const { days } = computeStreak(desc(dates), today);
        fc.pre(days > 0);
        const start = dates.has(today) ? today : addDaysToDate(today, -1);
        const k = pick % days; // remove the k-th day of the run, counting back from its start
        const shortened = new Set(dates);
        shortened.delete(addDaysToDate(start, -k));
        // The k days after the gap remain. Removing today itself (k = 0) when the run starts today leaves
        // yesterday's run instead, which is the rest: days − 1.
        const expected = k === 0 && start === today ? days - 1 : k;
        expect(computeStreak(desc(shortened), today).days).toBe(expected);
        expect(bruteForceStreak(shortened, today)).toBe(expected);
      }),
    );
  });

  it('property: reading a prefix first, then the full list only when incomplete, gives the same answer', () => {
    fc.assert(
      fc.property(streakCaseArb, fc.nat(), ({ today, dates }, cut) => {
        const list = desc(dates);
        const prefix = list.slice(0, cut % (list.length + 1));
        const first = computeStreak(prefix, today);
        const answer = first.complete ? first.days : computeStreak(list, today).days;
        expect(answer).toBe(computeStreak(list, today).days);
      }),
    );
  });

  it('property: reading in batches of any size, as the server does, gives the same answer', () => {
    fc.assert(
      fc.property(streakCaseArb, fc.integer({ min: 1, max: 10 }), ({ today, dates }, batchSize) => {
        const list = desc(dates);
        const seen: string[] = [];
        const read = (offset: number): number => {
          const rows = list.slice(offset, offset + batchSize);
          seen.push(...rows);
          const streak = computeStreak(seen, today);
          return streak.complete || rows.length < batchSize ? streak.days : read(offset + batchSize);
        };
        expect(read(0)).toBe(bruteForceStreak(dates, today));
      }),
    );
  });
});

describe('consecutiveDates', () => {
  it('is the dates from the first on, each the next day of the one before (oracle: nextDay)', () => {
    fc.assert(
      fc.property(isoDateArb, fc.integer({ min: 0, max: 400 }), (first, count) => {
        const dates = consecutiveDates(first, count);
        expect(dates).toHaveLength(count);
        if (count > 0) expect(dates[0]).toBe(first);
        for (let i = 1; i < dates.length; i++) expect(dates[i]).toBe(nextDay(dates[i - 1]!));
      }),
    );
  });

  it('crosses month, leap-day and year ends, and refuses an invalid first date', () => {
    expect(consecutiveDates('2024-02-28', 3)).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(consecutiveDates('2026-12-31', 2)).toEqual(['2026-12-31', '2027-01-01']);
    expect(consecutiveDates('2026-05-01', 0)).toEqual([]);
    expect(() => consecutiveDates('2026-02-30', 2)).toThrow(RangeError);
  });
});
