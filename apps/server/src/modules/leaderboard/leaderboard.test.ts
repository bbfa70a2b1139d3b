import { randomUUID } from 'node:crypto';
import {
  LEADERBOARD_ANONYMOUS_PREFIX,
  LEADERBOARD_LIMIT,
  addDaysToDate,
  leaderboardResponseSchema,
  localDateOf,
  messages,
  type LeaderboardResponse,
} from '@woodshed/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  gameHighScores,
  practiceDayTotals,
  practiceSessions,
  practiceTotals,
  practiceWeekTotals,
  profiles,
  userXp,
  users,
  xpAwards,
  xpWeekTotals,
} from '../../db/schema/index.ts';
import { runJob } from '../../plugins/jobs.ts';
import { practicePurge } from '../practice/index.ts';
import { createWeekTotalsPruneJob } from './service.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness.ts';

const l = messages.leaderboard;
/** Noon UTC: June 1 in the zones used here, except Kiritimati (UTC+14), where it is June 2. */
const NOW = new Date('2026-06-01T12:00:00Z');
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({}, { clock: { now: () => NOW } });
});
afterAll(async () => {
  await ctx.close();
});
// Each test ranks only the people it makes.
beforeEach(async () => {
  const db = ctx.database.db;
  await db.delete(gameHighScores);
  await db.delete(xpAwards);
  await db.delete(userXp);
  await db.delete(practiceSessions);
});

const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string; message: string; field?: string } }).error;

async function board(viewer: TestUser, query: string): Promise<LeaderboardResponse> {
  const response = await ctx.request('GET', `/api/leaderboard?${query}`, { as: viewer });
  expect(response.statusCode, response.body).toBe(200);
  return leaderboardResponseSchema.parse(response.json());
}

interface Person {
  username?: string | null;
  nickname?: string | null;
}

/** Accounts made straight in the database (they never sign in): one insert per table, whatever the number. */
async function people(list: Person[]): Promise<string[]> {
  if (list.length === 0) return [];
  const ids = list.map(() => randomUUID());
  await ctx.database.db
    .insert(users)
    .values(ids.map((id) => ({ id, email: `p-${id}@example.test`, passwordHash: 'x' })));
  await ctx.database.db
    .insert(profiles)
    .values(
      list.map((person, i) => ({ id: ids[i]!, username: person.username, leaderboardNickname: person.nickname })),
    );
  return ids;
}

const named = (count: number, prefix: string): Person[] =>
  Array.from({ length: count }, (_, i) => ({ username: `${prefix}${String(i).padStart(3, '0')}` }));

async function setScores(game: 'intervalOrganizer' | 'triadFinder', scores: Array<[string, number]>) {
  await ctx.database.db
    .insert(gameHighScores)
    .values(scores.map(([userId, score]) => ({ userId, game, score, achievedAt: NOW })));
}

async function setXp(totals: Array<[string, number]>) {
  await ctx.database.db.insert(userXp).values(totals.map(([userId, xp]) => ({ userId, xp })));
}

const ranks = (response: LeaderboardResponse) => response.entries.map((e) => [e.rank, e.displayName, e.value]);

