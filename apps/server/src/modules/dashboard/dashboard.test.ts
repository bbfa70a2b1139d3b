import { PGlite } from '@electric-sql/pglite';
import {
  addDaysToDate,
  DEFAULT_BUG_REPORT_EMAIL,
  DEFAULT_DASHBOARD_NOTICE,
  dashboardResponseSchema,
  practiceChartSchema,
  SESSION_COOKIE,
  type ContentType,
  type DashboardResponse,
  type GoalStatus,
  type PracticeChart,
  type ProfileTimeZone,
} from '@woodshed/shared';
import { eq, inArray } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import {
  bookmarks,
  goals,
  libraryContent,
  practiceSessions,
  profiles,
  sessionSummaries,
  sessionSummaryMembers,
  siteSettings,
  userXp,
  xpAwards,
} from '../../db/schema/index.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness.ts';

/** 02:00 UTC on 1 June 2026: still 31 May in Los Angeles (19:00 PDT), already 11:00 on 1 June in Tokyo. */
const NOW = new Date('2026-06-01T02:00:00Z');
const TODAY_UTC = '2026-06-01';
const clock = { current: NOW, now: () => clock.current };

let ctx: TestContext;
let db: Db;
beforeAll(async () => {
  ctx = await createTestContext({}, { clock });
  db = ctx.database.db;
});
afterAll(async () => {
  await ctx.close();
});

const daysBefore = (date: string, days: number) => addDaysToDate(date, -days);

async function newUser(profile: { timezone?: ProfileTimeZone; weeklyGoalHours?: number } = {}): Promise<TestUser> {
  const user = await ctx.createUser();
  if (profile.timezone !== undefined || profile.weeklyGoalHours !== undefined) {
    await db.update(profiles).set(profile).where(eq(profiles.id, user.id));
  }
  return user;
}

interface SessionRow {
  date: string;
  duration: number;
  removed?: boolean;
}
async function logSessions(user: TestUser, rows: SessionRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(practiceSessions).values(
    rows.map((row) => ({
      userId: user.id,
      date: row.date,
      duration: row.duration,
      scheduledRemoval: row.removed ?? false,
    })),
  );
}
/** One 30-minute session on each of the given days before `today` (0 = today). */
const practiseOn = (user: TestUser, today: string, daysAgo: number[]) =>
  logSessions(
    user,
    daysAgo.map((n) => ({ date: daysBefore(today, n), duration: 30 })),
  );

async function giveXp(user: TestUser, xp: number): Promise<void> {
  await db.insert(xpAwards).values({ receiverId: user.id, amount: xp, description: 'Test award', systemAward: true });
  await db.insert(userXp).values({ userId: user.id, xp }).onConflictDoUpdate({ target: userXp.userId, set: { xp } });
}

async function addGoal(
  user: TestUser,
  goal: { title: string; priority: number; status?: GoalStatus; createdAt?: Date; progress?: number },
) {
  const [row] = await db
    .insert(goals)
    .values({
      userId: user.id,
      title: goal.title,
      targetDate: '2026-07-01',
      priority: goal.priority,
      status: goal.status ?? 'not_started',
      progress: goal.progress ?? 0,
      createdAt: goal.createdAt ?? new Date(),
    })
    .returning({ id: goals.id });
  return row!.id;
}

async function addItem(title: string, options: { published?: boolean; contentType?: ContentType } = {}) {
  const [row] = await db
    .insert(libraryContent)
    .values({
      contentType: options.contentType ?? 'article',
      title,
      description: `${title} description`,
      category: 'Technique',
      published: options.published ?? true,
    })
    .returning({ id: libraryContent.id, contentType: libraryContent.contentType });
  return row!;
}

async function addSummary(sessionDate: string, memberIds: string[]) {
  const [summary] = await db
    .insert(sessionSummaries)
    .values({ shortDescription: 'Lesson', sessionDate: new Date(sessionDate) })
    .returning({ id: sessionSummaries.id });
  await db.insert(sessionSummaryMembers).values(memberIds.map((userId) => ({ summaryId: summary!.id, userId })));
}

