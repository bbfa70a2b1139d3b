import type { AdminCourse, AdminModule, CourseDetail } from '@woodshed/shared';
import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema/index.ts';
import type { TestContext, TestUser } from '../../test/harness.ts';

/** Course and module inputs and helpers for the course tests and the route catalogue. */

export const sampleCourseInput = {
  title: 'Fingerpicking Basics',
  description: 'Travis picking from the first pattern to a whole song.',
  heroImageUrl: 'https://example.com/hero.png',
  thumbnailUrl: 'https://example.com/thumb.png',
  difficulty: 'beginner',
  duration: '3 weeks',
  xpAwarded: 120,
  isAvailable: true,
};

export const sampleModuleInput = (order: number) => ({
  title: `Pattern ${order + 1}`,
  description: 'Thumb on the bass, fingers on the treble.',
  order,
  weight: 2,
  lockedUntilDay: null,
  content: '<p>Keep the <strong>thumb</strong> steady.</p>',
  videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  thumbnailUrl: '',
  heroImageUrl: null,
});

export const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string; message: string; field?: string } }).error;

async function ok<T>(response: { statusCode: number; body: string; json: () => unknown }, status: number): Promise<T> {
  if (response.statusCode !== status)
    throw new Error(`expected ${status}, got ${response.statusCode} ${response.body}`);
  return response.json() as T;
}

export async function createCourseAs(
  ctx: TestContext,
  admin: TestUser,
  overrides: Record<string, unknown> = {},
): Promise<AdminCourse> {
  return ok(
    await ctx.request('POST', '/api/admin/courses', { as: admin, body: { ...sampleCourseInput, ...overrides } }),
    201,
  );
}

export async function addModuleAs(
  ctx: TestContext,
  admin: TestUser,
  courseId: string,
  order: number,
  overrides: Record<string, unknown> = {},
): Promise<AdminModule> {
  return ok(
    await ctx.request('POST', `/api/admin/courses/${courseId}/modules`, {
      as: admin,
      body: { ...sampleModuleInput(order), ...overrides },
    }),
    201,
  );
}

export async function enrolAs(ctx: TestContext, learner: TestUser, courseId: string): Promise<CourseDetail> {
  return ok(await ctx.request('POST', `/api/courses/${courseId}/enroll`, { as: learner }), 201);
}

/** A new learner whose profile is in `timezone`. */
export async function learnerIn(ctx: TestContext, timezone: string): Promise<TestUser> {
  const user = await ctx.createUser();
  await ctx.database.db.update(profiles).set({ timezone }).where(eq(profiles.id, user.id));
  return user;
}
