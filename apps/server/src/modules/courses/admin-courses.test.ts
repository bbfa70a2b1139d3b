import {
  MODULE_PREVIEW_CHARS,
  MODULES_PER_COURSE_MAX,
  adminCourseDetailSchema,
  adminCoursesResponseSchema,
  adminModuleListSchema,
  adminModuleSchema,
  messages,
  type AdminCourse,
} from '@woodshed/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseModuleProgress, courseModules, coursesEnrolled, userXp, xpAwards } from '../../db/schema/index.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness.ts';
import {
  addModuleAs,
  createCourseAs,
  enrolAs,
  errorOf,
  sampleCourseInput,
  sampleModuleInput,
} from './test-fixtures.ts';

const m = messages.courses;
const UNKNOWN_ID = '6f1c2f0e-8a4b-4c1d-9e2f-3a4b5c6d7e8f';
let ctx: TestContext;
let admin: TestUser;
let learner: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.createUser({ isSuperadmin: true });
  learner = await ctx.createUser({ eventCreator: true });
});
afterAll(async () => {
  await ctx.close();
});

const detailOf = async (courseId: string) => {
  const response = await ctx.request('GET', `/api/admin/courses/${courseId}`, { as: admin });
  expect(response.statusCode, response.body).toBe(200);
  return adminCourseDetailSchema.parse(response.json());
};
const modulesPath = (courseId: string) => `/api/admin/courses/${courseId}/modules`;
const reorder = (courseId: string, moduleId: string, targetModuleId: string) =>
  ctx.request('POST', `${modulesPath(courseId)}/reorder`, { as: admin, body: { moduleId, targetModuleId } });
const completeModule = (user: TestUser, courseId: string, moduleId: string) =>
  ctx.request('PUT', `/api/courses/${courseId}/modules/${moduleId}/progress`, {
    as: user,
    body: { status: 'complete' },
  });

describe('access', () => {
  it('refuses learners and event creators (403) and signed-out callers (401) on every admin course route', async () => {
    const course = await createCourseAs(ctx, admin);
    const module = await addModuleAs(ctx, admin, course.id, 0);
    const base = `/api/admin/courses/${course.id}`;
    const routes = [
      ['GET', '/api/admin/courses', undefined],
      ['POST', '/api/admin/courses', sampleCourseInput],
      ['GET', base, undefined],
      ['PUT', base, sampleCourseInput],
      ['PATCH', `${base}/availability`, { isAvailable: false }],
      ['DELETE', base, undefined],
      ['POST', `${base}/modules`, sampleModuleInput(5)],
      ['POST', `${base}/modules/reorder`, { moduleId: module.id, targetModuleId: module.id }],
      ['GET', `${base}/modules/${module.id}`, undefined],
      ['PUT', `${base}/modules/${module.id}`, sampleModuleInput(0)],
      ['DELETE', `${base}/modules/${module.id}`, undefined],
    ] as const;
    for (const [method, url, body] of routes) {
      const refused = await ctx.request(method, url, { as: learner, body });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(errorOf(refused).code).toBe('forbidden');
      expect((await ctx.request(method, url, { body })).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await detailOf(course.id)).modules).toHaveLength(1);
  });

  it("answers 404 with the route's message for unknown ids and ids that are not uuids", async () => {
    const course = await createCourseAs(ctx, admin);
    for (const url of [`/api/admin/courses/${UNKNOWN_ID}`, '/api/admin/courses/12']) {
      const response = await ctx.request('GET', url, { as: admin });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toBe(m.notFound);
    }
    for (const id of [UNKNOWN_ID, 'not-a-module']) {
      const response = await ctx.request('GET', `${modulesPath(course.id)}/${id}`, { as: admin });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toBe(m.moduleNotFound);
    }
    const add = await ctx.request('POST', modulesPath(UNKNOWN_ID), { as: admin, body: sampleModuleInput(0) });
    expect(add.statusCode).toBe(404);
    expect(errorOf(add).message).toBe(m.notFound);
  });
});

