import {
  addDaysToDate,
  achievementsResponseSchema,
  adminAchievementsResponseSchema,
  messages,
  noticesResponseSchema,
  type AchievementCard,
} from '@woodshed/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { achievementsEarned, xpAwards } from '../../db/schema/index.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness.ts';
import { addModuleAs, createCourseAs, enrolAs } from '../courses/test-fixtures.ts';
import {
  achievementAwardsOf,
  badgeUrl,
  clearAchievements,
  createAchievementAs,
  expectXpIsSumOfAwards,
  logPractice,
  markSeen,
  noticesOf,
  setZone,
} from './test-fixtures.ts';

const m = messages.achievements;
const TODAY = '2026-03-10';
let now = new Date(`${TODAY}T12:00:00Z`);
const clock = { now: () => now };
let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({}, { clock });
  admin = await ctx.createUser({ isSuperadmin: true });
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  now = new Date(`${TODAY}T12:00:00Z`);
  await clearAchievements(ctx);
});

const daysAgo = (days: number) => addDaysToDate(TODAY, -days);

async function cardsOf(user: TestUser): Promise<AchievementCard[]> {
  const response = await ctx.request('GET', '/api/achievements', { as: user });
  expect(response.statusCode, response.body).toBe(200);
  return achievementsResponseSchema.parse(response.json()).items;
}
const cardOf = async (user: TestUser, id: string) => (await cardsOf(user)).find((card) => card.id === id)!;

