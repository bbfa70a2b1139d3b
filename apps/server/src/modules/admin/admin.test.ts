import {
  ADMIN_USERS_PAGE_SIZE,
  addDaysToDate,
  adminPracticeSessionsResponseSchema,
  adminUserDetailSchema,
  adminUserRowSchema,
  adminUsersResponseSchema,
  adminXpAwardsResponseSchema,
  achievementAwardResultSchema,
  membershipLevelsResponseSchema,
  messages,
  statsResponseSchema,
  xpAwardResultSchema,
  xpAwardsResponseSchema,
  type AdminUserRow,
} from '@woodshed/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  focusAreas,
  practiceSessions,
  profiles,
  superadminChanges,
  sessionSummaries,
  sessionSummaryMembers,
  userXp,
} from '../../db/schema/index.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness.ts';
import { createAchievementAs, expectXpIsSumOfAwards, noticesOf, setZone } from '../achievements/test-fixtures.ts';
import { awardXp } from '../xp/index.ts';
import { changeSuperadmin } from './users.ts';
import { TEST_PASSWORD } from '../../test/harness.ts';

const m = messages.admin;
const NOW = new Date('2026-03-10T12:00:00Z');
const clock = { now: () => NOW };
let ctx: TestContext;
let admin: TestUser;
let learner: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({}, { clock });
  admin = await ctx.createUser({ isSuperadmin: true, username: 'head_teacher' });
  learner = await ctx.createUser({ username: 'strummer' });
});
afterAll(async () => {
  await ctx.close();
});

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

async function ok<T>(response: Promise<{ statusCode: number; body: string; json(): unknown }>, status = 200) {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json() as T;
}

const error = (response: { json(): unknown }) => (response.json() as { error: { message: string } }).error.message;

const patch = (path: string, body: unknown, as: TestUser = admin) => ctx.request('PATCH', path, { as, body });

describe('access', () => {
  const routes = (id: string): [string, string, unknown?][] => [
    ['GET', '/api/admin/users'],
    ['GET', '/api/admin/membership-levels'],
    ['PATCH', `/api/admin/users/${id}/membership`, { membershipLevelId: null }],
    ['PATCH', `/api/admin/users/${id}/superadmin`, { isSuperadmin: false }],
    ['PATCH', `/api/admin/users/${id}/event-creator`, { eventCreator: false }],
    ['GET', `/api/admin/users/${id}`],
    ['GET', `/api/admin/users/${id}/practice-sessions`],
    ['GET', `/api/admin/users/${id}/xp-awards`],
    ['POST', `/api/admin/users/${id}/xp-awards`, { amount: 10, description: 'Nice' }],
    ['POST', `/api/admin/users/${id}/achievements`, { achievementId: MISSING_ID }],
    ['GET', '/api/admin/settings'],
    ['PUT', '/api/admin/settings', {}],
  ];

  it('refuses learners (403), event creators (403) and signed-out users (401) on every admin route', async () => {
    const creator = await ctx.createUser({ eventCreator: true });
    for (const [method, path, body] of routes(learner.id)) {
      const asLearner = await ctx.request(method as 'GET', path, { as: learner, body });
      expect(asLearner.statusCode, `${method} ${path}`).toBe(403);
      expect((await ctx.request(method as 'GET', path, { as: creator, body })).statusCode).toBe(403);
      expect((await ctx.request(method as 'GET', path, { body })).statusCode, `${method} ${path}`).toBe(401);
    }
  });

  it('answers 404 "User not found" for an unknown or malformed user id', async () => {
    for (const id of [MISSING_ID, 'not-a-uuid']) {
      for (const [method, path, body] of routes(id).filter(([, path]) => path.includes(id))) {
        const response = await ctx.request(method as 'GET', path, { as: admin, body });
        expect(response.statusCode, `${method} ${path}`).toBe(404);
        if (!path.endsWith('/achievements')) expect(error(response)).toBe(m.userNotFound);
      }
    }
  });
});