async function dashboard(user: TestUser, query = ''): Promise<DashboardResponse> {
  const response = await ctx.request('GET', `/api/dashboard${query}`, { as: user });
  expect(response.statusCode, response.body).toBe(200);
  // The answer must be exactly the shared contract.
  return dashboardResponseSchema.parse(response.json());
}
async function chart(user: TestUser, query = ''): Promise<PracticeChart> {
  const response = await ctx.request('GET', `/api/practice/chart${query}`, { as: user });
  expect(response.statusCode, response.body).toBe(200);
  return practiceChartSchema.parse(response.json());
}

/** A user with something in every block, whose data must never show up for anyone else. */
async function busyNeighbour(): Promise<TestUser> {
  const other = await newUser({ timezone: 'Asia/Tokyo', weeklyGoalHours: 1 });
  await practiseOn(other, TODAY_UTC, [0, 1, 2, 3, 4, 5, 6, 7, 40, 80]);
  await giveXp(other, 5000);
  await addGoal(other, { title: 'Neighbour goal', priority: 1 });
  const item = await addItem('Neighbour item');
  await db.insert(bookmarks).values({ userId: other.id, contentId: item.id, contentType: item.contentType, order: 0 });
  await addSummary('2026-05-30T15:00:00Z', [other.id]);
  return other;
}

