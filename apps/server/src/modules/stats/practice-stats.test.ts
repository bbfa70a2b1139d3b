import { addDaysToDate, computeStreak } from '@woodshed/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceSessions } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { currentStreak, currentStreakRun, minutesByDate } from './practice-stats.ts';

const TODAY = '2026-06-01';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const datesBack = (from: string, count: number) => Array.from({ length: count }, (_, i) => addDaysToDate(from, -i));

/** A new user with sessions on the given dates (`[date, minutes, removed?]` or a bare date). */
async function userWith(sessions: Array<string | [string, number, boolean?]>): Promise<string> {
  const { id } = await ctx.createUser();
  const rows = sessions.map((entry) => {
    const [date, duration, scheduledRemoval] = typeof entry === 'string' ? [entry, 30, false] : entry;
    return { userId: id, date, duration, scheduledRemoval: scheduledRemoval ?? false };
  });
  for (let i = 0; i < rows.length; i += 500)
    await ctx.database.db.insert(practiceSessions).values(rows.slice(i, i + 500));
  return id;
}

const streakOf = async (sessions: Array<string | [string, number, boolean?]>, today = TODAY) =>
  currentStreak(ctx.database.db, await userWith(sessions), today);

describe('currentStreak', () => {
  it('is 0 without practice, and 0 when neither today nor yesterday has any', async () => {
    expect(await streakOf([])).toBe(0);
    expect(await streakOf(['2026-05-30', '2026-05-29', '2026-05-28'])).toBe(0);
  });

  it('starts at today or, when today has no practice yet, at yesterday', async () => {
    expect(await streakOf([TODAY])).toBe(1);
    expect(await streakOf(['2026-05-31'])).toBe(1);
    expect(await streakOf([TODAY, '2026-05-31', '2026-05-30'])).toBe(3);
    expect(await streakOf(['2026-05-31', '2026-05-30', '2026-05-28'])).toBe(2);
    expect(await streakOf([TODAY, '2026-05-30'])).toBe(1);
  });

  it('counts a day with several sessions once', async () => {
    expect(await streakOf([TODAY, TODAY, TODAY, '2026-05-31', '2026-05-31', '2026-05-30'])).toBe(3);
  });

  it('ignores sessions pending deletion', async () => {
    expect(await streakOf([[TODAY, 30, true]])).toBe(0);
    expect(await streakOf([TODAY, ['2026-05-31', 30, true], '2026-05-30'])).toBe(1);
    // A removed session next to an active one on the same day does not break the run.
    expect(await streakOf([TODAY, ['2026-05-31', 30, true], '2026-05-31', '2026-05-30'])).toBe(3);
  });

  it('ignores dates after "today" (the caller\'s today, e.g. another zone)', async () => {
    expect(await streakOf(['2026-06-02', '2026-06-03'])).toBe(0);
    expect(await streakOf(['2026-06-02', TODAY, '2026-05-31'])).toBe(2);
  });

  it('reads long runs: 70 consecutive days then a gap is 70', async () => {
    const dates = [...datesBack(TODAY, 70), ...datesBack(addDaysToDate(TODAY, -71), 30)];
    expect(await streakOf(dates)).toBe(70);
    // Ending yesterday, the same.
    expect(await streakOf(datesBack('2026-05-31', 70))).toBe(70);
    // Several sessions a day count once.
    expect(await streakOf([...datesBack(TODAY, 70), ...datesBack(TODAY, 70), ...datesBack(TODAY, 70)])).toBe(70);
  });

  it('handles runs of 64, 65, 128 and 400 days', async () => {
    expect(await streakOf(datesBack(TODAY, 64))).toBe(64);
    expect(await streakOf(datesBack(TODAY, 65))).toBe(65);
    expect(await streakOf(datesBack(TODAY, 128))).toBe(128);
    expect(await streakOf([...datesBack(TODAY, 128), ...datesBack(addDaysToDate(TODAY, -129), 5)])).toBe(128);
    expect(await streakOf(datesBack(TODAY, 400))).toBe(400);
  });

  it('counts calendar days across DST changes and month and year ends', async () => {
    // 2026-03-08 (US) and 2026-03-29 (EU) are DST changes; the dates are calendar dates, so nothing shifts.
    expect(await streakOf(datesBack('2026-04-02', 40), '2026-04-02')).toBe(40);
    expect(await streakOf(datesBack('2027-01-02', 5), '2027-01-03')).toBe(5);
    expect(await streakOf(['2024-03-01', '2024-02-29', '2024-02-28'], '2024-03-01')).toBe(3);
  });
});

describe('currentStreakRun against the shared rule (computeStreak)', () => {
  it('agrees on random histories around today, with several sessions a day, removed ones and future dates', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.integer({ min: -3, max: 40 }), fc.boolean()), { maxLength: 60 }),
        async (entries) => {
          const sessions = entries.map(([back, removed]): [string, number, boolean] => [
            addDaysToDate(TODAY, -back),
            20,
            removed,
          ]);
          const userId = await userWith(sessions);
          const activeDesc = [...new Set(sessions.filter(([, , removed]) => !removed).map(([date]) => date))]
            .sort()
            .reverse();
          const expected = computeStreak(activeDesc, TODAY).days;
          const run = await currentStreakRun(ctx.database.db, userId, TODAY);
          expect(run.days).toBe(expected);
          expect(run.since).toBe(expected > 0 ? activeDesc.filter((d) => d <= TODAY)[expected - 1] : null);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('minutesByDate', () => {
  it('sums the minutes of active sessions per date inside the range, inclusive', async () => {
    const userId = await userWith([
      [TODAY, 30],
      [TODAY, 15],
      ['2026-05-31', 20],
      ['2026-05-31', 90, true],
      ['2026-05-26', 5],
      ['2026-05-25', 60],
    ]);
    const minutes = await minutesByDate(ctx.database.db, userId, '2026-05-26', TODAY);
    expect(Object.fromEntries(minutes)).toEqual({ [TODAY]: 45, '2026-05-31': 20, '2026-05-26': 5 });
    expect((await minutesByDate(ctx.database.db, userId, '2026-01-01', '2026-01-31')).size).toBe(0);
  });
});