describe('User Management list', () => {
  it('lists every user newest first with membership, flags, XP and level, paged with the total', async () => {
    const tag = `paging${Date.now()}`;
    const created: TestUser[] = [];
    for (let i = 0; i < 3; i++) created.push(await ctx.createUser({ email: `${tag}-${i}@example.test` }));
    const page1 = adminUsersResponseSchema.parse(
      await ok(ctx.request('GET', `/api/admin/users?search=${tag}&pageSize=2`, { as: admin })),
    );
    expect(page1.total).toBe(3);
    expect(page1.items.map((row) => row.id)).toEqual([created[2]!.id, created[1]!.id]);
    const page2 = adminUsersResponseSchema.parse(
      await ok(ctx.request('GET', `/api/admin/users?search=${tag}&pageSize=2&page=2`, { as: admin })),
    );
    expect(page2).toMatchObject({ total: 3, items: [{ id: created[0]!.id }] });
    const beyond = adminUsersResponseSchema.parse(
      await ok(ctx.request('GET', `/api/admin/users?search=${tag}&pageSize=2&page=3`, { as: admin })),
    );
    expect(beyond).toEqual({ items: [], total: 3 });

    const all = adminUsersResponseSchema.parse(await ok(ctx.request('GET', '/api/admin/users', { as: admin })));
    expect(all.items.length).toBeLessThanOrEqual(ADMIN_USERS_PAGE_SIZE);
    const times = all.items.map((row) => row.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const row = all.items.find((item) => item.id === created[0]!.id);
    expect(row).toEqual({
      id: created[0]!.id,
      email: `${tag}-0@example.test`,
      username: null,
      displayName: `Guitarist #${created[0]!.id.slice(0, 6)}`,
      createdAt: expect.any(String),
      membershipLevelId: expect.any(Number),
      membershipName: 'Free',
      adminOverride: false,
      overrideAdminName: null,
      isSuperadmin: false,
      superadminChange: null,
      eventCreator: false,
      xp: 0,
      level: 0,
    });
  });

  it('searches part of the e-mail or the username, ignoring case, with % and _ taken literally', async () => {
    const user = await ctx.createUser({ email: `fingerstyle.fan${Date.now()}@example.test`, username: 'Tab_Reader' });
    const search = async (text: string) =>
      adminUsersResponseSchema
        .parse(await ok(ctx.request('GET', `/api/admin/users?search=${encodeURIComponent(text)}`, { as: admin })))
        .items.map((row) => row.id);
    expect(await search('FINGERSTYLE.fan')).toEqual([user.id]);
    expect(await search('tab_rea')).toEqual([user.id]);
    expect(await search('  b_R  ')).toEqual([user.id]);
    // `_` would match any character and `%` anything, were they not escaped.
    expect(await search('tab%reader')).toEqual([]);
    expect(await search('Tab_R_ader')).toEqual([]);
    expect(await search('fingerstyle_fan')).toEqual([]);
    expect(await search('nobody-is-called-this')).toEqual([]);
  });

  it('searches part of the leaderboard nickname the list shows, ignoring case, with % and _ taken literally', async () => {
    const user = await ctx.createUser({ username: 'plain_username' });
    await ctx.database.db.update(profiles).set({ leaderboardNickname: 'SamStrums_5' }).where(eq(profiles.id, user.id));
    const search = async (text: string) =>
      adminUsersResponseSchema
        .parse(await ok(ctx.request('GET', `/api/admin/users?search=${encodeURIComponent(text)}`, { as: admin })))
        .items.map((row) => ({ id: row.id, displayName: row.displayName }));
    const found = [{ id: user.id, displayName: 'SamStrums_5' }];
    expect(await search('SamStrums')).toEqual(found);
    expect(await search('samstrums')).toEqual(found);
    expect(await search('MSTRUMS_5')).toEqual(found);
    expect(await search('SamStrums%5')).toEqual([]);
    expect(await search('SamStrums__')).toEqual([]);
  });

  it('refuses a search over 100 characters', async () => {
    const response = await ctx.request('GET', `/api/admin/users?search=${'a'.repeat(101)}`, { as: admin });
    expect(response.statusCode).toBe(400);
    expect(error(response)).toBe(m.searchTooLong);
  });

  it('lists the membership levels by id', async () => {
    const levels = membershipLevelsResponseSchema.parse(
      await ok(ctx.request('GET', '/api/admin/membership-levels', { as: admin })),
    );
    expect(levels.items.map((level) => level.name)).toEqual(['Free', 'Student', 'Premium']);
    expect(levels.items.map((level) => level.id)).toEqual([...levels.items.map((level) => level.id)].sort());
  });
});

describe('membership, superadmin and event creator', () => {
  it('records the admin who changed the membership and shows their name', async () => {
    const user = await ctx.createUser();
    const levels = membershipLevelsResponseSchema.parse(
      await ok(ctx.request('GET', '/api/admin/membership-levels', { as: admin })),
    ).items;
    const student = levels.find((level) => level.name === 'Student')!;
    const row = adminUserRowSchema.parse(
      await ok(patch(`/api/admin/users/${user.id}/membership`, { membershipLevelId: student.id })),
    );
    expect(row).toMatchObject({
      membershipLevelId: student.id,
      membershipName: 'Student',
      adminOverride: true,
      overrideAdminName: 'head_teacher',
    });
    const [profile] = await ctx.database.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile).toMatchObject({ membershipLevel: student.id, adminOverride: true, overrideAdminId: admin.id });

    const free = adminUserRowSchema.parse(
      await ok(patch(`/api/admin/users/${user.id}/membership`, { membershipLevelId: null })),
    );
    expect(free).toMatchObject({ membershipLevelId: null, membershipName: 'Free', adminOverride: true });
    const listed = adminUsersResponseSchema.parse(
      await ok(ctx.request('GET', `/api/admin/users?search=${user.email}`, { as: admin })),
    );
    expect(listed.items).toEqual([free]);
  });

  it('refuses an unknown or malformed membership level (400)', async () => {
    for (const membershipLevelId of [999, 1.5, 'Student', undefined]) {
      const response = await patch(`/api/admin/users/${learner.id}/membership`, { membershipLevelId });
      expect(response.statusCode, String(membershipLevelId)).toBe(400);
      expect(error(response)).toBe(m.membershipLevelNotFound);
    }
  });

  it("refuses a superadmin's change of their own flag (403)", async () => {
    for (const isSuperadmin of [false, true]) {
      const response = await patch(`/api/admin/users/${admin.id}/superadmin`, { isSuperadmin });
      expect(response.statusCode).toBe(403);
      expect(error(response)).toBe(m.ownSuperadmin);
    }
  });

  it('grants and removes the superadmin flag, which opens and closes the admin routes', async () => {
    const user = await ctx.createUser();
    const granted = adminUserRowSchema.parse(
      await ok(patch(`/api/admin/users/${user.id}/superadmin`, { isSuperadmin: true })),
    );
    expect(granted.isSuperadmin).toBe(true);
    expect((await ctx.request('GET', '/api/admin/users', { as: user })).statusCode).toBe(200);
    await ok(patch(`/api/admin/users/${user.id}/superadmin`, { isSuperadmin: false }));
    expect((await ctx.request('GET', '/api/admin/users', { as: user })).statusCode).toBe(403);
  });

  it('toggles the event creator flag, which decides what /api/calendar/events allows', async () => {
    const user = await ctx.createUser();
    expect((await ctx.request('GET', '/api/calendar/events', { as: user })).statusCode).toBe(403);
    const row = adminUserRowSchema.parse(
      await ok(patch(`/api/admin/users/${user.id}/event-creator`, { eventCreator: true })),
    );
    expect(row.eventCreator).toBe(true);
    expect((await ctx.request('GET', '/api/calendar/events', { as: user })).statusCode).toBe(200);
    await ok(patch(`/api/admin/users/${user.id}/event-creator`, { eventCreator: false }));
    expect((await ctx.request('GET', '/api/calendar/events', { as: user })).statusCode).toBe(403);
  });

  it('refuses flag bodies that are not booleans (400)', async () => {
    expect((await patch(`/api/admin/users/${learner.id}/superadmin`, { isSuperadmin: 'yes' })).statusCode).toBe(400);
    expect((await patch(`/api/admin/users/${learner.id}/event-creator`, {})).statusCode).toBe(400);
  });
});