describe('GET /api/dashboard', () => {
  it('answers a new user with zeros, empty lists and the default notice, never showing anyone else', async () => {
    await busyNeighbour();
    const user = await newUser();
    const data = await dashboard(user);
    expect(data).toEqual({
      timezone: 'UTC',
      level: { xp: 0, level: 0, nextLevel: 1, progressPercent: 0, xpNeeded: 100 },
      today: { date: TODAY_UTC, minutes: 0, resetsInMinutes: 22 * 60 },
      streakDays: 0,
      week: { minutes: 0, goalHours: 7, percent: 0, complete: false },
      bookmarks: [],
      activeGoals: [],
      latestSessionSummaryDate: null,
      hasPracticed: false,
      notice: { text: DEFAULT_DASHBOARD_NOTICE, bugReportEmail: DEFAULT_BUG_REPORT_EMAIL },
      chart: {
        range: 7,
        days: ['2026-05-26', '2026-05-27', '2026-05-28', '2026-05-29', '2026-05-30', '2026-05-31', '2026-06-01'].map(
          (date) => ({ date, minutes: 0 }),
        ),
      },
    });
  });

  it("counts today and the rolling week in the user's own time zone", async () => {
    const sessions: SessionRow[] = [
      { date: '2026-06-01', duration: 60 },
      { date: '2026-05-31', duration: 30 },
      { date: '2026-05-31', duration: 15, removed: true },
      { date: '2026-05-26', duration: 20 },
      { date: '2026-05-25', duration: 40 },
      { date: '2026-05-24', duration: 50 },
    ];
    // Los Angeles: 19:00 on 31 May. A session dated 1 June is not today's and is outside the week.
    const la = await newUser({ timezone: 'America/Los_Angeles' });
    await logSessions(la, sessions);
    const laData = await dashboard(la);
    expect(laData.timezone).toBe('America/Los_Angeles');
    // Any logged session makes the greeting 'Welcome back' (issue 12).
    expect(laData.hasPracticed).toBe(true);
    expect(laData.today).toEqual({ date: '2026-05-31', minutes: 30, resetsInMinutes: 5 * 60 });
    expect(laData.week.minutes).toBe(30 + 20 + 40); // 25–31 May
    expect(laData.chart.days.at(-1)).toEqual({ date: '2026-05-31', minutes: 30 });
    expect(laData.chart.days[0]).toEqual({ date: '2026-05-25', minutes: 40 });
    expect(laData.streakDays).toBe(1);

    // Tokyo: 11:00 on 1 June.
    const tokyo = await newUser({ timezone: 'Asia/Tokyo' });
    await logSessions(tokyo, sessions);
    const tokyoData = await dashboard(tokyo);
    expect(tokyoData.today).toEqual({ date: '2026-06-01', minutes: 60, resetsInMinutes: 13 * 60 });
    expect(tokyoData.week.minutes).toBe(60 + 30 + 20); // 26 May – 1 June
    expect(tokyoData.chart.days.at(-1)).toEqual({ date: '2026-06-01', minutes: 60 });
    expect(tokyoData.streakDays).toBe(2);
  });

  it('counts down to local midnight across a DST change', async () => {
    const user = await newUser({ timezone: 'America/Los_Angeles' });
    // 00:00 PST on 8 March 2026; clocks spring forward at 02:00, so this local day has 23 hours.
    clock.current = new Date('2026-03-08T08:00:00Z');
    try {
      expect((await dashboard(user)).today).toEqual({ date: '2026-03-08', minutes: 0, resetsInMinutes: 23 * 60 });
    } finally {
      clock.current = NOW;
    }
  });

  describe('streak', () => {
    it('counts back from today through consecutive days', async () => {
      const user = await newUser();
      await practiseOn(user, TODAY_UTC, [0, 0, 1, 2, 4, 5]);
      expect((await dashboard(user)).streakDays).toBe(3);
    });

    it('counts from yesterday when today has no practice yet', async () => {
      const user = await newUser();
      await practiseOn(user, TODAY_UTC, [1, 2, 3, 4, 6]);
      expect((await dashboard(user)).streakDays).toBe(4);
    });

    it('is 0 when neither today nor yesterday has practice', async () => {
      const user = await newUser();
      await practiseOn(user, TODAY_UTC, [2, 3, 4]);
      expect((await dashboard(user)).streakDays).toBe(0);
    });

    it('ignores sessions pending deletion', async () => {
      const user = await newUser();
      await logSessions(user, [
        { date: TODAY_UTC, duration: 30, removed: true },
        { date: daysBefore(TODAY_UTC, 1), duration: 30 },
        { date: daysBefore(TODAY_UTC, 2), duration: 30, removed: true },
        { date: daysBefore(TODAY_UTC, 3), duration: 30 },
      ]);
      const data = await dashboard(user);
      expect(data.streakDays).toBe(1);
      expect(data.today.minutes).toBe(0);
    });

    it('follows a run of 150 days', async () => {
      const user = await newUser();
      await practiseOn(user, TODAY_UTC, [...Array.from({ length: 150 }, (_, i) => i), 151, 152]);
      expect((await dashboard(user)).streakDays).toBe(150);
    });

    it("uses the user's local days", async () => {
      // 1 June has begun in Tokyo but not in Los Angeles: a session dated 1 June extends Tokyo's run only.
      const tokyo = await newUser({ timezone: 'Asia/Tokyo' });
      const la = await newUser({ timezone: 'America/Los_Angeles' });
      for (const user of [tokyo, la]) await practiseOn(user, TODAY_UTC, [0, 2, 3]);
      expect((await dashboard(tokyo)).streakDays).toBe(1);
      // For Los Angeles today is 31 May: yesterday (30 May) and 29 May count, the 1 June row is in its future.
      expect((await dashboard(la)).streakDays).toBe(2);
    });
  });

  describe('weekly goal', () => {
    it("uses the profile's goal hours and rounds the percent", async () => {
      const user = await newUser({ weeklyGoalHours: 2.5 });
      await logSessions(user, [
        { date: TODAY_UTC, duration: 45 },
        { date: daysBefore(TODAY_UTC, 6), duration: 30 },
        { date: daysBefore(TODAY_UTC, 7), duration: 300 }, // outside the rolling 7 days
      ]);
      expect((await dashboard(user)).week).toEqual({ minutes: 75, goalHours: 2.5, percent: 50, complete: false });
    });

    it('caps the percent at 100 and is complete at or over the goal', async () => {
      const exact = await newUser({ weeklyGoalHours: 1 });
      await logSessions(exact, [{ date: daysBefore(TODAY_UTC, 3), duration: 60 }]);
      expect((await dashboard(exact)).week).toEqual({ minutes: 60, goalHours: 1, percent: 100, complete: true });

      const over = await newUser({ weeklyGoalHours: 0.5 });
      await logSessions(over, [
        { date: TODAY_UTC, duration: 90 },
        { date: daysBefore(TODAY_UTC, 1), duration: 120 },
      ]);
      expect((await dashboard(over)).week).toEqual({ minutes: 210, goalHours: 0.5, percent: 100, complete: true });

      const under = await newUser({ weeklyGoalHours: 1 });
      await logSessions(under, [{ date: TODAY_UTC, duration: 59 }]);
      const week = (await dashboard(under)).week;
      expect(week.complete).toBe(false);
      expect(week.percent).toBeLessThanOrEqual(99);
    });
  });

  describe('level', () => {
    const levelOf = async (xp: number) => {
      const user = await newUser();
      if (xp > 0) await giveXp(user, xp);
      return (await dashboard(user)).level;
    };

    it('follows the rule at the edges', async () => {
      expect(await levelOf(99)).toEqual({ xp: 99, level: 0, nextLevel: 1, progressPercent: 99, xpNeeded: 1 });
      expect(await levelOf(100)).toEqual({ xp: 100, level: 1, nextLevel: 2, progressPercent: 0, xpNeeded: 200 });
      expect(await levelOf(250)).toEqual({ xp: 250, level: 1, nextLevel: 2, progressPercent: 75, xpNeeded: 50 });
      expect(await levelOf(299)).toEqual({ xp: 299, level: 1, nextLevel: 2, progressPercent: 100, xpNeeded: 1 });
      expect(await levelOf(300)).toEqual({ xp: 300, level: 2, nextLevel: 3, progressPercent: 0, xpNeeded: 300 });
      expect(await levelOf(127_499)).toEqual({
        xp: 127_499,
        level: 49,
        nextLevel: 50,
        progressPercent: 100,
        xpNeeded: 1,
      });
      expect(await levelOf(127_500)).toEqual({
        xp: 127_500,
        level: 50,
        nextLevel: null,
        progressPercent: 100,
        xpNeeded: 0,
      });
      expect(await levelOf(400_000)).toEqual({
        xp: 400_000,
        level: 50,
        nextLevel: null,
        progressPercent: 100,
        xpNeeded: 0,
      });
    });
  });

  describe('active goals', () => {
    it('shows at most 3 goals not completed, by priority, ties newest first', async () => {
      const user = await newUser();
      const at = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
      await addGoal(user, { title: 'Completed, top priority', priority: 1, status: 'completed' });
      await addGoal(user, { title: 'Low', priority: 0.1, createdAt: at(1) });
      await addGoal(user, {
        title: 'Mid older',
        priority: 0.5,
        createdAt: at(30),
        status: 'in_progress',
        progress: 40,
      });
      await addGoal(user, { title: 'Mid newer', priority: 0.5, createdAt: at(10) });
      await addGoal(user, { title: 'High', priority: 0.9, createdAt: at(60) });
      const data = await dashboard(user);
      expect(data.activeGoals.map((goal) => goal.title)).toEqual(['High', 'Mid newer', 'Mid older']);
      expect(data.activeGoals[2]).toEqual({
        id: expect.any(String),
        title: 'Mid older',
        targetDate: '2026-07-01',
        status: 'in_progress',
        progress: 40,
        priority: 0.5,
      });
    });

    it('is empty when every goal is completed', async () => {
      const user = await newUser();
      await addGoal(user, { title: 'Done', priority: 0.7, status: 'completed' });
      expect((await dashboard(user)).activeGoals).toEqual([]);
    });
  });

  describe('bookmarks', () => {
    it('lists them in their order with their items, leaving out unpublished ones', async () => {
      const user = await newUser();
      const video = await addItem('A video', { contentType: 'video' });
      const article = await addItem('An article');
      const hidden = await addItem('Unpublished', { published: false });
      const jam = await addItem('A jam track', { contentType: 'jam_track' });
      await db.insert(bookmarks).values([
        { userId: user.id, contentId: video.id, contentType: video.contentType, order: 2 },
        { userId: user.id, contentId: article.id, contentType: article.contentType, order: 0 },
        { userId: user.id, contentId: hidden.id, contentType: hidden.contentType, order: 1 },
        { userId: user.id, contentId: jam.id, contentType: jam.contentType, order: 3 },
      ]);
      const data = await dashboard(user);
      expect(data.bookmarks.map((b) => [b.item.title, b.order, b.contentType])).toEqual([
        ['An article', 0, 'article'],
        ['A video', 2, 'video'],
        ['A jam track', 3, 'jam_track'],
      ]);
      expect(data.bookmarks[0]!.item).toMatchObject({
        id: article.id,
        published: true,
        bookmarkId: data.bookmarks[0]!.id,
      });
      // The same list as GET /api/bookmarks.
      const list = await ctx.request('GET', '/api/bookmarks', { as: user });
      expect((list.json() as { items: unknown }).items).toEqual(data.bookmarks);
    });
  });

  describe('latest session summary', () => {
    it('is the newest summary the user is a member of', async () => {
      const user = await newUser();
      const other = await newUser();
      await addSummary('2026-04-01T16:00:00Z', [user.id]);
      await addSummary('2026-05-01T17:30:00Z', [user.id, other.id]);
      await addSummary('2026-05-20T10:00:00Z', [other.id]);
      expect((await dashboard(user)).latestSessionSummaryDate).toBe('2026-05-01T17:30:00.000Z');
      expect((await dashboard(other)).latestSessionSummaryDate).toBe('2026-05-20T10:00:00.000Z');
    });
  });

  describe('notice', () => {
    it('reads the site settings, each falling back to its default', async () => {
      const user = await newUser();
      await db.insert(siteSettings).values({ key: 'dashboard_notice', value: 'Lessons resume on Monday.' });
      try {
        expect((await dashboard(user)).notice).toEqual({
          text: 'Lessons resume on Monday.',
          bugReportEmail: DEFAULT_BUG_REPORT_EMAIL,
        });
        await db.insert(siteSettings).values({ key: 'bug_report_email', value: 'bugs@school.example' });
        expect((await dashboard(user)).notice).toEqual({
          text: 'Lessons resume on Monday.',
          bugReportEmail: 'bugs@school.example',
        });
      } finally {
        await db.delete(siteSettings).where(inArray(siteSettings.key, ['dashboard_notice', 'bug_report_email']));
      }
      expect((await dashboard(user)).notice.text).toBe(DEFAULT_DASHBOARD_NOTICE);
    });
  });

  describe('chart', () => {
    it.each([7, 30, 60, 90])('covers %i days ending today, zeros filled, minutes summed per day', async (range) => {
      const user = await newUser({ timezone: 'America/Los_Angeles' });
      const today = '2026-05-31';
      await logSessions(user, [
        { date: today, duration: 20 },
        { date: today, duration: 25 },
        { date: daysBefore(today, range - 1), duration: 10 }, // the first day of the range
        { date: daysBefore(today, range), duration: 99 }, // the day before it
        { date: '2026-06-01', duration: 77 }, // tomorrow in Los Angeles
      ]);
      for (const data of [(await dashboard(user, `?range=${range}`)).chart, await chart(user, `?range=${range}`)]) {
        expect(data.range).toBe(range);
        expect(data.days).toHaveLength(range);
        expect(data.days[0]).toEqual({ date: daysBefore(today, range - 1), minutes: 10 });
        expect(data.days.at(-1)).toEqual({ date: today, minutes: 45 });
        expect(data.days.slice(1, -1).every((day) => day.minutes === 0)).toBe(true);
        expect(data.days.map((day) => day.date)).toEqual(
          Array.from({ length: range }, (_, i) => daysBefore(today, range - 1 - i)),
        );
      }
    });

    it('defaults to 7 days', async () => {
      const user = await newUser();
      const data = await chart(user);
      expect(data.range).toBe(7);
      expect(data.days.at(-1)).toEqual({ date: TODAY_UTC, minutes: 0 });
      expect(data.days).toHaveLength(7);
    });

    it('refuses other ranges with 400', async () => {
      const user = await newUser();
      for (const url of [
        '/api/dashboard?range=14',
        '/api/practice/chart?range=365',
        '/api/practice/chart?range=abc',
        '/api/dashboard?range=-7',
      ]) {
        const response = await ctx.request('GET', url, { as: user });
        expect(response.statusCode, url).toBe(400);
        expect((response.json() as { error: { code: string } }).error.code).toBe('validation');
      }
    });
  });

  it('answers 401 when signed out', async () => {
    for (const url of ['/api/dashboard', '/api/practice/chart']) {
      const response = await ctx.request('GET', url);
      expect(response.statusCode).toBe(401);
      expect((response.json() as { error: { code: string } }).error.code).toBe('unauthorized');
    }
  });
});

