import {
  addDaysToDate,
  type AchievementsResponse,
  computeStreak,
  courseProgressPercent,
  type AdminCoursesResponse,
  type CourseDetail,
  type CoursesResponse,
  type ModulePage,
  dailyXpForStreak,
  localDateOf,
  type Chord,
  type CollectionListResponse,
  type DashboardResponse,
  type Profile,
  type Goal,
  type ChordChangeListResponse,
  type TempoHistoryResponse,
  type TempoSummaryResponse,
  type LeaderboardResponse,
  type RoutinesResponse,
  type MyEventsResponse,
  type OccurrencesResponse,
  type SummariesResponse,
  type SummaryDetail,
  type AdminUserDetail,
  type AdminUsersResponse,
  type XpAwardsResponse,
} from '@woodshed/shared';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import { findUserByEmail } from '../modules/auth/index.ts';
import { createTestContext, type TestContext, type TestUser } from '../test/harness.ts';
import {
  achievementsEarned,
  chordMastery,
  courses,
  practiceSessions,
  profiles,
  routinePhases,
  routines,
  userXp,
  users,
  xpAwards,
} from '../db/schema/index.ts';
import { seedDemoActivity, type DemoActivityResult } from './demo-activity.ts';
import {
  DEMO_FORMER_SUPERADMIN,
  DEMO_PREMIUM_PLAYERS,
  DEMO_RECITAL_AWARD,
  seedDemoAdministration,
} from './demo-admin.ts';
import { DEMO_ACHIEVEMENTS, seedDemoAchievements } from './demo-achievements.ts';
import { DEMO_COURSES, DEMO_ENROLMENT } from './demo-courses-content.ts';
import { seedDemoCourses } from './demo-courses.ts';
import { seedDemoEvents } from './demo-events.ts';
import { DEMO_CHORD_CHANGES, DEMO_TEMPO_GOAL, DEMO_TEMPO_HISTORY, seedDemoPracticeRoom } from './demo-practice-room.ts';
import { DEMO_FACULTY, DEMO_SUMMARIES, seedDemoSummaries } from './demo-summaries.ts';
import { DEMO_ADMIN, DEMO_LEARNER, DEMO_TEACHER, seedDemoAccounts } from './demo.ts';
import { DEMO_PLAYERS, seedDemoPlayers } from './demo-players.ts';
import { seedStarterLibrary } from './library.ts';
import { DEMO_ARCHIVED_ROUTINE, DEMO_CURRENT_ROUTINE } from './demo-routines.ts';

const MS_PER_DAY = 86_400_000;
const ZONE = 'America/Chicago';
let now = new Date();
const clock = { now: () => now };
let ctx: TestContext;
let bystander: TestUser;
let firstRun: DemoActivityResult[];
let playersCreated: number;
let coursesCreated: number;
let achievementsCreated: number;
let eventsCreated: number;
let practiceRoomSeeded: boolean;
/** When the demo practice room was written (`now` moves in later tests). */
let practiceRoomAt: Date;
let summariesCreated: number;
/** When the demo summaries were written (`now` moves in later tests). */
let summariesSeededAt: Date;
let administrationSteps: number;
let administrationAt: Date;
/** The month the demo events were dated for (Eastern time, the lesson's zone). */
let eventsMonth: string;
let learnerId: string;
let learnerCookie: string;

beforeAll(async () => {
  ctx = await createTestContext({}, { clock });
  bystander = await ctx.createUser();
  // As bootstrap.ts does on a first start: accounts, the starter library (files under the test DATA_DIR), activity.
  const db = ctx.database.db;
  await seedDemoAccounts(db, [DEMO_LEARNER, DEMO_TEACHER, DEMO_ADMIN]);
  await seedStarterLibrary(db, ctx.app.files);
  coursesCreated = await seedDemoCourses(db, ctx.app.files, now);
  achievementsCreated = await seedDemoAchievements(db, ctx.app.files, now);
  playersCreated = await seedDemoPlayers(db, now);
  firstRun = await seedDemoActivity(db, now);
  eventsCreated = await seedDemoEvents(db, now);
  practiceRoomAt = now;
  practiceRoomSeeded = await seedDemoPracticeRoom(db, now);
  summariesSeededAt = now;
  summariesCreated = await seedDemoSummaries(db, ctx.app.files, now);
  administrationAt = now;
  administrationSteps = await seedDemoAdministration(db, now);
  eventsMonth = localDateOf(now, 'America/New_York').slice(0, 7);
  learnerCookie = await ctx.signIn(DEMO_LEARNER.email, DEMO_LEARNER.password);
  learnerId = await userIdOf(DEMO_LEARNER.email);
});
afterAll(async () => {
  await ctx.close();
});

const userIdOf = async (email: string) => (await findUserByEmail(ctx.database.db, email))!.user.id;

