import { addDaysToDate, localDateOf, type StatsResponse } from '@woodshed/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chordMastery, chords, practiceSessions, profiles } from '../../db/schema/index.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness.ts';

// A fixed now: 2026-11-23 10:00 UTC (still 2026-11-23 in Chicago, already 2026-11-24 in Kiritimati).
const NOW = new Date('2026-11-23T10:00:00Z');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { clock: { now: () => NOW } });
});
afterAll(async () => {
  await ctx.close();
});

const TODAY = '2026-11-23';
const day = (back: number) => addDaysToDate(TODAY, -back);
async function stats(user: TestUser): Promise<StatsResponse> {
  const response = await ctx.request('GET', '/api/stats', { as: user });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as StatsResponse;
}
const insertSessions = (user: TestUser, rows: Array<{ date: string; duration: number; removed?: boolean }>) =>
  ctx.database.db.insert(practiceSessions).values(
    rows.map((row) => ({
      userId: user.id,
      date: row.date,
      duration: row.duration,
      scheduledRemoval: row.removed ?? false,
    })),
  );

describe('GET /api/stats', () => {
  it('shows nothing practised for a new user, every chord Not Started', async () => {
    const user = await ctx.createUser();
    const result = await stats(user);
    expect(result).toMatchObject({
      today: TODAY,
      totalMinutes: 0,
      sessionCount: 0,
      firstPracticeDate: null,
      averageDailyMinutes: 0,
      longestDay: null,
      heatmap: [],
    });
    expect(result.chordMastery.byRating).toEqual([]);
    expect(result.chordMastery.totalChords).toBeGreaterThan(40);
  });

  it('sums active sessions only: total, count, first date, average over the span, the busiest day', async () => {
    const user = await ctx.createUser();
    await insertSessions(user, [
      { date: day(0), duration: 30 },
      { date: day(1), duration: 60 },
      { date: day(1), duration: 30 },
      { date: day(3), duration: 45 },
      // Pending deletion: counted nowhere.
      { date: day(5), duration: 600, removed: true },
    ]);
    const result = await stats(user);
    expect(result).toMatchObject({
      totalMinutes: 165,
      sessionCount: 4,
      firstPracticeDate: day(3),
      // 165 minutes over 4 days (the first practice to today, both counted).
      averageDailyMinutes: 41.25,
      longestDay: { date: day(1), minutes: 90 },
    });
    expect(result.heatmap).toEqual([
      { date: day(3), minutes: 45 },
      { date: day(1), minutes: 90 },
      { date: day(0), minutes: 30 },
    ]);
  });

  it('counts chord ratings per level for the user alone', async () => {
    const [user, other] = await Promise.all([ctx.createUser(), ctx.createUser()]);
    const ids = (await ctx.database.db.select({ id: chords.id }).from(chords).limit(5)).map((row) => row.id);
    const rate = (who: TestUser, chordId: string, masteryRating: number) =>
      ctx.database.db.insert(chordMastery).values({ userId: who.id, chordId, masteryRating });
    await rate(user, ids[0]!, 5);
    await rate(user, ids[1]!, 5);
    await rate(user, ids[2]!, 2);
    await rate(user, ids[3]!, 0);
    await rate(other, ids[4]!, 4);
    const byRating = (await stats(user)).chordMastery.byRating.sort((a, b) => a.rating - b.rating);
    expect(byRating).toEqual([
      { rating: 0, count: 1 },
      { rating: 2, count: 1 },
      { rating: 5, count: 2 },
    ]);
  });

  it("keeps to the user's own sessions and 12 months of heat map, over thousands of sessions", async () => {
    const [user, other] = await Promise.all([ctx.createUser(), ctx.createUser()]);
    // 3,000 days of practice, 2 sessions a day (10 + 20 minutes), the busiest day long ago.
    const rows = Array.from({ length: 3000 }, (_, back) => [
      { date: day(back), duration: 10 },
      { date: day(back), duration: back === 2000 ? 500 : 20 },
    ]).flat();
    for (let i = 0; i < rows.length; i += 1000) await insertSessions(user, rows.slice(i, i + 1000));
    await insertSessions(other, [{ date: day(0), duration: 1000 }]);
    const started = performance.now();
    const result = await stats(user);
    const elapsed = performance.now() - started;
    expect(result.sessionCount).toBe(6000);
    expect(result.totalMinutes).toBe(3000 * 30 + 480);
    expect(result.firstPracticeDate).toBe(day(2999));
    expect(result.averageDailyMinutes).toBeCloseTo((3000 * 30 + 480) / 3000, 6);
    expect(result.longestDay).toEqual({ date: day(2000), minutes: 510 });
    expect(result.heatmap).toHaveLength(365);
    expect(result.heatmap[0]).toEqual({ date: day(364), minutes: 30 });
    expect(elapsed).toBeLessThan(2000);
  });

  it("dates today, the average and the heat map in the user's zone", async () => {
    const user = await ctx.createUser();
    await ctx.database.db.update(profiles).set({ timezone: 'Pacific/Kiritimati' }).where(eq(profiles.id, user.id));
    const kiritimatiToday = localDateOf(NOW, 'Pacific/Kiritimati');
    expect(kiritimatiToday).toBe('2026-11-24');
    await insertSessions(user, [{ date: kiritimatiToday, duration: 40 }]);
    const result = await stats(user);
    expect(result.today).toBe(kiritimatiToday);
    expect(result.averageDailyMinutes).toBe(40);
    expect(result.heatmap).toEqual([{ date: kiritimatiToday, minutes: 40 }]);
  });

  it('is for signed-in users only (401)', async () => {
    expect((await ctx.request('GET', '/api/stats')).statusCode).toBe(401);
  });
});