describe('courses', () => {
  it("creates with the spec's defaults (beginner, 100 XP, unavailable) and its validation messages", async () => {
    const { difficulty: _d, xpAwarded: _x, isAvailable: _a, ...required } = sampleCourseInput;
    const created = await ctx.request('POST', '/api/admin/courses', { as: admin, body: required });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      difficulty: 'beginner',
      xpAwarded: 100,
      isAvailable: false,
      moduleCount: 0,
      enrolledCount: 0,
    });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ title: '  ' }, 'title', m.titleRequired],
      [{ heroImageUrl: 'javascript:alert(1)' }, 'heroImageUrl', messages.library.urlInvalid],
      [{ thumbnailUrl: '' }, 'thumbnailUrl', m.thumbnailRequired],
      [{ xpAwarded: -1 }, 'xpAwarded', m.xpInvalid],
      [{ duration: undefined }, 'duration', m.durationRequired],
    ];
    for (const [change, field, message] of cases) {
      const response = await ctx.request('POST', '/api/admin/courses', {
        as: admin,
        body: { ...sampleCourseInput, ...change },
      });
      expect(response.statusCode, field).toBe(400);
      expect(errorOf(response)).toMatchObject({ field, message });
    }
  });

  it('lists newest first with module and learner counts; edits and toggles availability', async () => {
    const older = await createCourseAs(ctx, admin, { title: 'Older' });
    const newer = await createCourseAs(ctx, admin, { title: 'Newer', isAvailable: false });
    await addModuleAs(ctx, admin, older.id, 0);
    await enrolAs(ctx, learner, older.id);
    const list = adminCoursesResponseSchema.parse(
      (await ctx.request('GET', '/api/admin/courses', { as: admin })).json(),
    );
    const ids = list.items.map((c) => c.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(list.items.find((c) => c.id === older.id)).toMatchObject({ moduleCount: 1, enrolledCount: 1 });

    const edited = await ctx.request('PUT', `/api/admin/courses/${newer.id}`, {
      as: admin,
      body: { ...sampleCourseInput, title: 'Renamed', difficulty: 'advanced', isAvailable: false },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: newer.id, title: 'Renamed', difficulty: 'advanced', isAvailable: false });
    const toggled = await ctx.request('PATCH', `/api/admin/courses/${newer.id}/availability`, {
      as: admin,
      body: { isAvailable: true },
    });
    expect((toggled.json() as AdminCourse).isAvailable).toBe(true);
    expect((await ctx.request('GET', `/api/courses/${newer.id}`, { as: learner })).statusCode).toBe(200);
    await ctx.request('PATCH', `/api/admin/courses/${newer.id}/availability`, {
      as: admin,
      body: { isAvailable: false },
    });
    expect((await ctx.request('GET', `/api/courses/${newer.id}`, { as: learner })).statusCode).toBe(404);
  });

  it('deletes a course with learners: modules and progress go, XP already awarded stays', async () => {
    const course = await createCourseAs(ctx, admin, { xpAwarded: 75 });
    const module = await addModuleAs(ctx, admin, course.id, 0);
    const student = await ctx.createUser();
    await enrolAs(ctx, student, course.id);
    expect((await completeModule(student, course.id, module.id)).statusCode).toBe(200);
    expect((await detailOf(course.id)).course.enrolledCount).toBe(1);

    const deleted = await ctx.request('DELETE', `/api/admin/courses/${course.id}`, { as: admin });
    expect(deleted.statusCode).toBe(204);
    const db = ctx.database.db;
    expect(await db.select().from(courseModules).where(eq(courseModules.courseId, course.id))).toEqual([]);
    expect(await db.select().from(coursesEnrolled).where(eq(coursesEnrolled.courseId, course.id))).toEqual([]);
    expect(await db.select().from(courseModuleProgress).where(eq(courseModuleProgress.moduleId, module.id))).toEqual(
      [],
    );
    expect(await db.select().from(xpAwards).where(eq(xpAwards.receiverId, student.id))).toMatchObject([
      { amount: 75, awardKey: `course:${course.id}` },
    ]);
    expect(await db.select({ xp: userXp.xp }).from(userXp).where(eq(userXp.userId, student.id))).toEqual([{ xp: 75 }]);
    expect((await ctx.request('DELETE', `/api/admin/courses/${course.id}`, { as: admin })).statusCode).toBe(404);
  });
});