describe('the record of superadmin changes (issue 26)', () => {
  const changesOf = (userId: string) =>
    ctx.database.db.select().from(superadminChanges).where(eq(superadminChanges.targetId, userId));
  const rowOf = async (userId: string) =>
    adminUserDetailSchema.parse(await ok(ctx.request('GET', `/api/admin/users/${userId}`, { as: admin })));
  /** Written by the database's clock, within this test's run. */
  const justNow = (instant: string) => {
    const age = Date.now() - new Date(instant).getTime();
    expect(age).toBeGreaterThanOrEqual(-1000);
    expect(age).toBeLessThan(60_000);
  };

  it('records who granted and who revoked the role, and when; the list and the user page show the latest', async () => {
    const deputy = await ctx.createUser({ isSuperadmin: true, username: 'deputy_head' });
    const user = await ctx.createUser({ username: 'rising_star' });
    const granted = adminUserRowSchema.parse(
      await ok(patch(`/api/admin/users/${user.id}/superadmin`, { isSuperadmin: true })),
    );
    expect(granted.superadminChange).toEqual({ granted: true, byName: 'head_teacher', changedAt: expect.any(String) });
    justNow(granted.superadminChange!.changedAt);

    // Asking for the flag the user already has changes nothing, and is not recorded.
    await ok(patch(`/api/admin/users/${user.id}/superadmin`, { isSuperadmin: true }, deputy));
    expect(await changesOf(user.id)).toHaveLength(1);

    const revoked = adminUserRowSchema.parse(
      await ok(patch(`/api/admin/users/${user.id}/superadmin`, { isSuperadmin: false }, deputy)),
    );
    expect(revoked).toMatchObject({
      isSuperadmin: false,
      superadminChange: { granted: false, byName: 'deputy_head' },
    });
    const listed = adminUsersResponseSchema.parse(
      await ok(ctx.request('GET', `/api/admin/users?search=${encodeURIComponent(user.email)}`, { as: admin })),
    );
    expect(listed.items[0]!.superadminChange).toEqual(revoked.superadminChange);
    expect((await rowOf(user.id)).profile.superadminChange).toEqual(revoked.superadminChange);
    const rows = await changesOf(user.id);
    expect(rows.map(({ actorId, actorName, granted: wasGranted }) => ({ actorId, actorName, wasGranted }))).toEqual(
      expect.arrayContaining([
        { actorId: admin.id, actorName: 'head_teacher', wasGranted: true },
        { actorId: deputy.id, actorName: 'deputy_head', wasGranted: false },
      ]),
    );
    expect(rows).toHaveLength(2);
  });

  it("keeps the actor's name when the actor's account is deleted, and the target exports it", async () => {
    const deputy = await ctx.createUser({ isSuperadmin: true, username: 'leaving_deputy' });
    const user = await ctx.createUser();
    await ok(patch(`/api/admin/users/${user.id}/superadmin`, { isSuperadmin: true }, deputy));
    const deleted = await ctx.request('DELETE', '/api/account', { as: deputy, body: { password: TEST_PASSWORD } });
    expect(deleted.statusCode, deleted.body).toBe(204);

    expect((await rowOf(user.id)).profile.superadminChange).toMatchObject({ granted: true, byName: 'leaving_deputy' });
    expect(await changesOf(user.id)).toMatchObject([{ actorId: null, actorName: 'leaving_deputy', granted: true }]);
    const exported = (await ok(ctx.request('GET', '/api/account/export', { as: user }))) as {
      tables: Record<string, Array<Record<string, unknown>>>;
    };
    expect(exported.tables.superadmin_changes_received).toMatchObject([{ actorName: 'leaving_deputy', granted: true }]);
  });

  it('records nothing for a refused change: oneself (403), a learner (403), signed out (401)', async () => {
    const user = await ctx.createUser();
    expect((await patch(`/api/admin/users/${admin.id}/superadmin`, { isSuperadmin: false })).statusCode).toBe(403);
    expect((await patch(`/api/admin/users/${user.id}/superadmin`, { isSuperadmin: true }, learner)).statusCode).toBe(
      403,
    );
    expect(
      (await ctx.request('PATCH', `/api/admin/users/${user.id}/superadmin`, { body: { isSuperadmin: true } }))
        .statusCode,
    ).toBe(401);
    expect(await changesOf(user.id)).toEqual([]);
    expect(await changesOf(admin.id)).toEqual([]);
    expect((await rowOf(user.id)).profile.superadminChange).toBeNull();
  });
});

