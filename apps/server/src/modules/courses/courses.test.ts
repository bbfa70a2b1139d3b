import {
  courseDetailSchema,
  coursesResponseSchema,
  messages,
  modulePageSchema,
  startOfLocalDay,
  updateModuleProgressResponseSchema,
  type CourseDetail,
  type ModulePage,
  type UpdateModuleProgressResponse,
} from '@woodshed/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseModuleProgress, coursesEnrolled } from '../../db/schema/index.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness.ts';
import { addModuleAs, createCourseAs, enrolAs, errorOf, learnerIn } from './test-fixtures.ts';

const m = messages.courses;
const UNKNOWN_ID = '6f1c2f0e-8a4b-4c1d-9e2f-3a4b5c6d7e8f';
let now = new Date('2026-11-20T15:00:00Z');
let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({}, { clock: { now: () => now } });
  admin = await ctx.createUser({ isSuperadmin: true });
});
afterAll(async () => {
  await ctx.close();
});

/** An available course with modules of the given weights (and locks), in order. */
async function courseWith(modules: Array<{ weight: number; lockedUntilDay?: number }>, overrides = {}) {
  const course = await createCourseAs(ctx, admin, overrides);
  const moduleIds: string[] = [];
  for (const [order, module] of modules.entries()) {
    moduleIds.push((await addModuleAs(ctx, admin, course.id, order, module)).id);
  }
  return { course, moduleIds };
}

const detailOf = async (user: TestUser, courseId: string): Promise<CourseDetail> => {
  const response = await ctx.request('GET', `/api/courses/${courseId}`, { as: user });
  expect(response.statusCode, response.body).toBe(200);
  return courseDetailSchema.parse(response.json());
};
const openModule = (user: TestUser, courseId: string, moduleId: string) =>
  ctx.request('GET', `/api/courses/${courseId}/modules/${moduleId}`, { as: user });
const pageOf = async (user: TestUser, courseId: string, moduleId: string): Promise<ModulePage> => {
  const response = await openModule(user, courseId, moduleId);
  expect(response.statusCode, response.body).toBe(200);
  return modulePageSchema.parse(response.json());
};
const setProgress = (user: TestUser, courseId: string, moduleId: string, body: unknown) =>
  ctx.request('PUT', `/api/courses/${courseId}/modules/${moduleId}/progress`, { as: user, body });
const setOk = async (
  user: TestUser,
  courseId: string,
  moduleId: string,
  body: unknown,
): Promise<UpdateModuleProgressResponse> => {
  const response = await setProgress(user, courseId, moduleId, body);
  expect(response.statusCode, response.body).toBe(200);
  return updateModuleProgressResponseSchema.parse(response.json());
};
const progressRows = (userId: string, moduleId: string) =>
  ctx.database.db
    .select()
    .from(courseModuleProgress)
    .where(and(eq(courseModuleProgress.userId, userId), eq(courseModuleProgress.moduleId, moduleId)));