describe('modules', () => {
  it('lists modules by order with a text preview, and the next order (highest + 1, or 0)', async () => {
    const course = await createCourseAs(ctx, admin);
    expect(await detailOf(course.id)).toMatchObject({ modules: [], nextModuleOrder: 0 });
    const long = `<h2>Tone &amp; touch</h2><p>Use&nbsp;the <em>pad</em>, not the nail: 3 &lt; 4.</p><img src="data:image/png;base64,iVBORw0KGgo=" alt="pick">${'<p>Slow 🎸 practice. </p>'.repeat(40)}`;
    await addModuleAs(ctx, admin, course.id, 7, { content: long, title: 'Second' });
    await addModuleAs(ctx, admin, course.id, 2, { content: '', title: 'First' });
    const detail = await detailOf(course.id);
    expect(detail.modules.map((mod) => [mod.title, mod.order])).toEqual([
      ['First', 2],
      ['Second', 7],
    ]);
    expect(detail.nextModuleOrder).toBe(8);
    expect(detail.modules[0]!.preview).toBe('');
    const preview = detail.modules[1]!.preview;
    expect(preview.startsWith('Tone & touch Use the pad, not the nail: 3 < 4. Slow 🎸 practice. Slow')).toBe(true);
    expect(Array.from(preview)).toHaveLength(MODULE_PREVIEW_CHARS);
    expect(detail.modules[1]).not.toHaveProperty('content');
  });

  it('sanitises content on write, clamps the weight, checks the lock days and URLs', async () => {
    const course = await createCourseAs(ctx, admin);
    const created = await addModuleAs(ctx, admin, course.id, 0, {
      content: '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>',
      weight: 25,
      lockedUntilDay: 0,
    });
    expect(created).toMatchObject({
      content: '<p>Hi</p><a rel="noopener noreferrer">x</a>',
      weight: 10,
      lockedUntilDay: 0,
    });
    const light = await addModuleAs(ctx, admin, course.id, 1, { weight: 0.2 });
    expect(light.weight).toBe(1);
    const { weight: _w, ...noWeight } = sampleModuleInput(2);
    const defaulted = await ctx.request('POST', modulesPath(course.id), { as: admin, body: noWeight });
    expect(adminModuleSchema.parse(defaulted.json()).weight).toBe(1);
    for (const [change, field, message] of [
      [{ lockedUntilDay: -1 }, 'lockedUntilDay', m.lockDaysInvalid],
      [{ order: -1 }, 'order', m.orderInvalid],
      [{ videoUrl: 'ftp://x' }, 'videoUrl', messages.library.urlInvalid],
      [{ description: '' }, 'description', m.moduleDescriptionRequired],
    ] as const) {
      const response = await ctx.request('POST', modulesPath(course.id), {
        as: admin,
        body: { ...sampleModuleInput(9), ...change },
      });
      expect(response.statusCode, field).toBe(400);
      expect(errorOf(response)).toMatchObject({ field, message });
    }
  });

  it('keeps orders unique (409) and refuses a module past the limit (409)', async () => {
    const course = await createCourseAs(ctx, admin);
    const first = await addModuleAs(ctx, admin, course.id, 0);
    const second = await addModuleAs(ctx, admin, course.id, 1);
    const taken = await ctx.request('POST', modulesPath(course.id), { as: admin, body: sampleModuleInput(1) });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toMatchObject({ code: 'conflict', message: m.orderTaken, field: 'order' });
    const moved = await ctx.request('PUT', `${modulesPath(course.id)}/${second.id}`, {
      as: admin,
      body: sampleModuleInput(0),
    });
    expect(moved.statusCode).toBe(409);
    expect(errorOf(moved).message).toBe(m.orderTaken);
    const kept = await ctx.request('PUT', `${modulesPath(course.id)}/${first.id}`, {
      as: admin,
      body: { ...sampleModuleInput(0), title: 'Renamed' },
    });
    expect(kept.json()).toMatchObject({ id: first.id, order: 0, title: 'Renamed' });

    await ctx.database.db.insert(courseModules).values(
      Array.from({ length: MODULES_PER_COURSE_MAX - 2 }, (_, i) => ({
        courseId: course.id,
        title: `Filler ${i}`,
        description: 'x',
        order: 100 + i,
      })),
    );
    const full = await ctx.request('POST', modulesPath(course.id), { as: admin, body: sampleModuleInput(5000) });
    expect(full.statusCode).toBe(409);
    expect(errorOf(full).message).toBe(m.tooManyModules);
  });

  it('gets, edits and deletes a module only within its own course', async () => {
    const course = await createCourseAs(ctx, admin);
    const other = await createCourseAs(ctx, admin);
    const module = await addModuleAs(ctx, admin, course.id, 0);
    const fetched = await ctx.request('GET', `${modulesPath(course.id)}/${module.id}`, { as: admin });
    expect(fetched.json()).toEqual(module);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', sampleModuleInput(3)],
      ['DELETE', undefined],
    ] as const) {
      const response = await ctx.request(method, `${modulesPath(other.id)}/${module.id}`, { as: admin, body });
      expect(response.statusCode, method).toBe(404);
      expect(errorOf(response).message).toBe(m.moduleNotFound);
    }
    expect((await ctx.request('DELETE', `${modulesPath(course.id)}/${module.id}`, { as: admin })).statusCode).toBe(204);
    expect((await detailOf(course.id)).modules).toEqual([]);
  });

  it('reorders by drag: the module takes the target place, orders become 0…n−1 and stay unique', async () => {
    const course = await createCourseAs(ctx, admin);
    const ids: string[] = [];
    for (const order of [0, 5, 10, 11]) ids.push((await addModuleAs(ctx, admin, course.id, order)).id);
    const response = await reorder(course.id, ids[3]!, ids[0]!);
    expect(response.statusCode, response.body).toBe(200);
    const { items } = adminModuleListSchema.parse(response.json());
    expect(items.map((mod) => [mod.id, mod.order])).toEqual([
      [ids[3], 0],
      [ids[0], 1],
      [ids[1], 2],
      [ids[2], 3],
    ]);
    // Many reorders at once: each applies whole, one after another.
    const moves = await Promise.all([
      reorder(course.id, ids[0]!, ids[2]!),
      reorder(course.id, ids[1]!, ids[3]!),
      reorder(course.id, ids[2]!, ids[0]!),
    ]);
    expect(moves.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const orders = (await detailOf(course.id)).modules.map((mod) => mod.order);
    expect(orders).toEqual([0, 1, 2, 3]);
    const missing = await reorder(course.id, ids[0]!, UNKNOWN_ID);
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe(m.moduleNotFound);
  });

  it("moves learners' stored progress when modules are added, reweighted or deleted; XP still once", async () => {
    const course = await createCourseAs(ctx, admin, { xpAwarded: 40 });
    const first = await addModuleAs(ctx, admin, course.id, 0, { weight: 1 });
    const student = await ctx.createUser();
    await enrolAs(ctx, student, course.id);
    await completeModule(student, course.id, first.id);
    const stored = async () =>
      (await ctx.database.db.select().from(coursesEnrolled).where(eq(coursesEnrolled.userId, student.id)))[0];
    expect(await stored()).toMatchObject({ progress: 100, completed: true });

    const second = await addModuleAs(ctx, admin, course.id, 1, { weight: 3 });
    expect(await stored()).toMatchObject({ progress: 25, completed: false });
    await ctx.request('PUT', `${modulesPath(course.id)}/${second.id}`, {
      as: admin,
      body: { ...sampleModuleInput(1), weight: 1 },
    });
    expect(await stored()).toMatchObject({ progress: 50, completed: false });
    await ctx.request('DELETE', `${modulesPath(course.id)}/${second.id}`, { as: admin });
    expect(await stored()).toMatchObject({ progress: 100, completed: true });
    const awards = await ctx.database.db.select().from(xpAwards).where(eq(xpAwards.receiverId, student.id));
    expect(awards.map((a) => a.amount)).toEqual([40]);
  });
});