describe('the last superadmin', () => {
  const superadminCount = async () =>
    (await ctx.database.db.select().from(profiles).where(eq(profiles.isSuperadmin, true))).length;

  it('is never removed (409), also when two superadmins remove each other at once', async () => {
    // Only these two are superadmins for this test.
    await ctx.database.db.update(profiles).set({ isSuperadmin: false });
    const first = await ctx.createUser({ isSuperadmin: true });
    const second = await ctx.createUser({ isSuperadmin: true });
    try {
      const answers = await Promise.all([
        patch(`/api/admin/users/${second.id}/superadmin`, { isSuperadmin: false }, first),
        patch(`/api/admin/users/${first.id}/superadmin`, { isSuperadmin: false }, second),
      ]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses[0]).toBe(200);
      // The second is refused: as the last superadmin (409), or as no longer one when it is checked (403).
      expect([403, 409]).toContain(statuses[1]);
      expect(await superadminCount()).toBe(1);

      // Called as a (former) superadmin on the only one left: refused with the last-superadmin message.
      const [remaining] = await ctx.database.db
        .select({ id: profiles.id })
        .from(profiles)
        .where(eq(profiles.isSuperadmin, true));
      const other = remaining!.id === first.id ? second : first;
      await expect(changeSuperadmin(ctx.database.db, other.id, remaining!.id, false)).rejects.toMatchObject({
        statusCode: 409,
        message: m.lastSuperadmin,
      });
      expect(await superadminCount()).toBe(1);
    } finally {
      await ctx.database.db.update(profiles).set({ isSuperadmin: true }).where(eq(profiles.id, admin.id));
    }
  });
});

