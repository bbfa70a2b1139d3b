import {
  courseDetailSchema,
  messages,
  updateModuleProgressResponseSchema,
  type AccountExport,
  type UpdateModuleProgressResponse,
} from '@woodshed/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursesEnrolled, userXp, xpAwards } from '../../db/schema/index.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness.ts';
import { addModuleAs, createCourseAs, enrolAs, errorOf } from './test-fixtures.ts';

const m = messages.courses;
let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.createUser({ isSuperadmin: true });
});
afterAll(async () => {
  await ctx.close();
});

/** An available course (120 XP) with modules of these weights, and a learner enrolled in it. */
async function enrolledCourse(weights: number[]) {
  const course = await createCourseAs(ctx, admin);
  const moduleIds: string[] = [];
  for (const [order, weight] of weights.entries())
    moduleIds.push((await addModuleAs(ctx, admin, course.id, order, { weight })).id);
  const learner = await ctx.createUser();
  await enrolAs(ctx, learner, course.id);
  return { course, moduleIds, learner };
}

const setProgress = (user: TestUser, courseId: string, moduleId: string, body: unknown) =>
  ctx.request('PUT', `/api/courses/${courseId}/modules/${moduleId}/progress`, { as: user, body });
async function setOk(
  user: TestUser,
  courseId: string,
  moduleId: string,
  body: unknown,
): Promise<UpdateModuleProgressResponse> {
  const response = await setProgress(user, courseId, moduleId, body);
  expect(response.statusCode, response.body).toBe(200);
  return updateModuleProgressResponseSchema.parse(response.json());
}
const storedEnrolment = async (userId: string, courseId: string) =>
  (
    await ctx.database.db
      .select({ progress: coursesEnrolled.progress, completed: coursesEnrolled.completed })
      .from(coursesEnrolled)
      .where(and(eq(coursesEnrolled.userId, userId), eq(coursesEnrolled.courseId, courseId)))
  )[0];
const xpOf = async (userId: string) =>
  (await ctx.database.db.select({ xp: userXp.xp }).from(userXp).where(eq(userXp.userId, userId)))[0]?.xp ?? 0;
const awardsOf = (userId: string) => ctx.database.db.select().from(xpAwards).where(eq(xpAwards.receiverId, userId));

describe('status and notes', () => {
  it('weighs statuses (complete full, in progress and on hold half) and stores the percent after each change', async () => {
    const { course, moduleIds, learner } = await enrolledCourse([1, 2, 3, 4]);
    const [a, b, c, d] = moduleIds as [string, string, string, string];
    // Never opened: the record is made by the change itself.
    expect((await setOk(learner, course.id, a, { status: 'complete' })).enrollment.progress).toBe(10);
    expect((await setOk(learner, course.id, b, { status: 'in_progress' })).enrollment.progress).toBe(20);
    expect((await setOk(learner, course.id, c, { status: 'on_hold' })).enrollment.progress).toBe(35);
    expect((await setOk(learner, course.id, d, { status: 'untouched' })).enrollment.progress).toBe(35);
    // Any status to any other.
    const back = await setOk(learner, course.id, a, { status: 'untouched' });
    expect(back).toMatchObject({ progress: { status: 'untouched' }, enrollment: { progress: 25, completed: false } });
    expect(await storedEnrolment(learner.id, course.id)).toEqual({ progress: 25, completed: false });
    const detail = courseDetailSchema.parse(
      (await ctx.request('GET', `/api/courses/${course.id}`, { as: learner })).json(),
    );
    expect(detail.modules.map((mod) => mod.status)).toEqual(['untouched', 'in_progress', 'on_hold', 'untouched']);
    expect(detail.course.enrollment?.progress).toBe(25);
    // Continue Learning: the first unlocked module in progress or untouched.
    expect(detail.continueModuleId).toBe(a);
  });

  it('saves notes as plain text without touching the status or the percent', async () => {
    const { course, moduleIds, learner } = await enrolledCourse([1, 1]);
    await setOk(learner, course.id, moduleIds[0]!, { status: 'complete' });
    const notes = 'Check <b>bar 5</b> & the "turnaround".\nSlow down.';
    const saved = await setOk(learner, course.id, moduleIds[0]!, { notes });
    expect(saved).toMatchObject({
      progress: { status: 'complete', notes },
      enrollment: { progress: 50, completed: false },
      xpAwarded: 0,
    });
    const both = await setOk(learner, course.id, moduleIds[1]!, { status: 'in_progress', notes: '' });
    expect(both.progress).toMatchObject({ status: 'in_progress', notes: '' });
    expect(both.enrollment.progress).toBe(75);
  });

  it('refuses a body with neither status nor notes, an unknown status and notes that are too long', async () => {
    const { course, moduleIds, learner } = await enrolledCourse([1]);
    for (const body of [{}, { status: 'done' }, { status: null }]) {
      const response = await setProgress(learner, course.id, moduleIds[0]!, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response)).toMatchObject({ message: m.statusInvalid, field: 'status' });
    }
    const long = await setProgress(learner, course.id, moduleIds[0]!, { notes: 'x'.repeat(10_001) });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long)).toMatchObject({ message: m.notesTooLong, field: 'notes' });
  });
});