describe('query count', () => {
  /**
   * The app under test again, on the same database, but with a Drizzle logger that counts every statement
   * it sends. Counting statements is exact and does not depend on the machine's speed, unlike timing.
   */
  let countingApp: App;
  let statements = 0;
  beforeAll(async () => {
    const logger = { logQuery: () => void (statements += 1) };
    const client = (ctx.database.db as unknown as { $client: PGlite | pg.Pool }).$client;
    const countingDb = (client instanceof PGlite
      ? drizzlePglite(client, { schema, logger })
      : drizzleNodePg(client, { schema, logger })) as unknown as Db;
    countingApp = await buildApp({ config: ctx.app.config, db: countingDb, runJobs: false, logger: false, clock });
    await countingApp.ready();
  });
  afterAll(async () => {
    await countingApp.close();
  });

  async function statementsFor(user: TestUser, url = '/api/dashboard?range=90'): Promise<number> {
    const before = statements;
    const response = await countingApp.inject({ method: 'GET', url, cookies: { [SESSION_COOKIE]: user.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return statements - before;
  }

  it('does not grow with the length of the history', async () => {
    const fresh = await newUser();
    const oneDay = await newUser();
    await practiseOn(oneDay, TODAY_UTC, [0]);
    // 2,000 days of history, with a bookmark, goals and XP; the current run is 5 days.
    const veteran = await newUser();
    await logSessions(
      veteran,
      Array.from({ length: 2000 }, (_, i) => i)
        .filter((i) => i !== 5 && i % 30 !== 29)
        .flatMap((i) => [
          { date: daysBefore(TODAY_UTC, i), duration: 30 },
          { date: daysBefore(TODAY_UTC, i), duration: 15 },
        ]),
    );
    for (let i = 0; i < 5; i++) await addGoal(veteran, { title: `Goal ${i}`, priority: i / 5 });
    await giveXp(veteran, 80_000);
    const item = await addItem('Veteran item');
    await db
      .insert(bookmarks)
      .values({ userId: veteran.id, contentId: item.id, contentType: item.contentType, order: 0 });
    await addSummary('2026-05-01T10:00:00Z', [veteran.id]);
    expect((await dashboard(veteran)).streakDays).toBe(5);

    const counts = [await statementsFor(fresh), await statementsFor(oneDay), await statementsFor(veteran)];
    // Session lookup + the dashboard's one statement.
    expect(counts).toEqual([2, 2, 2]);
    // The chart endpoint alone: the session lookup and one read.
    expect(await statementsFor(veteran, '/api/practice/chart?range=90')).toBe(2);
  });

  it('reads a long current run in the same one statement', async () => {
    const user = await newUser();
    await practiseOn(
      user,
      TODAY_UTC,
      Array.from({ length: 200 }, (_, i) => i),
    );
    expect((await dashboard(user)).streakDays).toBe(200);
    expect(await statementsFor(user)).toBe(2);
  });
});