describe('user detail', () => {
  it('shows profile, account, membership, XP, practice statistics as /api/stats, achievements and the latest summary', async () => {
    const user = await ctx.createUser({ username: 'detail_user' });
    await setZone(ctx, user, 'Pacific/Auckland');
    const today = '2026-03-11'; // 12:00 UTC on the 10th is the 11th in Auckland.
    const log = async (date: string, duration: number) =>
      ok(ctx.request('POST', '/api/practice/sessions', { as: user, body: { date, duration } }), 201);
    await log(today, 30);
    await log(addDaysToDate(today, -3), 50);
    await log(addDaysToDate(today, -3), 40);
    const [summary] = await ctx.database.db
      .insert(sessionSummaries)
      .values({ shortDescription: 'Lesson', sessionDate: new Date('2026-03-05T15:00:00Z') })
      .returning();
    await ctx.database.db.insert(sessionSummaryMembers).values({ summaryId: summary!.id, userId: user.id });
    const achievement = await createAchievementAs(ctx, admin, { title: 'Star Pupil', xpAwarded: 40 });
    await ok(
      ctx.request('POST', `/api/admin/users/${user.id}/achievements`, {
        as: admin,
        body: { achievementId: achievement.id },
      }),
      201,
    );

    const detail = adminUserDetailSchema.parse(
      await ok(ctx.request('GET', `/api/admin/users/${user.id}`, { as: admin })),
    );
    const stats = statsResponseSchema.parse(await ok(ctx.request('GET', '/api/stats', { as: user })));
    expect(detail.practiceStats).toEqual({
      totalHours: stats.totalMinutes / 60,
      totalPracticeLogs: stats.sessionCount,
      averageDailyMinutes: stats.averageDailyMinutes,
      longestPracticeDayDate: stats.longestDay!.date,
      longestPracticeDayMinutes: stats.longestDay!.minutes,
    });
    expect(detail.practiceStats).toEqual({
      totalHours: 2,
      totalPracticeLogs: 3,
      averageDailyMinutes: 30,
      longestPracticeDayDate: addDaysToDate(today, -3),
      longestPracticeDayMinutes: 90,
    });
    expect(detail.profile).toMatchObject({
      id: user.id,
      username: 'detail_user',
      displayName: 'detail_user',
      timezone: 'Pacific/Auckland',
      isSuperadmin: false,
      adminOverride: false,
    });
    expect(detail.auth).toMatchObject({ email: user.email, lastSignInAt: expect.any(String) });
    expect(detail.membership).toEqual({ id: expect.any(Number), name: 'Free' });
    const dailyXp = 25 + 2 * 1;
    expect(detail.xp).toMatchObject({ xp: dailyXp + 40 });
    expect(detail.achievements).toEqual([
      { achievementId: achievement.id, title: 'Star Pupil', timesEarned: 1, earnedAt: expect.any(String) },
    ]);
    expect(detail.latestSessionSummaryDate).toBe('2026-03-05T15:00:00.000Z');
  });

  it('shows a user without activity with zeros and nulls', async () => {
    const user = await ctx.createUser();
    const detail = adminUserDetailSchema.parse(
      await ok(ctx.request('GET', `/api/admin/users/${user.id}`, { as: admin })),
    );
    expect(detail.practiceStats).toEqual({
      totalHours: 0,
      totalPracticeLogs: 0,
      averageDailyMinutes: 0,
      longestPracticeDayDate: null,
      longestPracticeDayMinutes: 0,
    });
    expect(detail).toMatchObject({ achievements: [], latestSessionSummaryDate: null, xp: { xp: 0, level: 0 } });
  });
});