describe('completion and XP', () => {
  it("completes at 100 %, awarding the course's XP once as a system award; never again after dropping", async () => {
    const { course, moduleIds, learner } = await enrolledCourse([2, 3]);
    const [a, b] = moduleIds as [string, string];
    await setOk(learner, course.id, a, { status: 'complete' });
    const done = await setOk(learner, course.id, b, { status: 'complete' });
    expect(done).toMatchObject({ enrollment: { progress: 100, completed: true }, xpAwarded: 120 });
    expect(await xpOf(learner.id)).toBe(120);
    expect(await awardsOf(learner.id)).toMatchObject([
      {
        amount: 120,
        systemAward: true,
        giverId: null,
        awardKey: `course:${course.id}`,
        description: m.completedXpDescription(course.title),
      },
    ]);
    // Setting complete again changes nothing.
    expect((await setOk(learner, course.id, b, { status: 'complete' })).xpAwarded).toBe(0);
    const dropped = await setOk(learner, course.id, b, { status: 'on_hold' });
    expect(dropped.enrollment).toMatchObject({ progress: 70, completed: false });
    expect(await storedEnrolment(learner.id, course.id)).toEqual({ progress: 70, completed: false });
    const again = await setOk(learner, course.id, b, { status: 'complete' });
    expect(again).toMatchObject({ enrollment: { progress: 100, completed: true }, xpAwarded: 0 });
    expect(await xpOf(learner.id)).toBe(120);
    expect(await awardsOf(learner.id)).toHaveLength(1);
  });

  it('completes once when the last two modules are completed at the same moment', async () => {
    const { course, moduleIds, learner } = await enrolledCourse([1, 1, 1]);
    await setOk(learner, course.id, moduleIds[0]!, { status: 'complete' });
    const results = await Promise.all(
      moduleIds.slice(1).map((id) => setOk(learner, course.id, id, { status: 'complete' })),
    );
    expect(results.map((r) => r.xpAwarded).sort()).toEqual([0, 120]);
    expect(await storedEnrolment(learner.id, course.id)).toEqual({ progress: 100, completed: true });
    expect(await xpOf(learner.id)).toBe(120);
  });

  it('awards nothing for a course worth 0 XP, and counts no weight as 0 %', async () => {
    const course = await createCourseAs(ctx, admin, { xpAwarded: 0 });
    const module = await addModuleAs(ctx, admin, course.id, 0);
    const learner = await ctx.createUser();
    const enrolled = await enrolAs(ctx, learner, course.id);
    expect(enrolled.course.enrollment?.progress).toBe(0);
    const done = await setOk(learner, course.id, module.id, { status: 'complete' });
    expect(done).toMatchObject({ enrollment: { progress: 100, completed: true }, xpAwarded: 0 });
    expect(await awardsOf(learner.id)).toEqual([]);
    const empty = await createCourseAs(ctx, admin);
    expect((await enrolAs(ctx, learner, empty.id)).course.enrollment).toMatchObject({ progress: 0, completed: false });
  });
});

describe("a learner's progress is their own", () => {
  it('another learner never sees the statuses or notes of the first, and cannot change them', async () => {
    const { course, moduleIds, learner: a } = await enrolledCourse([1, 1]);
    const b = await ctx.createUser();
    await enrolAs(ctx, b, course.id);
    await setOk(a, course.id, moduleIds[0]!, { status: 'complete', notes: "A's secret practice note" });
    const bDetail = courseDetailSchema.parse((await ctx.request('GET', `/api/courses/${course.id}`, { as: b })).json());
    expect(bDetail.modules.map((mod) => mod.status)).toEqual([null, null]);
    expect(bDetail.course.enrollment?.progress).toBe(0);
    const bPage = await ctx.request('GET', `/api/courses/${course.id}/modules/${moduleIds[0]}`, { as: b });
    expect(bPage.json()).toMatchObject({ progress: { status: 'untouched', notes: '' }, courseProgress: 0 });
    expect(bPage.body).not.toContain('secret');
    await setOk(b, course.id, moduleIds[0]!, { status: 'on_hold', notes: 'mine' });
    const aPage = await ctx.request('GET', `/api/courses/${course.id}/modules/${moduleIds[0]}`, { as: a });
    expect(aPage.json()).toMatchObject({ progress: { status: 'complete', notes: "A's secret practice note" } });
    expect(await storedEnrolment(a.id, course.id)).toEqual({ progress: 50, completed: false });
  });

  it('exports the enrolments and module records with "Your data"', async () => {
    const { course, moduleIds, learner } = await enrolledCourse([1]);
    await setOk(learner, course.id, moduleIds[0]!, { status: 'in_progress', notes: 'Export me' });
    const data = (await ctx.request('GET', '/api/account/export', { as: learner })).json() as AccountExport;
    expect(data.tables.courses_enrolled).toEqual([
      expect.objectContaining({ courseId: course.id, progress: 50, completed: false }),
    ]);
    expect(data.tables.course_module_progress).toEqual([
      expect.objectContaining({ moduleId: moduleIds[0], status: 'in_progress', notes: 'Export me' }),
    ]);
  });
});