describe('management (superadmin)', () => {
  it('creates with defaults, lists newest first with earned-by counts, edits and deletes', async () => {
    const first = await createAchievementAs(ctx, admin, { title: '  Manual  ' });
    expect(first).toMatchObject({
      title: 'Manual',
      xpAwarded: 100,
      repeatable: true,
      criterion: null,
      earnedByCount: 0,
    });
    expect(first.heroImageUrl).toBeNull();
    const second = await createAchievementAs(ctx, admin, {
      title: 'Three sessions',
      repeatable: false,
      criterion: { type: 'sessions_logged', threshold: 3 },
      heroImageUrl: 'https://example.com/hero.png',
    });
    const learner = await ctx.createUser();
    for (let i = 0; i < 3; i++) await logPractice(ctx, learner, TODAY, 5);

    const list = await ctx.request('GET', '/api/admin/achievements', { as: admin });
    const { items } = adminAchievementsResponseSchema.parse(list.json());
    expect(items.map((a) => [a.title, a.earnedByCount])).toEqual([
      ['Three sessions', 1],
      ['Manual', 0],
    ]);

    const edited = await ctx.request('PUT', `/api/admin/achievements/${second.id}`, {
      as: admin,
      body: { title: 'Four sessions', description: 'Log four.', iconUrl: badgeUrl, xpAwarded: 40, criterion: null },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Four sessions', xpAwarded: 40, repeatable: true, criterion: null });

    const deleted = await ctx.request('DELETE', `/api/admin/achievements/${second.id}`, { as: admin });
    expect(deleted.statusCode).toBe(204);
    for (const id of [second.id, 'not-a-uuid']) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const response = await ctx.request(method, `/api/admin/achievements/${id}`, {
          as: admin,
          body: method === 'PUT' ? { title: 'X', description: 'Y', iconUrl: badgeUrl } : undefined,
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ error: { message: m.notFound } });
      }
    }
    // The XP earned from a deleted achievement stays; its records go.
    expect(await achievementAwardsOf(ctx, learner.id)).toHaveLength(1);
    expect(await expectXpIsSumOfAwards(ctx, learner.id)).toBeGreaterThanOrEqual(100);
    const records = await ctx.database.db
      .select()
      .from(achievementsEarned)
      .where(eq(achievementsEarned.userId, learner.id));
    expect(records).toEqual([]);
  });

  it.each([
    [{ title: '' }, m.titleRequired, 'title'],
    [{ title: 'x'.repeat(121) }, m.titleTooLong, 'title'],
    [{ description: ' ' }, m.descriptionRequired, 'description'],
    [{ xpAwarded: 0 }, m.xpInvalid, 'xpAwarded'],
    [{ xpAwarded: 2.5 }, m.xpInvalid, 'xpAwarded'],
    [{ iconUrl: '' }, m.iconRequired, 'iconUrl'],
    [{ criterion: { type: 'minutes', threshold: 3 } }, m.criterionInvalid, 'criterion.type'],
    [{ criterion: { type: 'streak_days', threshold: 0 } }, m.thresholdInvalid, 'criterion.threshold'],
  ])('refuses %j with its message', async (change, message, field) => {
    const response = await ctx.request('POST', '/api/admin/achievements', {
      as: admin,
      body: { title: 'T', description: 'D', iconUrl: badgeUrl, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { message, field } });
  });

  it('refuses learners (403) and signed-out callers (401)', async () => {
    const learner = await ctx.createUser({ eventCreator: true });
    const achievement = await createAchievementAs(ctx, admin, {});
    const body = { title: 'Mine', description: 'Free XP', iconUrl: badgeUrl };
    const routes = [
      ['GET', '/api/admin/achievements'],
      ['POST', '/api/admin/achievements'],
      ['PUT', `/api/admin/achievements/${achievement.id}`],
      ['DELETE', `/api/admin/achievements/${achievement.id}`],
    ] as const;
    for (const [method, url] of routes) {
      const withBody = method === 'POST' || method === 'PUT' ? body : undefined;
      expect((await ctx.request(method, url, { as: learner, body: withBody })).statusCode, url).toBe(403);
      expect((await ctx.request(method, url, { body: withBody })).statusCode, url).toBe(401);
    }
    for (const url of ['/api/achievements', '/api/notices', '/api/xp/levels', '/api/xp/awards']) {
      expect((await ctx.request('GET', url)).statusCode, url).toBe(401);
    }
    expect((await ctx.request('GET', '/api/admin/achievements', { as: admin })).json()).toMatchObject({
      items: [{ title: 'Test' }],
    });
  });
});

describe('criteria', () => {
  it('sessions_logged fires once, at the session that reaches it, with its XP as a system award', async () => {
    const learner = await ctx.createUser();
    const achievement = await createAchievementAs(ctx, admin, {
      title: 'Two sessions',
      xpAwarded: 40,
      repeatable: false,
      criterion: { type: 'sessions_logged', threshold: 2 },
    });
    await logPractice(ctx, learner, daysAgo(3));
    expect(await cardOf(learner, achievement.id)).toMatchObject({ earned: null, progress: { current: 1, target: 2 } });
    await logPractice(ctx, learner, daysAgo(2));
    await logPractice(ctx, learner, daysAgo(1));
    expect(await achievementAwardsOf(ctx, learner.id)).toEqual([
      { key: `achievement:${achievement.id}`, amount: 40, description: m.xpAwardDescription('Two sessions') },
    ]);
    const card = await cardOf(learner, achievement.id);
    expect(card).toMatchObject({ earned: { timesEarned: 1 }, progress: null });
    expect(card.earned!.firstEarnedAt).toBe(card.earned!.lastEarnedAt);
    expect(await expectXpIsSumOfAwards(ctx, learner.id)).toBe(40);
  });

  it('total_practice_hours counts non-removed minutes and fires on an edit and on a restore', async () => {
    const learner = await ctx.createUser();
    const hour = await createAchievementAs(ctx, admin, {
      repeatable: false,
      criterion: { type: 'total_practice_hours', threshold: 1 },
    });
    const first = await logPractice(ctx, learner, daysAgo(1), 40);
    expect((await cardOf(learner, hour.id)).progress).toEqual({ current: 0.6, target: 1 });
    const edit = await ctx.request('PUT', `/api/practice/sessions/${first}`, {
      as: learner,
      body: { date: daysAgo(1), duration: 60 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await cardOf(learner, hour.id)).earned).not.toBeNull();

    const other = await ctx.createUser();
    const removed = await logPractice(ctx, other, daysAgo(2), 40);
    await ctx.request('POST', `/api/practice/sessions/${removed}/delete`, { as: other });
    await logPractice(ctx, other, daysAgo(1), 30);
    expect((await cardOf(other, hour.id)).progress).toEqual({ current: 0.5, target: 1 });
    await ctx.request('POST', `/api/practice/sessions/${removed}/restore`, { as: other });
    expect((await cardOf(other, hour.id)).earned).toMatchObject({ timesEarned: 1 });
  });

  it('streak_days counts the current streak in the user’s zone, backdated days included', async () => {
    const learner = await ctx.createUser();
    // Auckland is already on the next day at noon UTC.
    await setZone(ctx, learner, 'Pacific/Auckland');
    const localToday = addDaysToDate(TODAY, 1);
    const streak = await createAchievementAs(ctx, admin, {
      repeatable: false,
      criterion: { type: 'streak_days', threshold: 3 },
    });
    await logPractice(ctx, learner, addDaysToDate(localToday, -2));
    await logPractice(ctx, learner, addDaysToDate(localToday, -1));
    expect((await cardOf(learner, streak.id)).progress).toEqual({ current: 2, target: 3 });
    await logPractice(ctx, learner, localToday);
    expect((await cardOf(learner, streak.id)).earned).toMatchObject({ timesEarned: 1 });
  });

  it('a repeatable streak is earned at each multiple of a streak, and again in a later streak', async () => {
    const learner = await ctx.createUser();
    const every2 = await createAchievementAs(ctx, admin, { criterion: { type: 'streak_days', threshold: 2 } });
    const day = (offset: number) => addDaysToDate(TODAY, offset);
    const practiseOn = async (offset: number) => {
      now = new Date(`${day(offset)}T12:00:00Z`);
      await logPractice(ctx, learner, day(offset), 10);
      return (await cardOf(learner, every2.id)).earned?.timesEarned ?? 0;
    };
    expect([await practiseOn(0), await practiseOn(1), await practiseOn(2), await practiseOn(3)]).toEqual([0, 1, 1, 2]);
    expect((await cardOf(learner, every2.id)).progress).toEqual({ current: 4, target: 6 });
    // A gap, then a new streak: its second day earns again.
    expect([await practiseOn(5), await practiseOn(6)]).toEqual([2, 3]);
    const keys = (await achievementAwardsOf(ctx, learner.id)).map((award) => award.key).sort();
    expect(keys).toEqual(
      [`${day(0)}:1`, `${day(0)}:2`, `${day(5)}:1`]
        .map((run) => `achievement:${every2.id}:streak_days:2:${run}`)
        .sort(),
    );
  });

  it('a repeatable cumulative one is earned at each further multiple (a jump earns once)', async () => {
    const learner = await ctx.createUser();
    const everyHour = await createAchievementAs(ctx, admin, {
      xpAwarded: 10,
      criterion: { type: 'total_practice_hours', threshold: 1 },
    });
    const times = async (duration: number) => {
      await logPractice(ctx, learner, daysAgo(1), duration);
      return (await cardOf(learner, everyHour.id)).earned?.timesEarned ?? 0;
    };
    expect([await times(60), await times(30), await times(30), await times(150)]).toEqual([1, 1, 2, 3]);
    expect((await cardOf(learner, everyHour.id)).progress).toEqual({ current: 4.5, target: 5 });
    expect(await expectXpIsSumOfAwards(ctx, learner.id)).toBe(30);
  });

  it('chords_mastered counts ratings of 5 and never awards twice', async () => {
    const learner = await ctx.createUser();
    const two = await createAchievementAs(ctx, admin, {
      repeatable: false,
      criterion: { type: 'chords_mastered', threshold: 2 },
    });
    const chords = (await (await ctx.request('GET', '/api/chords', { as: learner })).json()) as {
      items: { id: string }[];
    };
    const rate = async (index: number, masteryRating: number) => {
      const response = await ctx.request('PUT', `/api/chords/${chords.items[index]!.id}/mastery`, {
        as: learner,
        body: { masteryRating },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await rate(0, 5);
    await rate(1, 4);
    expect((await cardOf(learner, two.id)).progress).toEqual({ current: 1, target: 2 });
    await rate(1, 5);
    await rate(0, 3);
    await rate(0, 5);
    expect(await achievementAwardsOf(ctx, learner.id)).toHaveLength(1);
    expect((await cardOf(learner, two.id)).earned).toMatchObject({ timesEarned: 1 });
  });

  it('courses_completed fires when a course is completed; a manual-only one never fires', async () => {
    const learner = await ctx.createUser();
    const graduate = await createAchievementAs(ctx, admin, {
      repeatable: false,
      criterion: { type: 'courses_completed', threshold: 1 },
    });
    const manual = await createAchievementAs(ctx, admin, { title: 'By hand' });
    const course = await createCourseAs(ctx, admin, { xpAwarded: 0 });
    const module = await addModuleAs(ctx, admin, course.id, 0);
    await enrolAs(ctx, learner, course.id);
    const done = await ctx.request('PUT', `/api/courses/${course.id}/modules/${module.id}/progress`, {
      as: learner,
      body: { status: 'complete' },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await cardOf(learner, graduate.id)).earned).toMatchObject({ timesEarned: 1 });
    expect(await cardOf(learner, manual.id)).toMatchObject({ earned: null, progress: null, criterion: null });
  });

  it('a changed criterion applies at the user’s next event, not before', async () => {
    const learner = await ctx.createUser();
    const achievement = await createAchievementAs(ctx, admin, {
      repeatable: false,
      criterion: { type: 'sessions_logged', threshold: 5 },
    });
    await logPractice(ctx, learner, daysAgo(1));
    await logPractice(ctx, learner, daysAgo(1));
    const body = { title: 'Two', description: 'Two sessions', iconUrl: badgeUrl, repeatable: false };
    await ctx.request('PUT', `/api/admin/achievements/${achievement.id}`, {
      as: admin,
      body: { ...body, criterion: { type: 'sessions_logged', threshold: 2 } },
    });
    expect(await cardOf(learner, achievement.id)).toMatchObject({ earned: null, progress: { current: 2, target: 2 } });
    await logPractice(ctx, learner, daysAgo(1));
    expect((await cardOf(learner, achievement.id)).earned).toMatchObject({ timesEarned: 1 });
  });
});

describe('concurrency', () => {
  it('grants an earning once under simultaneous events, and XP stays the sum of the awards', async () => {
    const learner = await ctx.createUser();
    const first = await createAchievementAs(ctx, admin, {
      xpAwarded: 30,
      repeatable: false,
      criterion: { type: 'sessions_logged', threshold: 1 },
    });
    const chordsThree = await createAchievementAs(ctx, admin, {
      xpAwarded: 70,
      repeatable: false,
      criterion: { type: 'chords_mastered', threshold: 3 },
    });
    const chords = (await (await ctx.request('GET', '/api/chords', { as: learner })).json()) as {
      items: { id: string }[];
    };
    const results = await Promise.all([
      ...Array.from({ length: 5 }, (_, i) =>
        ctx.request('POST', '/api/practice/sessions', {
          as: learner,
          body: { date: daysAgo(1 + (i % 3)), duration: 5 },
        }),
      ),
      ...chords.items
        .slice(0, 6)
        .map((chord) =>
          ctx.request('PUT', `/api/chords/${chord.id}/mastery`, { as: learner, body: { masteryRating: 5 } }),
        ),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([...Array(6).fill(200), ...Array(5).fill(201)]);
    const awards = await achievementAwardsOf(ctx, learner.id);
    expect(awards.map((a) => a.key).sort()).toEqual(
      [`achievement:${chordsThree.id}`, `achievement:${first.id}`].sort(),
    );
    // Every chord rating sees the others': the third mastered chord always earns it.
    expect((await cardOf(learner, chordsThree.id)).earned).toMatchObject({ timesEarned: 1 });
    // Backdated sessions earn no daily XP: the two achievements are all the XP.
    const all = await ctx.database.db.select().from(xpAwards).where(eq(xpAwards.receiverId, learner.id));
    expect(all).toHaveLength(2);
    expect(await expectXpIsSumOfAwards(ctx, learner.id)).toBe(100);
  });
});

describe('notices', () => {
  it('tells each earning and each level reached once, and keeps what came after `through`', async () => {
    const learner = await ctx.createUser();
    const first = await createAchievementAs(ctx, admin, {
      title: 'First',
      xpAwarded: 100,
      criterion: { type: 'sessions_logged', threshold: 1 },
    });
    expect(await noticesOf(ctx, learner)).toMatchObject({ achievements: [], levelReached: null });
    await logPractice(ctx, learner, daysAgo(1));
    const notices = noticesResponseSchema.parse(await noticesOf(ctx, learner));
    expect(notices).toMatchObject({
      achievements: [{ achievementId: first.id, title: 'First', xpAwarded: 100 }],
      levelReached: 1,
    });
    expect(notices.through >= notices.achievements[0]!.earnedAt).toBe(true);
    await markSeen(ctx, learner, notices.through);
    expect(await noticesOf(ctx, learner)).toMatchObject({ achievements: [], levelReached: null });

    // Earned again (repeatable, 2 sessions): told again; an earning after `through` stays pending.
    await logPractice(ctx, learner, daysAgo(1));
    const again = await noticesOf(ctx, learner);
    expect(again.achievements).toHaveLength(1);
    expect(again.levelReached).toBeNull();
    const second = await createAchievementAs(ctx, admin, {
      title: 'Second',
      xpAwarded: 250,
      repeatable: false,
      criterion: { type: 'sessions_logged', threshold: 3 },
    });
    await logPractice(ctx, learner, daysAgo(1));
    await markSeen(ctx, learner, again.through);
    const later = await noticesOf(ctx, learner);
    // Both earned after `through` (the first a third time): neither was marked told.
    expect(later.achievements.map((a) => a.achievementId).sort()).toEqual([first.id, second.id].sort());
    expect(later.levelReached).toBe(2);
    await markSeen(ctx, learner, later.through);
    expect(await noticesOf(ctx, learner)).toMatchObject({ achievements: [], levelReached: null });
  });

  it('refuses a `through` that is not an instant', async () => {
    const learner = await ctx.createUser();
    const response = await ctx.request('POST', '/api/notices/seen', { as: learner, body: { through: 'yesterday' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { field: 'through' } });
  });
});