describe('activity', () => {
  let user: TestUser;
  const today = '2026-03-10'; // In New York, 12:00 UTC is 07:00 (or 08:00) on the 10th.

  beforeAll(async () => {
    user = await ctx.createUser();
    await setZone(ctx, user, 'America/New_York');
    const areas = await ctx.database.db.select().from(focusAreas);
    const id = (name: string) => areas.find((area) => area.name === name)!.id;
    const session = (daysBack: number, extra: Partial<typeof practiceSessions.$inferInsert> = {}) => ({
      userId: user.id,
      date: addDaysToDate(today, -daysBack),
      duration: 10 + daysBack,
      ...extra,
    });
    await ctx.database.db
      .insert(practiceSessions)
      .values([
        session(0, { focusAreaIds: [id('Scales'), id('Chords')], focusAreas: ['Fingerpicking'], notes: 'Good' }),
        session(6),
        session(7),
        session(29),
        session(30),
        session(1, { scheduledRemoval: true }),
      ]);
    const day = 86_400_000;
    await ctx.database.db.transaction(async (tx) => {
      for (const [ms, amount] of [
        [0, 1],
        [7 * day - 60_000, 2],
        [7 * day + 60_000, 3],
        [30 * day - 60_000, 4],
        [30 * day + 60_000, 5],
      ] as const) {
        await awardXp(tx, {
          receiverId: user.id,
          giverId: admin.id,
          amount,
          description: `Award ${amount}`,
          systemAward: false,
          awardedAt: new Date(NOW.getTime() - ms),
        });
      }
    });
  });

  const sessions = async (query: string) =>
    adminPracticeSessionsResponseSchema.parse(
      await ok(ctx.request('GET', `/api/admin/users/${user.id}/practice-sessions?${query}`, { as: admin })),
    );
  const awards = async (query: string) =>
    adminXpAwardsResponseSchema.parse(
      await ok(ctx.request('GET', `/api/admin/users/${user.id}/xp-awards?${query}`, { as: admin })),
    );

  it('lists practice sessions newest first by the local dates of the user, without removed ones', async () => {
    const week = await sessions('range=week');
    expect(week.items.map((item) => item.date)).toEqual([today, addDaysToDate(today, -6)]);
    expect(week.total).toBe(2);
    expect(week.items[0]).toMatchObject({
      focusAreas: ['Scales', 'Chords', 'Fingerpicking'],
      notes: 'Good',
      duration: 10,
      scheduledRemoval: false,
    });
    const month = await sessions('range=month');
    expect(month.items.map((item) => item.date)).toEqual([0, 6, 7, 29].map((days) => addDaysToDate(today, -days)));
    expect((await sessions('range=all')).total).toBe(5);
    // The default range is the week.
    expect((await sessions('')).total).toBe(2);
  });

  it('pages practice sessions with the total', async () => {
    const page2 = await sessions('range=all&page=2&pageSize=2');
    expect(page2.total).toBe(5);
    expect(page2.items.map((item) => item.date)).toEqual([7, 29].map((days) => addDaysToDate(today, -days)));
    expect((await sessions('range=all&page=4&pageSize=2')).items).toEqual([]);
  });

  it('lists XP awards of the last 7 and 30 days as the learner sees them', async () => {
    const week = await awards('range=week');
    expect(week.items.map((item) => item.amount)).toEqual([1, 2]);
    expect(week.items[0]).toMatchObject({ givenBy: 'head_teacher', systemAward: false, description: 'Award 1' });
    expect((await awards('range=month')).items.map((item) => item.amount)).toEqual([1, 2, 3, 4]);
    const all = await awards('range=all&pageSize=2&page=2');
    expect(all).toMatchObject({ total: 5, items: [{ amount: 3 }, { amount: 4 }] });
  });

  it('refuses an unknown range (400)', async () => {
    for (const path of ['practice-sessions', 'xp-awards']) {
      const response = await ctx.request('GET', `/api/admin/users/${user.id}/${path}?range=year`, { as: admin });
      expect(response.statusCode).toBe(400);
      expect(error(response)).toBe(m.rangeInvalid);
    }
  });
});