describe('access', () => {
  it('answers 401 to every learner route when signed out', async () => {
    const { course, moduleIds } = await courseWith([{ weight: 1 }]);
    const base = `/api/courses/${course.id}`;
    for (const [method, url] of [
      ['GET', '/api/courses'],
      ['GET', base],
      ['POST', `${base}/enroll`],
      ['GET', `${base}/modules/${moduleIds[0]}`],
      ['PUT', `${base}/modules/${moduleIds[0]}/progress`],
    ] as const) {
      const response = await ctx.request(method, url, { body: method === 'PUT' ? { status: 'complete' } : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("answers 404 with the route's message for ids that are not uuids, or unknown", async () => {
    const { course } = await courseWith([{ weight: 1 }]);
    const learner = await ctx.createUser();
    for (const url of ['/api/courses/nope', `/api/courses/${UNKNOWN_ID}`, `/api/courses/${UNKNOWN_ID}/enroll`]) {
      const response = await ctx.request(url.endsWith('enroll') ? 'POST' : 'GET', url, { as: learner });
      expect(response.statusCode, url).toBe(404);
      expect(errorOf(response).message).toBe(m.notFound);
    }
    await enrolAs(ctx, learner, course.id);
    for (const moduleId of ['x1', UNKNOWN_ID]) {
      const response = await openModule(learner, course.id, moduleId);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toBe(m.moduleNotFound);
    }
  });
});

describe('the course list', () => {
  it('lists every course oldest first with module counts, the viewer’s enrolment and the header figures', async () => {
    const learner = await ctx.createUser();
    const before = coursesResponseSchema.parse((await ctx.request('GET', '/api/courses', { as: learner })).json());
    const first = await courseWith([{ weight: 1 }, { weight: 1 }], { xpAwarded: 50 });
    const soon = await courseWith([], { isAvailable: false, xpAwarded: 999, title: 'Coming later' });
    const third = await courseWith([{ weight: 3 }], { xpAwarded: 70 });
    await enrolAs(ctx, learner, first.course.id);
    await enrolAs(ctx, learner, third.course.id);
    await setOk(learner, third.course.id, third.moduleIds[0]!, { status: 'complete' });

    const list = coursesResponseSchema.parse((await ctx.request('GET', '/api/courses', { as: learner })).json());
    const mine = list.items.slice(before.items.length);
    expect(mine.map((c) => [c.id, c.isAvailable, c.moduleCount])).toEqual([
      [first.course.id, true, 2],
      [soon.course.id, false, 0],
      [third.course.id, true, 1],
    ]);
    expect(mine.map((c) => c.enrollment && [c.enrollment.progress, c.enrollment.completed])).toEqual([
      [0, false],
      null,
      [100, true],
    ]);
    expect(list.summary).toEqual({
      enrolledCount: 2,
      completedCount: 1,
      xpEarned: 70,
      xpAvailable: before.summary.xpAvailable + 120,
    });
  });
});

describe('course detail and enrolment', () => {
  it('hides a course that is not available from learners who are not enrolled, not from superadmins', async () => {
    const { course } = await courseWith([{ weight: 1 }], { isAvailable: false });
    const learner = await ctx.createUser();
    const response = await ctx.request('GET', `/api/courses/${course.id}`, { as: learner });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toMatchObject({ code: 'not_found', message: m.notFound });
    const enrol = await ctx.request('POST', `/api/courses/${course.id}/enroll`, { as: learner });
    expect(enrol.statusCode).toBe(404);
    expect(errorOf(enrol).message).toBe(m.notFound);
    const preview = await detailOf(admin, course.id);
    expect(preview.course).toMatchObject({ isAvailable: false, enrollment: null });
    expect(preview.continueModuleId).toBeNull();
    expect((await ctx.request('POST', `/api/courses/${course.id}/enroll`, { as: admin })).statusCode).toBe(404);
  });

  it('enrols once: 201 with the detail, then 200 with the same, never a second row', async () => {
    const { course, moduleIds } = await courseWith([{ weight: 1 }, { weight: 2, lockedUntilDay: 3 }]);
    const learner = await ctx.createUser();
    const before = await detailOf(learner, course.id);
    expect(before.course.enrollment).toBeNull();
    expect(before.modules.map((mod) => [mod.status, mod.locked, mod.unlocksOn])).toEqual([
      [null, false, null],
      [null, false, null],
    ]);
    const first = await ctx.request('POST', `/api/courses/${course.id}/enroll`, { as: learner });
    expect(first.statusCode, first.body).toBe(201);
    const detail = courseDetailSchema.parse(first.json());
    expect(detail.course.enrollment).toEqual({ progress: 0, completed: false, enrolledAt: now.toISOString() });
    expect(detail.modules.map((mod) => [mod.id, mod.locked, mod.unlocksOn])).toEqual([
      [moduleIds[0], false, null],
      [moduleIds[1], true, '2026-11-23'],
    ]);
    expect(detail.continueModuleId).toBe(moduleIds[0]);
    const again = await Promise.all(
      [1, 2].map(() => ctx.request('POST', `/api/courses/${course.id}/enroll`, { as: learner })),
    );
    expect(again.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(again[0]!.json()).toEqual(detail);
    const rows = await ctx.database.db.select().from(coursesEnrolled).where(eq(coursesEnrolled.courseId, course.id));
    expect(rows).toHaveLength(1);
  });

  it('keeps a course open to its learners after it is made unavailable', async () => {
    const { course, moduleIds } = await courseWith([{ weight: 1 }]);
    const learner = await ctx.createUser();
    await enrolAs(ctx, learner, course.id);
    await ctx.request('PATCH', `/api/admin/courses/${course.id}/availability`, {
      as: admin,
      body: { isAvailable: false },
    });
    expect((await detailOf(learner, course.id)).course.isAvailable).toBe(false);
    expect((await pageOf(learner, course.id, moduleIds[0]!)).module.content).toContain('thumb');
    await setOk(learner, course.id, moduleIds[0]!, { status: 'complete' });
    const stranger = await ctx.createUser();
    expect((await openModule(stranger, course.id, moduleIds[0]!)).statusCode).toBe(404);
  });
});

describe('the module page', () => {
  it('is for enrolled learners (403 with the way in); a module of another course is not found', async () => {
    const { course, moduleIds } = await courseWith([{ weight: 1 }]);
    const other = await courseWith([{ weight: 1 }]);
    const learner = await ctx.createUser();
    const refused = await openModule(learner, course.id, moduleIds[0]!);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({ code: 'forbidden', message: m.notEnrolled });
    const write = await setProgress(learner, course.id, moduleIds[0]!, { status: 'complete' });
    expect(write.statusCode).toBe(403);
    expect(errorOf(write).message).toBe(m.notEnrolled);
    await enrolAs(ctx, learner, course.id);
    for (const response of [
      await openModule(learner, course.id, other.moduleIds[0]!),
      await setProgress(learner, course.id, other.moduleIds[0]!, { status: 'complete' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toBe(m.moduleNotFound);
    }
    expect(await progressRows(learner.id, other.moduleIds[0]!)).toEqual([]);
  });

  it('creates an untouched record on the first visit, once, however many visits race', async () => {
    const { course, moduleIds } = await courseWith([{ weight: 1 }, { weight: 1 }, { weight: 1 }]);
    const learner = await ctx.createUser();
    await enrolAs(ctx, learner, course.id);
    const pages = await Promise.all(Array.from({ length: 6 }, () => openModule(learner, course.id, moduleIds[1]!)));
    expect(pages.map((p) => p.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await progressRows(learner.id, moduleIds[1]!)).toHaveLength(1);
    const page = modulePageSchema.parse(pages[0]!.json());
    expect(page).toMatchObject({
      course: { id: course.id, title: course.title },
      module: { id: moduleIds[1], content: '<p>Keep the <strong>thumb</strong> steady.</p>', thumbnailUrl: null },
      locked: false,
      unlocksOn: null,
      progress: { status: 'untouched', notes: '' },
      previousModuleId: moduleIds[0],
      nextModuleId: moduleIds[2],
      courseProgress: 0,
    });
    const first = await pageOf(learner, course.id, moduleIds[0]!);
    expect([first.previousModuleId, first.nextModuleId]).toEqual([null, moduleIds[1]]);
    // A visit keeps what is there.
    await setOk(learner, course.id, moduleIds[1]!, { status: 'on_hold', notes: 'Later' });
    expect((await pageOf(learner, course.id, moduleIds[1]!)).progress).toMatchObject({
      status: 'on_hold',
      notes: 'Later',
    });
  });
});

describe('module locks', () => {
  it("unlock at the learner's local midnight of enrolment date + N, across a DST change", async () => {
    // 23:30 on Friday 2026-03-06 in Chicago (05:30 UTC on the 7th); DST starts there on Sunday the 8th.
    now = new Date('2026-03-07T05:30:00Z');
    const { course, moduleIds } = await courseWith([{ weight: 1 }, { weight: 1, lockedUntilDay: 2 }]);
    const chicago = await learnerIn(ctx, 'America/Chicago');
    const london = await learnerIn(ctx, 'Europe/London');
    await enrolAs(ctx, chicago, course.id);
    await enrolAs(ctx, london, course.id);
    const locked = moduleIds[1]!;
    const opensInChicago = startOfLocalDay('2026-03-08', 'America/Chicago');

    now = new Date(opensInChicago - 1);
    const detail = await detailOf(chicago, course.id);
    expect(detail.modules[1]).toMatchObject({ locked: true, unlocksOn: '2026-03-08' });
    const page = await pageOf(chicago, course.id, locked);
    expect(page).toMatchObject({ locked: true, unlocksOn: '2026-03-08', progress: null });
    expect(page.module).toMatchObject({ content: null, videoUrl: null, title: 'Pattern 2' });
    expect(await progressRows(chicago.id, locked)).toEqual([]);
    const refused = await setProgress(chicago, course.id, locked, { status: 'complete' });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({ code: 'forbidden', message: m.moduleLocked });
    expect(await progressRows(chicago.id, locked)).toEqual([]);
    // Enrolled at the same instant, but on the 7th in London: it opens a day later there.
    expect((await detailOf(london, course.id)).modules[1]).toMatchObject({ locked: true, unlocksOn: '2026-03-09' });

    now = new Date(opensInChicago);
    const open = await pageOf(chicago, course.id, locked);
    expect(open).toMatchObject({ locked: false, unlocksOn: '2026-03-08', progress: { status: 'untouched' } });
    expect(open.module.content).toContain('thumb');
    expect(open.module.videoUrl).toContain('youtube');
    await setOk(chicago, course.id, locked, { status: 'in_progress' });
    expect((await openModule(london, course.id, locked)).json()).toMatchObject({ locked: true, progress: null });

    now = new Date(startOfLocalDay('2026-03-09', 'Europe/London'));
    expect((await pageOf(london, course.id, locked)).locked).toBe(false);
  });
});