const get = async <T>(url: string, as: string): Promise<T> => {
  const response = await ctx.request('GET', url, { as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};

async function awardsOf(userId: string) {
  return ctx.database.db
    .select({
      key: xpAwards.awardKey,
      amount: xpAwards.amount,
      system: xpAwards.systemAward,
      what: xpAwards.description,
    })
    .from(xpAwards)
    .where(eq(xpAwards.receiverId, userId))
    .orderBy(asc(xpAwards.awardKey));
}
async function sessionsOf(userId: string) {
  return ctx.database.db
    .select()
    .from(practiceSessions)
    .where(eq(practiceSessions.userId, userId))
    .orderBy(asc(practiceSessions.date));
}
const totalXp = async (userId: string) =>
  (await ctx.database.db.select({ xp: userXp.xp }).from(userXp).where(eq(userXp.userId, userId)))[0]?.xp ?? 0;

/**
 * Every daily award (after `after`, when given) is 25 + 2 × the streak its day has in the active practice, every
 * other award is an achievement's or the demo admin's, and user_xp is the sum of all the awards.
 */
async function expectXpConsistent(userId: string, after = ''): Promise<number> {
  const sessions = await sessionsOf(userId);
  const dates = [...new Set(sessions.filter((s) => !s.scheduledRemoval).map((s) => s.date))].reverse();
  const awards = await awardsOf(userId);
  expect(awards.length).toBeGreaterThan(0);
  for (const award of awards) {
    if (award.key!.startsWith('achievement:')) {
      expect(award.what.startsWith('Achievement: ')).toBe(true);
      continue;
    }
    if (!award.system && award.what === DEMO_RECITAL_AWARD.description) continue;
    const date = award.key!.replace('daily:', '');
    expect(award).toMatchObject({ system: true, what: 'Daily practice' });
    if (date > after) expect(award.amount, date).toBe(dailyXpForStreak(computeStreak(dates, date).days));
  }
  const sum = awards.reduce((total, award) => total + award.amount, 0);
  expect(await totalXp(userId)).toBe(sum);
  return sum;
}

describe('the demo school on a first start', () => {
  it('creates activity for the learner, the teacher and the players only, once', async () => {
    expect(firstRun.map((r) => [r.email, r.action])).toEqual(
      [DEMO_LEARNER, DEMO_TEACHER, ...DEMO_PLAYERS].map((account) => [account.email, 'history']),
    );
    expect(await seedDemoActivity(ctx.database.db, now)).toEqual([]);
    expect(await seedDemoActivity(ctx.database.db, new Date(now.getTime() + 3_600_000))).toEqual([]);
    expect(await sessionsOf(bystander.id)).toHaveLength(0);
    expect(await awardsOf(bystander.id)).toHaveLength(0);
    const admin = await ctx.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const adminDashboard = await get<DashboardResponse>('/api/dashboard', admin);
    expect(adminDashboard).toMatchObject({ streakDays: 0, level: { xp: 0 }, bookmarks: [], activeGoals: [] });
  });

  it("dates the learner's history in the learner's zone, about 90 days back, never over 24 h a day", async () => {
    const [profile] = await ctx.database.db.select().from(profiles).where(eq(profiles.id, learnerId));
    expect(profile?.timezone).toBe(ZONE);
    const today = localDateOf(now, ZONE);
    const sessions = await sessionsOf(learnerId);
    expect(sessions[0]?.date).toBe(addDaysToDate(today, -89));
    expect(sessions.at(-1)?.date).toBe(today);
    const perDay = new Map<string, number>();
    for (const s of sessions) perDay.set(s.date, (perDay.get(s.date) ?? 0) + s.duration);
    expect(perDay.size).toBeGreaterThanOrEqual(45);
    expect(Math.max(...perDay.values())).toBeLessThanOrEqual(1440);
    expect(sessions.every((s) => Number.isInteger(s.duration) && s.duration >= 10 && s.duration <= 90)).toBe(true);
    expect(sessions.every((s) => s.createdAt.getTime() <= now.getTime())).toBe(true);
    expect(sessions.some((s) => s.focusAreas.length > 0)).toBe(true);
    // Every session but the routine phase's (its focus is the phase type alone, as the routines API logs it).
    expect(sessions.filter((s) => !s.notes?.startsWith('Routine: ')).every((s) => s.focusAreaIds.length > 0)).toBe(
      true,
    );
    expect(sessions.some((s) => s.notes)).toBe(true);
  });

  it("fills in the learner's profile page: bio, gear, genres, influences, membership and reminder", async () => {
    const profile = await get<Profile>('/api/profile', learnerCookie);
    expect(profile).toMatchObject({
      username: DEMO_LEARNER.username,
      timezone: ZONE,
      membershipLevel: 'Student',
      dailyPracticeReminder: true,
      leaderboardNickname: 'SamStrums',
    });
    expect(profile.bio).toBeTruthy();
    for (const list of [profile.gear, profile.genres, profile.influences]) expect(list.length).toBeGreaterThan(1);
    expect(profile.level.level).toBeGreaterThan(1);
  });

  it('shows a living dashboard: streak, level above 1, XP of its awards, bookmarks, goals and a chart', async () => {
    const dashboard = await get<DashboardResponse>('/api/dashboard', learnerCookie);
    expect(dashboard.timezone).toBe(ZONE);
    expect(dashboard.today.date).toBe(localDateOf(now, ZONE));
    expect(dashboard.today.minutes).toBeGreaterThan(0);
    expect(dashboard.streakDays).toBeGreaterThanOrEqual(9);
    expect(dashboard.streakDays).toBeLessThanOrEqual(12);
    expect(dashboard.level.level).toBeGreaterThan(1);
    expect(dashboard.level.xp).toBe(await expectXpConsistent(learnerId));
    // The activity's awards and the demo admin's recital award.
    expect(dashboard.level.xp).toBe(firstRun[0]!.xp + DEMO_RECITAL_AWARD.amount);
    expect(dashboard.bookmarks.map((b) => [b.order, b.item.title])).toEqual([
      [0, 'House of the Rising Sun'],
      [1, 'One-Minute Chord Changes'],
      [2, '12-Bar Blues in A'],
      [3, 'How to Practise So It Sticks'],
    ]);
    expect(dashboard.activeGoals.map((g) => [g.status, g.priority])).toEqual([
      ['in_progress', 0.9],
      ['in_progress', 0.75],
      ['not_started', 0.6],
    ]);
    expect(dashboard.chart.days).toHaveLength(7);
    expect(dashboard.chart.days.every((d) => d.minutes > 0)).toBe(true);
    expect(dashboard.week.minutes).toBeGreaterThan(0);

    const ninety = await get<DashboardResponse>('/api/dashboard?range=90', learnerCookie);
    const practised = ninety.chart.days.filter((d) => d.minutes > 0);
    expect(ninety.chart.days).toHaveLength(90);
    expect(ninety.chart.days[0]!.minutes).toBeGreaterThan(0);
    expect(practised.length).toBeGreaterThan(40);
    expect(practised.length).toBeLessThan(90);
  });

  it('gives goals in every status, chords at several mastery levels and two collections', async () => {
    const goals = (await get<{ items: Goal[] }>('/api/goals', learnerCookie)).items;
    expect(new Set(goals.map((g) => g.status))).toEqual(new Set(['not_started', 'in_progress', 'completed']));
    expect(goals.every((g) => g.milestones.length > 0)).toBe(true);
    const milestones = goals.flatMap((g) => g.milestones);
    expect(milestones.some((m) => m.isCompleted)).toBe(true);
    expect(milestones.some((m) => !m.isCompleted)).toBe(true);
    const completed = goals.find((g) => g.status === 'completed')!;
    expect(completed.progress).toBe(100);
    expect(completed.targetDate < localDateOf(now, ZONE)).toBe(true);

    const chords = (await get<{ items: Chord[] }>('/api/chords', learnerCookie)).items;
    expect(new Set(chords.map((c) => c.masteryRating))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    expect(chords.find((c) => c.name === 'G')?.masteryRating).toBe(5);
    const ratings = await ctx.database.db
      .select({ rating: chordMastery.masteryRating })
      .from(chordMastery)
      .where(eq(chordMastery.userId, learnerId));
    expect(ratings.length).toBeGreaterThanOrEqual(12);
    expect(new Set(ratings.map((r) => r.rating))).toEqual(new Set([0, 1, 2, 3, 4, 5]));

    const collections = (await get<CollectionListResponse>('/api/collections', learnerCookie)).items;
    // Besides the homework of the latest lesson (see the demo session summaries).
    const ownCollections = collections.filter((c) => !c.title.startsWith('Lesson '));
    expect(ownCollections.map((c) => c.title)).toEqual(['Open mic set', 'Daily warm-up']);
    for (const collection of ownCollections) {
      expect(collection.materials.map((m) => m.order)).toEqual(collection.materials.map((_, i) => i));
      expect(collection.materials.every((m) => m.item !== null)).toBe(true);
      expect(new Set(collection.materials.map((m) => m.materialType === 'chord'))).toEqual(new Set([true, false]));
    }
    expect(ownCollections[0]!.materials.filter((m) => m.notes).length).toBeGreaterThan(1);
    expect(ownCollections[1]!.materials.every((m) => m.notes === null)).toBe(true);
  });

  it('gives the teacher a lighter history with a short streak, and nothing else', async () => {
    const teacher = await ctx.signIn(DEMO_TEACHER.email, DEMO_TEACHER.password);
    const dashboard = await get<DashboardResponse>('/api/dashboard?range=60', teacher);
    expect(dashboard.timezone).toBe('UTC');
    expect(dashboard.streakDays).toBeGreaterThanOrEqual(3);
    expect(dashboard.streakDays).toBeLessThanOrEqual(5);
    expect(dashboard.level.xp).toBeGreaterThan(0);
    expect(dashboard.chart.days.filter((d) => d.minutes > 0).length).toBeGreaterThan(10);
    expect(dashboard).toMatchObject({ bookmarks: [], activeGoals: [] });
    expect((await get<CollectionListResponse>('/api/collections', teacher)).items).toEqual([]);
    expect(await get<RoutinesResponse>('/api/routines', teacher)).toMatchObject({ current: null, archived: [] });
  });

  it("gives the learner a current routine with today's Warmup done (and its session), and an archived one", async () => {
    const today = localDateOf(now, ZONE);
    const page = await get<RoutinesResponse>('/api/routines', learnerCookie);
    expect(page).toMatchObject({ today, timeZone: ZONE });
    expect(page.current).toMatchObject({ title: 'Evening woodshed', isCurrent: true });
    expect(page.current!.phases.map((p) => [p.phaseType, p.duration, p.order, p.completedToday])).toEqual([
      ['Warmup', 10, 0, true],
      ['Technical Development', 20, 1, false],
      ['Creative Development', 15, 2, false],
      ['Free Form', 15, 3, false],
    ]);
    expect(page.current!.phases.map((p) => p.description)).toEqual(
      DEMO_CURRENT_ROUTINE.phases.map((p) => p.description),
    );
    expect(page.current!.phases[0]!.completedOn).toBe(today);
    expect(page.archived.map((r) => [r.title, r.isCurrent])).toEqual([[DEMO_ARCHIVED_ROUTINE.title, false]]);
    expect(page.archived[0]!.createdAt < page.current!.createdAt).toBe(true);
    const archivedPhases = await ctx.database.db
      .select()
      .from(routinePhases)
      .where(eq(routinePhases.routineId, page.archived[0]!.id));
    expect(archivedPhases.map((p) => [p.phaseType, p.completedToday])).toEqual([
      ['Warmup', null],
      ['Technical Development', null],
    ]);
    expect(firstRun[0]!.extras?.routines).toBe(2);
    // Seeded once, whatever the reruns above.
    expect(await ctx.database.db.select().from(routines).where(eq(routines.userId, learnerId))).toHaveLength(2);

    // The Warmup's session is today's, as the routines API writes it, within the day's 24 hours.
    const todays = (await sessionsOf(learnerId)).filter((s) => s.date === today);
    const routineSessions = todays.filter((s) => s.notes?.startsWith('Routine: '));
    expect(routineSessions).toHaveLength(1);
    expect(routineSessions[0]).toMatchObject({
      duration: 10,
      focusAreas: ['Warmup'],
      focusAreaIds: [],
      notes: 'Routine: Evening woodshed — Warmup',
      scheduledRemoval: false,
    });
    expect(todays.length).toBeGreaterThan(1);
    expect(todays.reduce((sum, s) => sum + s.duration, 0)).toBeLessThanOrEqual(1440);

    // The daily XP of today is already given: completing another phase logs practice without more.
    const phases = page.current!.phases;
    const base = `/api/routines/${page.current!.id}/phases`;
    const again = await ctx.request('POST', `${base}/${phases[0]!.id}/complete`, { as: learnerCookie, body: {} });
    expect(again.statusCode).toBe(409);
    const xpBefore = await totalXp(learnerId);
    const next = await ctx.request('POST', `${base}/${phases[1]!.id}/complete`, { as: learnerCookie, body: {} });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json()).toMatchObject({ xpAwarded: 0, phase: { completedToday: true } });
    expect(await totalXp(learnerId)).toBe(xpBefore);
    expect(await expectXpConsistent(learnerId)).toBe(xpBefore);
  });
});

describe('the demo courses', () => {
  it('creates two available courses and one Coming Soon, each with 3–6 written modules, once', async () => {
    expect(coursesCreated).toBe(3);
    expect(await seedDemoCourses(ctx.database.db, ctx.app.files, now)).toBe(0);
    const admin = await ctx.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const { items } = await get<AdminCoursesResponse>('/api/admin/courses', admin);
    expect(items.map((c) => [c.title, c.isAvailable, c.moduleCount, c.enrolledCount])).toEqual([
      ['Fingerstyle Fundamentals', false, 3, 0],
      ['Blues Foundations', true, 5, 0],
      ['First Month on Guitar', true, 5, 1],
    ]);
    for (const course of items) {
      expect(course.heroImageUrl).toMatch(/^\/files\/images\//);
      const image = await ctx.request('GET', course.thumbnailUrl);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      const detail = await get<CourseDetail>(`/api/courses/${course.id}`, admin);
      expect(detail.modules.filter((mod) => mod.lockedUntilDay === 7)).toHaveLength(1);
      for (const summary of detail.modules) {
        const module = await ctx.request('GET', `/api/admin/courses/${course.id}/modules/${summary.id}`, { as: admin });
        expect((module.json() as { content: string }).content).toMatch(/^<(h2|p)>/);
      }
    }
    const blues = await get<CourseDetail>(`/api/courses/${items[1]!.id}`, admin);
    const shuffle = await ctx.request('GET', `/api/admin/courses/${blues.course.id}/modules/${blues.modules[1]!.id}`, {
      as: admin,
    });
    expect(shuffle.json()).toMatchObject({ videoUrl: expect.stringMatching(/^\/files\/videos\//) });
  });

  it('enrolled the learner in the first course days ago, partway through, stored as the API computes it', async () => {
    const list = await get<CoursesResponse>('/api/courses', learnerCookie);
    expect(list.items.map((c) => c.title)).toEqual(DEMO_COURSES.map((c) => c.title));
    expect(list.summary).toMatchObject({ enrolledCount: 1, completedCount: 0, xpEarned: 0, xpAvailable: 400 });
    const enrolled = list.items.find((c) => c.enrollment)!;
    expect(enrolled.title).toBe(DEMO_ENROLMENT.course);
    expect(Date.parse(enrolled.enrollment!.enrolledAt)).toBe(now.getTime() - 5 * MS_PER_DAY);

    const detail = await get<CourseDetail>(`/api/courses/${enrolled.id}`, learnerCookie);
    expect(detail.modules.map((mod) => mod.status)).toEqual(['complete', 'complete', 'in_progress', 'untouched', null]);
    const percent = courseProgressPercent(detail.modules);
    expect(percent).toBe(40);
    expect(detail.course.enrollment).toMatchObject({ progress: percent, completed: false });
    expect(detail.modules[4]).toMatchObject({ locked: true, unlocksOn: addDaysToDate(localDateOf(now, ZONE), 2) });
    expect(detail.continueModuleId).toBe(detail.modules[2]!.id);
    const page = await get<ModulePage>(`/api/courses/${enrolled.id}/modules/${detail.continueModuleId}`, learnerCookie);
    expect(page.progress).toMatchObject({ status: 'in_progress', notes: expect.stringContaining('70 bpm') });
    expect(page.module.videoUrl).toMatch(/^\/files\/videos\//);
    const locked = await get<ModulePage>(`/api/courses/${enrolled.id}/modules/${detail.modules[4]!.id}`, learnerCookie);
    expect(locked).toMatchObject({ locked: true, progress: null, module: { content: null } });
  });
});

describe('the demo achievements', () => {
  it('creates a dozen with badges, once, and the learner has earned what the history meets, already told', async () => {
    expect(achievementsCreated).toBe(DEMO_ACHIEVEMENTS.length);
    expect(DEMO_ACHIEVEMENTS.length).toBeGreaterThanOrEqual(12);
    expect(await seedDemoAchievements(ctx.database.db, ctx.app.files, now)).toBe(0);
    const { items } = await get<AchievementsResponse>('/api/achievements', learnerCookie);
    expect(items.map((a) => a.title)).toEqual(DEMO_ACHIEVEMENTS.map((a) => a.title));
    const icon = await ctx.request('GET', items[0]!.iconUrl);
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');

    const earned = new Set(items.filter((a) => a.earned).map((a) => a.title));
    // A 9–12 day streak, 45+ days of 10–90 minutes, more than 50 sessions: these, and not the long ones.
    for (const title of ['First Steps', 'Warming Up', 'Week Warrior', 'Ten Hours In', 'Another Ten Hours']) {
      expect(earned, title).toContain(title);
    }
    for (const title of ['Month of Music', 'Centurion', 'Graduate', 'Stage Debut']) expect(earned).not.toContain(title);
    const month = items.find((a) => a.title === 'Month of Music')!;
    expect(month.progress).toEqual({ current: expect.any(Number), target: 30 });
    expect(month.progress!.current).toBeGreaterThanOrEqual(9);
    expect(items.find((a) => a.title === 'Stage Debut')).toMatchObject({ criterion: null, progress: null });

    expect(await get('/api/notices', learnerCookie)).toMatchObject({ achievements: [], levelReached: null });
    await expectXpConsistent(learnerId);
    // An award for each earning: a repeatable one earned again at each multiple its history crossed.
    const earnings = items.reduce((sum, a) => sum + (a.earned?.timesEarned ?? 0), 0);
    expect(earnings).toBeGreaterThan(earned.size);
    expect((await awardsOf(learnerId)).filter((a) => a.key!.startsWith('achievement:')).length).toBe(earnings);
  });
});

describe('the demo dates follow the practice history (issue 26)', () => {
  const achievementId = async (title: string) =>
    (await get<AchievementsResponse>('/api/achievements', learnerCookie)).items.find((a) => a.title === title)!.id;
  const earnedRow = async (title: string) =>
    (
      await ctx.database.db
        .select()
        .from(achievementsEarned)
        .where(
          and(
            eq(achievementsEarned.userId, learnerId),
            eq(achievementsEarned.achievementId, await achievementId(title)),
          ),
        )
    )[0]!;

  it('every demo account with practice joined before its first session was logged', async () => {
    for (const account of [DEMO_LEARNER, DEMO_TEACHER, ...DEMO_PLAYERS]) {
      const userId = await userIdOf(account.email);
      const [first] = await sessionsOf(userId);
      const [joined] = await ctx.database.db
        .select({ user: users.createdAt, profile: profiles.createdAt })
        .from(users)
        .innerJoin(profiles, eq(profiles.id, users.id))
        .where(eq(users.id, userId));
      expect(joined!.user.getTime(), account.email).toBeLessThanOrEqual(first!.createdAt.getTime());
      expect(joined!.profile.getTime(), account.email).toBeLessThanOrEqual(first!.createdAt.getTime());
    }
    // As the admin's user page shows it: the learner joined on the first day of the history, months ago.
    const admin = await ctx.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const detail = await get<AdminUserDetail>(`/api/admin/users/${learnerId}`, admin);
    const [first] = await sessionsOf(learnerId);
    expect(localDateOf(new Date(detail.auth.createdAt), ZONE)).toBe(first!.date);
  });

  it('earned First Steps when the first session was logged, and each achievement when the history reached it', async () => {
    const sessions = (await sessionsOf(learnerId))
      .filter((s) => !s.scheduledRemoval)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const firstSteps = await earnedRow('First Steps');
    expect(firstSteps.firstEarnedAt.toISOString()).toBe(sessions[0]!.createdAt.toISOString());
    expect(localDateOf(firstSteps.firstEarnedAt, ZONE)).toBe(sessions[0]!.date);
    // Regular: the 50th session.
    expect((await earnedRow('Regular')).firstEarnedAt.toISOString()).toBe(sessions[49]!.createdAt.toISOString());
    // Ten Hours In: the session that took the total to 600 minutes.
    let total = 0;
    const crossing = sessions.find((s) => (total += s.duration) >= 600)!;
    expect((await earnedRow('Ten Hours In')).firstEarnedAt.toISOString()).toBe(crossing.createdAt.toISOString());
    // Not all on one day, and none before the history began or after now.
    const { items } = await get<AchievementsResponse>('/api/achievements', learnerCookie);
    const earned = items.flatMap((a) => (a.earned ? [new Date(a.earned.firstEarnedAt)] : []));
    expect(new Set(earned.map((at) => localDateOf(at, ZONE))).size).toBeGreaterThan(3);
    for (const at of earned) {
      expect(at.getTime()).toBeGreaterThanOrEqual(sessions[0]!.createdAt.getTime());
      expect(at.getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });

  it('earned Another Ten Hours once for every 10 hours, each dated when the total crossed it', async () => {
    const sessions = (await sessionsOf(learnerId))
      .filter((s) => !s.scheduledRemoval)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const minutes = sessions.reduce((sum, s) => sum + s.duration, 0);
    const row = await earnedRow('Another Ten Hours');
    expect(row.timesEarned).toBe(Math.floor(minutes / 600));
    expect(row.timesEarned).toBeGreaterThan(1);
    // Each earning's XP award is dated at the session that crossed its multiple of 10 hours.
    const id = await achievementId('Another Ten Hours');
    const awards = await ctx.database.db
      .select({ key: xpAwards.awardKey, at: xpAwards.awardedAt })
      .from(xpAwards)
      .where(and(eq(xpAwards.receiverId, learnerId), like(xpAwards.awardKey, `achievement:${id}:%`)));
    const crossings: string[] = [];
    let total = 0;
    for (const s of sessions) {
      const before = Math.floor(total / 600);
      total += s.duration;
      if (Math.floor(total / 600) > before) crossings.push(s.createdAt.toISOString());
    }
    expect(awards.map((a) => a.at.toISOString()).sort()).toEqual(crossings);
    expect(row.firstEarnedAt.toISOString()).toBe(crossings[0]);
    expect(row.lastEarnedAt.toISOString()).toBe(crossings.at(-1));
  });
});

describe('the leaderboard', () => {
  const tabs = [
    ['xp', 'all'],
    ['xp', 'week'],
    ['practice', 'all'],
    ['practice', 'week'],
    ['intervalOrganizer', 'all'],
    ['triadFinder', 'all'],
  ] as const;
  const boardOf = (board: string, period: string) =>
    get<LeaderboardResponse>(`/api/leaderboard?board=${board}&period=${period}`, learnerCookie);

  it.each(tabs)('ranks %s (%s): at least ten players, the learner among them by nickname', async (board, period) => {
    const result = await boardOf(board, period);
    expect(result.entries.length).toBeGreaterThanOrEqual(10);
    expect(result.entries.find((e) => e.isYou)).toMatchObject({ displayName: 'SamStrums' });
    expect(result.you).toBeNull();
    expect(JSON.stringify(result)).not.toContain('@');
  });

  it('puts the learner mid-table on the all-time and game boards, and shows a tie', async () => {
    for (const [board, period] of tabs.filter(([, period]) => period === 'all')) {
      const { entries } = await boardOf(board, period);
      const own = entries.find((e) => e.isYou)!;
      expect(own.rank, board).toBeGreaterThan(3);
      expect(own.rank, board).toBeLessThan(entries.length - 2);
    }
    const ranks = (await boardOf('triadFinder', 'all')).entries.map((e) => e.rank);
    expect(new Set(ranks).size).toBeLessThan(ranks.length);
    expect(await get('/api/games/high-scores', learnerCookie)).toEqual({
      intervalOrganizer: expect.any(Number),
      triadFinder: expect.any(Number),
    });
  });

  it('creates a dozen players once, in their own zones, who cannot sign in and whose XP is their awards', async () => {
    expect(playersCreated).toBe(DEMO_PLAYERS.length);
    expect(await seedDemoPlayers(ctx.database.db, now)).toBe(0);
    const zones = new Set<string>();
    for (const player of DEMO_PLAYERS) {
      const found = await findUserByEmail(ctx.database.db, player.email);
      expect(found?.profile).toMatchObject({ username: player.username, leaderboardNickname: player.nickname });
      zones.add(found!.profile.timezone);
      await expectXpConsistent(found!.user.id);
      const signIn = await ctx.request('POST', '/api/auth/login', { body: { email: player.email, password: 'x' } });
      expect(signIn.statusCode).toBe(401);
    }
    expect(zones.size).toBe(DEMO_PLAYERS.length);
  });
});

describe('later starts', () => {
  it('leaves the history alone the next day, while the streak still counts from yesterday', async () => {
    expect(await seedDemoActivity(ctx.database.db, new Date(now.getTime() + MS_PER_DAY))).toEqual([]);
  });

  it('after a pause, fills the days up to today (only after what exists), and never twice', async () => {
    const db = ctx.database.db;
    const before = await sessionsOf(learnerId);
    const awardsBefore = await awardsOf(learnerId);
    const today = localDateOf(now, ZONE);
    // The learner deletes today's practice, a goal and a bookmark: none of it may come back.
    for (const session of before.filter((s) => s.date === today)) {
      expect(
        (await ctx.request('POST', `/api/practice/sessions/${session.id}/delete`, { as: learnerCookie })).statusCode,
      ).toBe(200);
    }
    const dashboard = await get<DashboardResponse>('/api/dashboard', learnerCookie);
    const goalId = dashboard.activeGoals[2]!.id;
    const bookmarkId = dashboard.bookmarks[0]!.id;
    expect((await ctx.request('DELETE', `/api/goals/${goalId}`, { as: learnerCookie })).statusCode).toBe(204);
    expect((await ctx.request('DELETE', `/api/bookmarks/${bookmarkId}`, { as: learnerCookie })).statusCode).toBe(204);

    now = new Date(now.getTime() + 10 * MS_PER_DAY);
    const later = localDateOf(now, ZONE);
    // Two instances starting together: one does the work, the other then finds nothing to do.
    const runs = await Promise.all([seedDemoActivity(db, now), seedDemoActivity(db, now)]);
    expect(runs.filter((run) => run.length === 0)).toHaveLength(1);
    const results = runs.find((run) => run.length > 0)!;
    expect(results.map((r) => [r.email, r.action])).toEqual(
      [DEMO_LEARNER, DEMO_TEACHER, ...DEMO_PLAYERS].map((account) => [account.email, 'top-up']),
    );
    // The last 9–12 days of the 10 are practised (the learner's run), the first one maybe.
    expect(results[0]!.days).toBeGreaterThanOrEqual(9);
    expect(results[0]!.days).toBeLessThanOrEqual(10);
    expect(await seedDemoActivity(db, now)).toEqual([]);

    const after = await sessionsOf(learnerId);
    const added = after.filter((s) => !before.some((b) => b.id === s.id));
    expect(added.length).toBe(results[0]!.sessions);
    expect(added.every((s) => s.date > today && s.date <= later)).toBe(true);
    expect(after.filter((s) => s.date === today).every((s) => s.scheduledRemoval)).toBe(true);

    const refreshed = await get<DashboardResponse>('/api/dashboard', learnerCookie);
    expect(refreshed.today).toMatchObject({ date: later, minutes: expect.any(Number) });
    expect(refreshed.today.minutes).toBeGreaterThan(0);
    // Today (then) was deleted, so the streak is the new days alone.
    expect(refreshed.streakDays).toBe(results[0]!.days === 10 ? 10 : 9);
    expect(refreshed.level.xp).toBe(await expectXpConsistent(learnerId, today));
    // The awards already given are untouched (deleting practice never takes XP back).
    const dailyUpTo = (awards: typeof awardsBefore) =>
      awards.filter((a) => a.key!.startsWith('daily:') && a.key! <= `daily:${today}`);
    expect(dailyUpTo(await awardsOf(learnerId))).toEqual(dailyUpTo(awardsBefore));
    expect(refreshed.level.xp).toBe(firstRun[0]!.xp + DEMO_RECITAL_AWARD.amount + results[0]!.xp);
    const keys = (await awardsOf(learnerId)).map((a) => a.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(refreshed.activeGoals.map((g) => g.id)).not.toContain(goalId);
    expect(refreshed.bookmarks.map((b) => b.id)).not.toContain(bookmarkId);
    expect(refreshed.bookmarks).toHaveLength(3);
    // The routines are not seeded again; today's completions belong to a day that has passed.
    const routinesPage = await get<RoutinesResponse>('/api/routines', learnerCookie);
    expect(routinesPage.today).toBe(later);
    expect(routinesPage.current?.title).toBe(DEMO_CURRENT_ROUTINE.title);
    expect(routinesPage.current!.phases.every((p) => !p.completedToday)).toBe(true);
    expect(routinesPage.archived).toHaveLength(1);

    const teacher = await ctx.signIn(DEMO_TEACHER.email, DEMO_TEACHER.password);
    const teacherDashboard = await get<DashboardResponse>('/api/dashboard', teacher);
    expect(teacherDashboard.streakDays).toBeGreaterThanOrEqual(3);
    expect(teacherDashboard.today.minutes).toBeGreaterThan(0);
    const teacherId = await userIdOf(DEMO_TEACHER.email);
    expect(teacherDashboard.level.xp).toBe(await expectXpConsistent(teacherId));
  });
});

describe('bootstrap', () => {
  // An embedded database on disk migrated from nothing: slower than the in-memory ones on a busy machine.
  it('creates no demo accounts or activity when SEED_DEMO=false', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'woodshed-demo-off-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: '',
    });
    const { database, signInHints } = await prepareDatabase(config);
    try {
      const [row] = await database.db.select({ users: count() }).from(users);
      expect(row?.users).toBe(0);
      expect(await database.db.select({ id: practiceSessions.id }).from(practiceSessions)).toEqual([]);
      expect(await database.db.select({ id: courses.id }).from(courses)).toEqual([]);
      expect(signInHints.join('\n')).not.toContain('Demo');
    } finally {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});

describe('the demo calendar', () => {
  const monthRange = () => {
    const last = addDaysToDate(`${addDaysToDate(`${eventsMonth}-28`, 4).slice(0, 7)}-01`, -1);
    return `from=${eventsMonth}-01&to=${last}`;
  };
  const titlesSeenBy = async (cookie: string) => {
    const { items } = await get<OccurrencesResponse>(`/api/calendar/occurrences?${monthRange()}`, cookie);
    return items;
  };

  it("gives the teacher a weekly lesson, a monthly jam for the learner's course, a private event, an all-day open day and a London masterclass, once", async () => {
    expect(eventsCreated).toBe(5);
    expect(await seedDemoEvents(ctx.database.db, now)).toBe(0);
    const teacher = await ctx.signIn(DEMO_TEACHER.email, DEMO_TEACHER.password);
    const { items } = await get<MyEventsResponse>('/api/calendar/events', teacher);
    expect(items.map((e) => [e.title, e.visibility, e.recurringPeriod, e.requiredCourse?.title ?? null])).toEqual([
      ['Online masterclass: fingerstyle from London', 'public', null, null],
      ['Open day: try a guitar', 'public', null, null],
      ['Plan the spring recital set list', 'private', null, null],
      ['Open jam: First Month on Guitar', 'public', 'monthly', DEMO_ENROLMENT.course],
      ['Group lesson: blues rhythm', 'public', 'weekly', null],
    ]);
    const count = (occurrences: { eventId: string }[], id: string) =>
      occurrences.filter((o) => o.eventId === id).length;
    const [masterclass, openDay, privateEvent, jam, lesson] = items.map((e) => e.id) as [
      string,
      string,
      string,
      string,
      string,
    ];
    expect(items.map((e) => [e.allDay, e.timeZone])).toEqual([
      [false, 'Europe/London'],
      [true, 'America/New_York'],
      [false, 'America/New_York'],
      [false, 'America/Chicago'],
      [false, 'America/New_York'],
    ]);

    // This month: the teacher sees all three, the enrolled learner the lesson and the jam, anyone else the lesson.
    const mine = await titlesSeenBy(teacher);
    expect([count(mine, lesson) >= 4, count(mine, jam), count(mine, privateEvent)]).toEqual([true, 1, 1]);
    const learners = await titlesSeenBy(learnerCookie);
    expect([count(learners, lesson) >= 4, count(learners, jam), count(learners, privateEvent)]).toEqual([true, 1, 0]);
    const others = await titlesSeenBy(bystander.cookie);
    expect([count(others, lesson) >= 4, count(others, jam), count(others, privateEvent)]).toEqual([true, 0, 0]);
    expect([count(others, openDay), count(others, masterclass)]).toEqual([1, 1]);
    // Tuesdays at 18:00 New York.
    for (const occurrence of learners.filter((o) => o.eventId === lesson)) {
      const wall = new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/New_York',
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(occurrence.startsAt));
      expect(wall).toBe('Tue 18:00');
    }
  });
});

describe('the demo administration', () => {
  it("shows the learner's membership as set by the demo admin, a manual award from them and Premium players", async () => {
    expect(administrationSteps).toBe(4);
    const adminId = await userIdOf(DEMO_ADMIN.email);
    const [learner] = await ctx.database.db.select().from(profiles).where(eq(profiles.id, learnerId));
    expect(learner).toMatchObject({ membershipLevel: 2, adminOverride: true, overrideAdminId: adminId });
    const adminCookie = await ctx.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const detail = await get<AdminUserDetail>(`/api/admin/users/${learnerId}`, adminCookie);
    expect(detail.membership.name).toBe('Student');
    expect(detail.profile).toMatchObject({ adminOverride: true, overrideAdminName: DEMO_ADMIN.username });

    const history = await get<XpAwardsResponse>('/api/xp/awards?pageSize=100', learnerCookie);
    const recital = history.items.filter((award) => award.description === DEMO_RECITAL_AWARD.description);
    expect(recital).toEqual([
      expect.objectContaining({ amount: 100, systemAward: false, givenBy: DEMO_ADMIN.username }),
    ]);
    expect(administrationAt.getTime() - new Date(recital[0]!.awardedAt).getTime()).toBe(
      DEMO_RECITAL_AWARD.daysAgo * MS_PER_DAY,
    );

    const premium = await get<AdminUsersResponse>('/api/admin/users?pageSize=100', adminCookie);
    expect(
      premium.items
        .filter((row) => row.membershipName === 'Premium')
        .map((row) => row.email)
        .sort(),
    ).toEqual([...DEMO_PREMIUM_PLAYERS].sort());
  });

  it('shows a player whose superadmin right the demo admin granted and later removed', async () => {
    const adminCookie = await ctx.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const list = await get<AdminUsersResponse>('/api/admin/users?pageSize=100', adminCookie);
    const former = list.items.find((row) => row.email === DEMO_FORMER_SUPERADMIN.email);
    expect(former).toMatchObject({
      isSuperadmin: false,
      superadminChange: {
        granted: false,
        byName: DEMO_ADMIN.username,
        changedAt: new Date(
          administrationAt.getTime() - DEMO_FORMER_SUPERADMIN.revokedDaysAgo * MS_PER_DAY,
        ).toISOString(),
      },
    });
  });

  it('writes nothing more on a later start', async () => {
    expect(await seedDemoAdministration(ctx.database.db, new Date(now.getTime() + MS_PER_DAY))).toBe(0);
    const awards = await awardsOf(learnerId);
    expect(awards.filter((award) => award.what === DEMO_RECITAL_AWARD.description)).toHaveLength(1);
  });
});

describe('the demo session summaries', () => {
  it('gives the learner three summaries by two faculty members, one a group session, about 20, 9 and 2 days ago, once', async () => {
    expect(summariesCreated).toBe(3);
    expect(await seedDemoSummaries(ctx.database.db, ctx.app.files, now)).toBe(0);
    const list = await get<SummariesResponse>('/api/session-summaries', learnerCookie);
    expect(list.total).toBe(3);
    expect(list.items.map((item) => item.shortDescription)).toEqual(
      [...DEMO_SUMMARIES].sort((a, b) => a.daysAgo - b.daysAgo).map((summary) => summary.shortDescription),
    );
    const daysAgo = list.items.map((item) =>
      Math.round((summariesSeededAt.getTime() - Date.parse(item.sessionDate)) / MS_PER_DAY),
    );
    expect(daysAgo).toEqual([2, 9, 20]);
    expect(list.items.map((item) => item.isGroupSession)).toEqual([false, true, false]);
    expect(list.faculty.map((member) => member.lastName)).toEqual(DEMO_FACULTY.map((member) => member.lastName).sort());
    const group = await get<SummaryDetail>(`/api/session-summaries/${list.items[1]!.id}`, learnerCookie);
    expect(group.memberCount).toBe(3);
    expect(group.members).toBeNull();
    expect(group.faculty?.bio).toMatch(/\w/);
    expect(await get<{ latestSessionSummaryDate: string }>('/api/dashboard', learnerCookie)).toMatchObject({
      latestSessionSummaryDate: list.items[0]!.sessionDate,
    });
  });

  it('attaches a real PDF lesson plan and homework that is also in the learner’s Practice Materials', async () => {
    const list = await get<SummariesResponse>('/api/session-summaries', learnerCookie);
    const latest = await get<SummaryDetail>(`/api/session-summaries/${list.items[0]!.id}`, learnerCookie);
    expect(latest.attachments).toHaveLength(1);
    const [plan] = latest.attachments;
    expect(plan).toMatchObject({ fileType: 'application/pdf', fileName: expect.stringMatching(/\.pdf$/) });
    const file = await ctx.request('GET', plan!.url, { as: learnerCookie });
    expect(file.statusCode).toBe(200);
    expect(file.body.startsWith('%PDF-1.4')).toBe(true);
    expect(file.body.trimEnd().endsWith('%%EOF')).toBe(true);
    expect((await ctx.request('GET', plan!.url, { as: bystander })).statusCode).toBe(404);

    expect(latest.homework.map((h) => [h.materialType, h.item !== null])).toEqual([
      ['chord', true],
      ['exercise', true],
    ]);
    const { items } = await get<CollectionListResponse>('/api/collections', learnerCookie);
    const lesson = items.find((collection) => collection.title.startsWith('Lesson '));
    expect(lesson?.title).toMatch(/^Lesson \d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(lesson?.materials.map((material) => material.materialId)).toEqual(latest.homework.map((h) => h.materialId));
  });
});

describe('the demo practice room', () => {
  it('gives the learner a rising tempo on two exercises, two chord pairs and a goal that follows a tempo, once', async () => {
    expect(practiceRoomSeeded).toBe(true);
    expect(await seedDemoPracticeRoom(ctx.database.db, new Date(now.getTime() + MS_PER_DAY))).toBe(false);
    const today = localDateOf(practiceRoomAt, ZONE);
    const summary = await get<TempoSummaryResponse>('/api/tempo-log/summary', learnerCookie);
    // Most recently logged first: the Spider Walk a day ago, the chord changes exercise two days ago.
    expect(summary.items.map((item) => [item.itemType, item.title, item.entryCount])).toEqual(
      DEMO_TEMPO_HISTORY.map((history) => ['exercise', history.title, history.days.length]),
    );
    const spider = summary.items[0]!;
    expect(spider.best).toEqual({ bpm: 104, date: addDaysToDate(today, -1) });
    const history = await get<TempoHistoryResponse>(
      `/api/tempo-log?itemType=exercise&itemId=${spider.itemId}`,
      learnerCookie,
    );
    expect(history.entries[0]!.date).toBe(addDaysToDate(today, -20));
    const bpms = history.entries.map((entry) => entry.bpm);
    expect(bpms).toEqual([...bpms].sort((a, b) => a - b));

    const { pairs } = await get<ChordChangeListResponse>('/api/chord-changes', learnerCookie);
    expect(pairs.map((pair) => new Set([pair.chordA.name, pair.chordB.name]))).toEqual([
      new Set(['G', 'C']),
      new Set(['A', 'D']),
    ]);
    expect(pairs.map((pair) => [pair.tries, pair.best.changes])).toEqual(
      DEMO_CHORD_CHANGES.map((pair) => [pair.tries.length, Math.max(...pair.tries.map(([, changes]) => changes))]),
    );
    expect(pairs[0]!.latest.date).toBe(addDaysToDate(today, -1));

    const goals = (await get<{ items: Goal[] }>('/api/goals', learnerCookie)).items;
    const tempoGoals = goals.filter((goal) => goal.tempoTarget !== null);
    expect(tempoGoals).toHaveLength(1);
    expect(tempoGoals[0]).toMatchObject({
      title: DEMO_TEMPO_GOAL.title,
      status: 'in_progress',
      progress: 87,
      tempoTarget: { itemId: spider.itemId, targetBpm: 120, bestBpm: 104, itemTitle: spider.title },
    });
    expect(tempoGoals[0]!.milestones.length).toBeGreaterThan(0);
  });
});