describe('awarding XP', () => {
  it('adds to user_xp and the level, and the learner sees it with the admin as giver', async () => {
    const user = await ctx.createUser();
    const result = xpAwardResultSchema.parse(
      await ok(
        ctx.request('POST', `/api/admin/users/${user.id}/xp-awards`, {
          as: admin,
          body: { amount: 100, description: '  Great recital performance  ' },
        }),
        201,
      ),
    );
    expect(result.award).toMatchObject({
      amount: 100,
      description: 'Great recital performance',
      systemAward: false,
      givenBy: 'head_teacher',
    });
    expect(result.xp).toMatchObject({ xp: 100, level: 1, nextLevel: 2 });
    const [total] = await ctx.database.db.select().from(userXp).where(eq(userXp.userId, user.id));
    expect(total?.xp).toBe(100);
    expect(await expectXpIsSumOfAwards(ctx, user.id)).toBe(100);

    const history = xpAwardsResponseSchema.parse(await ok(ctx.request('GET', '/api/xp/awards', { as: user })));
    expect(history.items).toEqual([result.award]);
    const row = adminUsersResponseSchema.parse(
      await ok(ctx.request('GET', `/api/admin/users?search=${user.email}`, { as: admin })),
    ).items[0] as AdminUserRow;
    expect(row).toMatchObject({ xp: 100, level: 1 });
  });

  it('checks the amount and description with the spec messages', async () => {
    const cases: [unknown, string][] = [
      [{ amount: 0, description: 'x' }, m.awardAmountInvalid],
      [{ amount: -5, description: 'x' }, m.awardAmountInvalid],
      [{ amount: 1.5, description: 'x' }, m.awardAmountInvalid],
      [{ amount: '50', description: 'x' }, m.awardAmountInvalid],
      [{ description: 'x' }, m.awardAmountInvalid],
      [{ amount: 100_001, description: 'x' }, m.awardAmountTooLarge],
      [{ amount: 50 }, m.awardDescriptionRequired],
      [{ amount: 50, description: '   ' }, m.awardDescriptionRequired],
      [{ amount: 50, description: 'x'.repeat(301) }, m.awardDescriptionTooLong],
    ];
    for (const [body, message] of cases) {
      const response = await ctx.request('POST', `/api/admin/users/${learner.id}/xp-awards`, { as: admin, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(error(response)).toBe(message);
    }
    const edge = await ctx.request('POST', `/api/admin/users/${learner.id}/xp-awards`, {
      as: admin,
      body: { amount: 100_000, description: 'x'.repeat(300) },
    });
    expect(edge.statusCode).toBe(201);
  });
});

describe('awarding an achievement by hand', () => {
  it('earns a repeatable one again each time, with its XP and a notice for the learner', async () => {
    const user = await ctx.createUser();
    const achievement = await createAchievementAs(ctx, admin, { title: 'Encore', xpAwarded: 30, repeatable: true });
    const award = () =>
      ok(
        ctx.request('POST', `/api/admin/users/${user.id}/achievements`, {
          as: admin,
          body: { achievementId: achievement.id },
        }),
        201,
      );
    const first = achievementAwardResultSchema.parse(await award());
    expect(first).toMatchObject({ earned: { title: 'Encore', timesEarned: 1 }, xpAwarded: 30, xp: { xp: 30 } });
    const notices = await noticesOf(ctx, user);
    expect(notices.achievements).toEqual([
      { achievementId: achievement.id, title: 'Encore', xpAwarded: 30, earnedAt: expect.any(String) },
    ]);
    const second = achievementAwardResultSchema.parse(await award());
    expect(second).toMatchObject({ earned: { timesEarned: 2 }, xp: { xp: 60 } });
    expect(await expectXpIsSumOfAwards(ctx, user.id)).toBe(60);
  });

  it('credits its XP to the admin who gave it, as a manual award, in both histories (issue 26)', async () => {
    const user = await ctx.createUser();
    const achievement = await createAchievementAs(ctx, admin, { title: 'Recital', xpAwarded: 40, repeatable: false });
    await ok(
      ctx.request('POST', `/api/admin/users/${user.id}/achievements`, {
        as: admin,
        body: { achievementId: achievement.id },
      }),
      201,
    );
    const given = { description: 'Achievement: Recital', amount: 40, systemAward: false, givenBy: 'head_teacher' };
    const own = xpAwardsResponseSchema.parse(await ok(ctx.request('GET', '/api/xp/awards', { as: user })));
    expect(own.items).toEqual([expect.objectContaining(given)]);
    const seen = adminXpAwardsResponseSchema.parse(
      await ok(ctx.request('GET', `/api/admin/users/${user.id}/xp-awards?range=all`, { as: admin })),
    );
    expect(seen.items).toEqual([expect.objectContaining(given)]);
  });

  it('earns a non-repeatable one once (409 after)', async () => {
    const user = await ctx.createUser();
    const achievement = await createAchievementAs(ctx, admin, { title: 'Debut', xpAwarded: 20, repeatable: false });
    const award = () =>
      ctx.request('POST', `/api/admin/users/${user.id}/achievements`, {
        as: admin,
        body: { achievementId: achievement.id },
      });
    expect((await award()).statusCode).toBe(201);
    const again = await award();
    expect(again.statusCode).toBe(409);
    expect(error(again)).toBe(m.achievementAlreadyEarned);
    expect(await expectXpIsSumOfAwards(ctx, user.id)).toBe(20);
  });

  it('answers 404 for an unknown achievement and 400 for a malformed id', async () => {
    const unknown = await ctx.request('POST', `/api/admin/users/${learner.id}/achievements`, {
      as: admin,
      body: { achievementId: MISSING_ID },
    });
    expect(unknown.statusCode).toBe(404);
    expect(error(unknown)).toBe(messages.achievements.notFound);
    const malformed = await ctx.request('POST', `/api/admin/users/${learner.id}/achievements`, {
      as: admin,
      body: { achievementId: 'nope' },
    });
    expect(malformed.statusCode).toBe(400);
  });
});