describe('GET /api/leaderboard', () => {
  it('ranks ties alike and skips after them (1, 2, 2, 4), ties in name order', async () => {
    const viewer = await ctx.createUser({ username: `viewer-${randomUUID().slice(0, 6)}` });
    const [ada, zed, bea, cy] = await people([
      { username: 'ada' },
      { username: 'Zed' },
      { username: 'bea' },
      { username: 'cy' },
    ]);
    await setScores('triadFinder', [
      [ada!, 18_000],
      [zed!, 15_000],
      [bea!, 15_000],
      [cy!, 9000],
      [viewer.id, 5000],
    ]);
    const result = await board(viewer, 'board=triadFinder');
    expect(result).toMatchObject({ board: 'triadFinder', period: 'all', since: null, you: null });
    expect(ranks(result)).toEqual([
      [1, 'ada', 18_000],
      [2, 'bea', 15_000],
      [2, 'Zed', 15_000],
      [4, 'cy', 9000],
      [5, expect.stringMatching(/^viewer-/), 5000],
    ]);
    expect(result.entries.map((e) => e.isYou)).toEqual([false, false, false, false, true]);
    // The other game's board knows nothing of these scores.
    expect((await board(viewer, 'board=intervalOrganizer')).entries).toEqual([]);
  });

  it('shows the top 100 and, below them, the viewer with their own rank', async () => {
    const viewer = await ctx.createUser();
    const ids = await people(named(LEADERBOARD_LIMIT + 20, 'bulk'));
    // 120 people above the viewer, the last 30 of them tied across the cut at 100.
    await setXp(ids.map((id, i) => [id, i < 90 ? 10_000 - i : 500]));
    await setXp([[viewer.id, 400]]);
    const result = await board(viewer, 'board=xp&period=all');
    expect(result.entries).toHaveLength(LEADERBOARD_LIMIT);
    expect(result.entries[0]).toMatchObject({ rank: 1, value: 10_000, displayName: 'bulk000' });
    expect(result.entries.at(-1)).toMatchObject({ rank: 91, value: 500, displayName: 'bulk099' });
    expect(result.entries.every((e) => !e.isYou)).toBe(true);
    expect(result.you).toEqual({ rank: 121, displayName: expect.any(String), value: 400, isYou: true });

    // Tied with the cut but after it by name: the rank of the tie, shown as the viewer's own row.
    await ctx.database.db.update(userXp).set({ xp: 500 }).where(eq(userXp.userId, viewer.id));
    await ctx.database.db.update(profiles).set({ username: 'zz-viewer' }).where(eq(profiles.id, viewer.id));
    expect((await board(viewer, 'board=xp')).you).toMatchObject({ rank: 91, value: 500, displayName: 'zz-viewer' });

    // Before the cut by name: among the entries, and no separate row.
    await ctx.database.db.update(profiles).set({ username: 'aa-viewer' }).where(eq(profiles.id, viewer.id));
    const inside = await board(viewer, 'board=xp');
    expect(inside.you).toBeNull();
    expect(inside.entries.find((e) => e.isYou)).toMatchObject({ rank: 91, displayName: 'aa-viewer' });
    expect(inside.entries).toHaveLength(LEADERBOARD_LIMIT);
  });

  it('leaves out people without a value, the viewer included (no own row)', async () => {
    const viewer = await ctx.createUser();
    const [scored, zero] = await people([{ username: 'scored' }, { username: 'zero' }]);
    await setXp([
      [scored!, 30],
      [zero!, 0],
      [viewer.id, 0],
    ]);
    const result = await board(viewer, 'board=xp');
    expect(ranks(result)).toEqual([[1, 'scored', 30]]);
    expect(result.you).toBeNull();
    expect(await board(viewer, 'board=practice&period=week')).toMatchObject({ entries: [], you: null });
  });

  it('names people by nickname, else username, else "Guitarist #" and their id, never an e-mail', async () => {
    const viewer = await ctx.createUser();
    const [nick, user, anonymous] = await people([
      { username: 'plain_name', nickname: 'ShredQueen' },
      { username: 'only_username' },
      {},
    ]);
    await setScores('intervalOrganizer', [
      [nick!, 24_000],
      [user!, 20_000],
      [anonymous!, 16_000],
      [viewer.id, 15_000],
    ]);
    const result = await board(viewer, 'board=intervalOrganizer');
    expect(result.entries.map((e) => e.displayName)).toEqual([
      'ShredQueen',
      'only_username',
      `${LEADERBOARD_ANONYMOUS_PREFIX}${anonymous!.slice(0, 6)}`,
      `${LEADERBOARD_ANONYMOUS_PREFIX}${viewer.id.slice(0, 6)}`,
    ]);
    expect(JSON.stringify(result)).not.toContain('@');
  });

  it("counts this week's XP on each award's date in the earner's zone, over the 7 dates ending on the viewer's today", async () => {
    const viewer = await ctx.createUser();
    const zone = 'Pacific/Kiritimati';
    await ctx.database.db.update(profiles).set({ timezone: zone }).where(eq(profiles.id, viewer.id));
    const since = addDaysToDate(localDateOf(NOW, zone), -6);
    expect(since).toBe('2026-05-27');
    const [early, late] = await people([{ username: 'early' }, { username: 'late' }]);
    // "late" earns in Tokyo (UTC+9), "early" in UTC: the zone each award's date is read in.
    await ctx.database.db.update(profiles).set({ timezone: 'Asia/Tokyo' }).where(eq(profiles.id, late!));
    const award = (receiverId: string, amount: number, at: string) => ({
      receiverId,
      amount,
      description: 'Test',
      awardedAt: new Date(at),
    });
    await ctx.database.db.insert(xpAwards).values([
      award(early!, 500, '2026-05-26T23:59:59Z'), // 26 May in UTC: before the week
      award(early!, 40, '2026-05-27T00:00:00Z'),
      award(late!, -80, '2026-05-26T14:59:59Z'), // 26 May, 23:59:59 in Tokyo: before the week
      award(late!, 70, '2026-05-26T15:00:00Z'), // 27 May, 00:00 in Tokyo
    ]);
    // One statement with several awards for one earner, and a later one: the totals add up.
    await ctx.database.db
      .insert(xpAwards)
      .values([award(viewer.id, 20, '2026-05-26T10:00:05Z'), award(viewer.id, 25, NOW.toISOString())]);
    await setXp([
      [early!, 540],
      [late!, 0],
      [viewer.id, 45],
    ]);
    const week = await board(viewer, 'board=xp&period=week');
    expect(week.since).toBe(since);
    expect(ranks(week)).toEqual([
      [1, 'late', 70],
      [2, expect.stringMatching(/^Guitarist #/), 45],
      [3, 'early', 40],
    ]);
    expect(ranks(await board(viewer, 'board=xp&period=all'))).toEqual([
      [1, 'early', 540],
      [2, expect.stringMatching(/^Guitarist #/), 45],
    ]);
  });

  it("counts this week's practice by session date, today and the 6 days before in the viewer's zone", async () => {
    const viewer = await ctx.createUser({ username: 'weekly-viewer' });
    const today = localDateOf(NOW, 'UTC');
    const [steady, old] = await people([{ username: 'steady' }, { username: 'old' }]);
    const session = (userId: string, daysBack: number, duration: number, scheduledRemoval = false) => ({
      userId,
      date: addDaysToDate(today, -daysBack),
      duration,
      scheduledRemoval,
    });
    await ctx.database.db
      .insert(practiceSessions)
      .values([
        session(steady!, 0, 30),
        session(steady!, 6, 20),
        session(steady!, 7, 600),
        session(steady!, 1, 999, true),
        session(old!, 30, 900),
        session(viewer.id, 3, 45),
      ]);
    const week = await board(viewer, 'board=practice&period=week');
    expect(week.since).toBe(addDaysToDate(today, -6));
    expect(ranks(week)).toEqual([
      [1, 'steady', 50],
      [2, 'weekly-viewer', 45],
    ]);
    expect(ranks(await board(viewer, 'board=practice'))).toEqual([
      [1, 'old', 900],
      [2, 'steady', 650],
      [3, 'weekly-viewer', 45],
    ]);
  });

  it('refuses a week of a game board, and unknown boards or periods (400)', async () => {
    const viewer = await ctx.createUser();
    const week = await ctx.request('GET', '/api/leaderboard?board=triadFinder&period=week', { as: viewer });
    expect(week.statusCode).toBe(400);
    expect(errorOf(week)).toMatchObject({ message: l.weekOnlyForXpAndPractice, field: 'period' });
    const badBoard = await ctx.request('GET', '/api/leaderboard?board=chess', { as: viewer });
    expect(badBoard.statusCode).toBe(400);
    expect(errorOf(badBoard).message).toBe(l.boardInvalid);
    const badPeriod = await ctx.request('GET', '/api/leaderboard?board=xp&period=month', { as: viewer });
    expect(badPeriod.statusCode).toBe(400);
    expect(errorOf(badPeriod).message).toBe(l.periodInvalid);
    expect(await board(viewer, '')).toMatchObject({ board: 'xp', period: 'all' });
  });

  it('is for signed-in users only (401)', async () => {
    expect((await ctx.request('GET', '/api/leaderboard?board=xp')).statusCode).toBe(401);
  });
});

describe('practice summaries', () => {
  /** What the summaries must hold: the non-removed minutes summed straight from the sessions. */
  async function expectSummariesExact() {
    const db = ctx.database.db;
    const active = sql`not ${practiceSessions.scheduledRemoval}`;
    const days = await db
      .select({
        userId: practiceSessions.userId,
        date: practiceSessions.date,
        minutes: sql<number>`sum(${practiceSessions.duration})::int`,
      })
      .from(practiceSessions)
      .where(active)
      .groupBy(practiceSessions.userId, practiceSessions.date);
    const totals = await db
      .select({ userId: practiceSessions.userId, minutes: sql<number>`sum(${practiceSessions.duration})::int` })
      .from(practiceSessions)
      .where(active)
      .groupBy(practiceSessions.userId);
    const byKey = <T extends { userId: string }>(rows: T[], key: (row: T) => string) =>
      [...rows].sort((a, b) => key(a).localeCompare(key(b)));
    const dayKey = (row: { userId: string; date: string }) => `${row.userId}/${row.date}`;
    expect(byKey(await db.select().from(practiceDayTotals), dayKey)).toEqual(byKey(days, dayKey));
    expect(byKey(await db.select().from(practiceTotals), (row) => row.userId)).toEqual(
      byKey(totals, (row) => row.userId),
    );
    // Each week ending on one of the 7 dates from a session's date on holds its minutes.
    const weeks = new Map<string, { weekEnd: string; userId: string; minutes: number }>();
    for (const day of days) {
      for (let k = 0; k < 7; k++) {
        const weekEnd = addDaysToDate(day.date, k);
        const week = weeks.get(`${day.userId}/${weekEnd}`) ?? { weekEnd, userId: day.userId, minutes: 0 };
        week.minutes += day.minutes;
        weeks.set(`${day.userId}/${weekEnd}`, week);
      }
    }
    const weekKey = (row: { userId: string; weekEnd: string }) => `${row.userId}/${row.weekEnd}`;
    expect(byKey(await db.select().from(practiceWeekTotals), weekKey)).toEqual(byKey([...weeks.values()], weekKey));
  }

  it('stay exact through logging, editing, deleting, restoring, purging and deleting the account', async () => {
    const [user, other] = [await ctx.createUser(), await ctx.createUser()];
    const today = localDateOf(NOW, 'UTC');
    const post = (who: TestUser, url: string, body?: unknown) => ctx.request('POST', url, { as: who, body });
    const log = async (who: TestUser, date: string, duration: number) => {
      const response = await post(who, '/api/practice/sessions', { date, duration });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { session: { id: string } }).session.id;
    };
    const first = await log(user, today, 30);
    const second = await log(user, today, 15);
    const third = await log(user, addDaysToDate(today, -3), 40);
    await log(other, today, 25);
    await expectSummariesExact();

    const edited = await ctx.request('PUT', `/api/practice/sessions/${first}`, {
      as: user,
      body: { date: addDaysToDate(today, -1), duration: 50, focusAreas: [], notes: null },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await expectSummariesExact();

    expect((await post(user, `/api/practice/sessions/${second}/delete`)).statusCode).toBe(200);
    expect((await post(user, `/api/practice/sessions/${third}/delete`)).statusCode).toBe(200);
    await expectSummariesExact();
    expect((await post(user, `/api/practice/sessions/${second}/restore`)).statusCode).toBe(200);
    await expectSummariesExact();
    expect((await board(user, 'board=practice')).entries.find((e) => e.isYou)?.value).toBe(65);

    // Pending deletion for over 14 days: the purge job deletes it for good.
    await ctx.database.db
      .update(practiceSessions)
      .set({ updatedAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(practiceSessions.id, third));
    expect(await runJob(ctx.database.db, practicePurge)).toBe(true);
    expect(await ctx.database.db.select().from(practiceSessions).where(eq(practiceSessions.id, third))).toEqual([]);
    await expectSummariesExact();

    const deleted = await ctx.request('DELETE', '/api/account', { as: user, body: { password: user.password } });
    expect(deleted.statusCode, deleted.body).toBe(204);
    await expectSummariesExact();
    expect(await ctx.database.db.select().from(practiceTotals).where(eq(practiceTotals.userId, user.id))).toEqual([]);
    expect((await board(other, 'board=practice')).entries).toEqual([
      { rank: 1, displayName: expect.any(String), value: 25, isYou: true },
    ]);
  });

  it("the weeks' totals are pruned once no viewer's today can reach them, the rest stays", async () => {
    const user = await ctx.createUser();
    const today = localDateOf(NOW, 'UTC');
    await ctx.database.db.insert(practiceSessions).values([
      { userId: user.id, date: addDaysToDate(today, -12), duration: 10 },
      { userId: user.id, date: addDaysToDate(today, -4), duration: 20 },
    ]);
    await ctx.database.db.insert(xpAwards).values({
      receiverId: user.id,
      amount: 30,
      description: 'Test',
      awardedAt: new Date(NOW.getTime() - 5 * 86_400_000),
    });
    const weekEnds = async (table: typeof practiceWeekTotals | typeof xpWeekTotals) =>
      (await ctx.database.db.select({ weekEnd: table.weekEnd }).from(table).where(eq(table.userId, user.id)))
        .map((row) => row.weekEnd)
        .sort();
    expect(await weekEnds(practiceWeekTotals)).toHaveLength(14);
    expect(await weekEnds(xpWeekTotals)).toHaveLength(7);
    expect(await runJob(ctx.database.db, createWeekTotalsPruneJob({ now: () => NOW }))).toBe(true);
    // Kept: weeks ending two days before today (UTC) and later.
    expect(await weekEnds(practiceWeekTotals)).toEqual([-2, -1, 0, 1, 2].map((k) => addDaysToDate(today, k)));
    expect(await weekEnds(xpWeekTotals)).toEqual([-2, -1, 0, 1].map((k) => addDaysToDate(today, k)));
    expect((await board(user, 'board=practice&period=week')).entries.find((e) => e.isYou)?.value).toBe(20);
  });
});
