import { sampleCourseInput, sampleModuleInput } from '../modules/courses/test-fixtures.ts';
import { anyUser, call, superadminOnly, type Role, type RouteCase, type World } from './route-cases.ts';

/**
 * The course routes of the route catalogue (issue 15). Learner routes act on learner A's enrolment: the other
 * roles see the same (shared) course, but its modules only open to those enrolled (403 with the way in).
 * Admin routes act on that course too, so they run with enrolments in place.
 */

/** Learner A's rows of an enrolment: everyone else is not enrolled in the course, superadmins included. */
const enrolledOnly = (status: number): Record<Role, number> => ({
  signedOut: 401,
  owner: status,
  otherLearner: 403,
  eventCreator: 403,
  superadmin: 403,
});

/** An available course with two modules, made by the superadmin. */
async function availableCourse(world: World): Promise<{ courseId: string; moduleIds: [string, string] }> {
  const admin = world.users.superadmin;
  const course = await call(world, admin, 'POST', '/api/admin/courses', sampleCourseInput);
  const first = await call(world, admin, 'POST', `/api/admin/courses/${course.id}/modules`, sampleModuleInput(0));
  const second = await call(world, admin, 'POST', `/api/admin/courses/${course.id}/modules`, sampleModuleInput(1));
  return { courseId: course.id, moduleIds: [first.id, second.id] };
}

/** Such a course that learner A is enrolled in. */
async function courseOfOwner(world: World): Promise<{ courseId: string; moduleIds: [string, string] }> {
  const course = await availableCourse(world);
  await call(world, world.users.owner, 'POST', `/api/courses/${course.courseId}/enroll`);
  return course;
}

const learnerRoutes: Record<string, RouteCase> = {
  'GET /api/courses': { expect: anyUser(200), prepare: async () => ({ path: '/api/courses' }) },
  'GET /api/courses/:courseId': {
    expect: anyUser(200),
    prepare: async (world) => ({ path: `/api/courses/${(await courseOfOwner(world)).courseId}` }),
  },
  'POST /api/courses/:courseId/enroll': {
    // A is enrolled already (200, the same enrolment); everyone else enrols now (201).
    expect: { ...anyUser(201), owner: 200 },
    prepare: async (world) => ({ path: `/api/courses/${(await courseOfOwner(world)).courseId}/enroll` }),
  },
  'GET /api/courses/:courseId/modules/:moduleId': {
    expect: enrolledOnly(200),
    prepare: async (world) => {
      const { courseId, moduleIds } = await courseOfOwner(world);
      return { path: `/api/courses/${courseId}/modules/${moduleIds[0]}` };
    },
  },
  'PUT /api/courses/:courseId/modules/:moduleId/progress': {
    expect: enrolledOnly(200),
    prepare: async (world) => {
      const { courseId, moduleIds } = await courseOfOwner(world);
      return {
        path: `/api/courses/${courseId}/modules/${moduleIds[0]}/progress`,
        body: { status: 'in_progress', notes: 'Thumb drifts at 90 bpm.' },
      };
    },
  },
};

const adminRoutes: Record<string, RouteCase> = {
  'GET /api/admin/courses': { expect: superadminOnly(200), prepare: async () => ({ path: '/api/admin/courses' }) },
  'POST /api/admin/courses': {
    expect: superadminOnly(201),
    prepare: async () => ({ path: '/api/admin/courses', body: sampleCourseInput }),
  },
  'GET /api/admin/courses/:id': {
    expect: superadminOnly(200),
    prepare: async (world) => ({ path: `/api/admin/courses/${(await courseOfOwner(world)).courseId}` }),
  },
  'PUT /api/admin/courses/:id': {
    expect: superadminOnly(200),
    prepare: async (world) => ({
      path: `/api/admin/courses/${(await courseOfOwner(world)).courseId}`,
      body: { ...sampleCourseInput, title: 'Fingerpicking Basics (revised)' },
    }),
  },
  'PATCH /api/admin/courses/:id/availability': {
    expect: superadminOnly(200),
    prepare: async (world) => ({
      path: `/api/admin/courses/${(await courseOfOwner(world)).courseId}/availability`,
      body: { isAvailable: false },
    }),
  },
  'DELETE /api/admin/courses/:id': {
    expect: superadminOnly(204),
    prepare: async (world) => ({ path: `/api/admin/courses/${(await courseOfOwner(world)).courseId}` }),
  },
  'POST /api/admin/courses/:id/modules': {
    expect: superadminOnly(201),
    prepare: async (world) => ({
      path: `/api/admin/courses/${(await courseOfOwner(world)).courseId}/modules`,
      body: sampleModuleInput(2),
    }),
  },
  'POST /api/admin/courses/:id/modules/reorder': {
    expect: superadminOnly(200),
    prepare: async (world) => {
      const { courseId, moduleIds } = await courseOfOwner(world);
      return {
        path: `/api/admin/courses/${courseId}/modules/reorder`,
        body: { moduleId: moduleIds[1], targetModuleId: moduleIds[0] },
      };
    },
  },
  'GET /api/admin/courses/:id/modules/:moduleId': {
    expect: superadminOnly(200),
    prepare: async (world) => {
      const { courseId, moduleIds } = await courseOfOwner(world);
      return { path: `/api/admin/courses/${courseId}/modules/${moduleIds[0]}` };
    },
  },
  'PUT /api/admin/courses/:id/modules/:moduleId': {
    expect: superadminOnly(200),
    prepare: async (world) => {
      const { courseId, moduleIds } = await courseOfOwner(world);
      return {
        path: `/api/admin/courses/${courseId}/modules/${moduleIds[0]}`,
        body: { ...sampleModuleInput(0), weight: 5, lockedUntilDay: 3 },
      };
    },
  },
  'DELETE /api/admin/courses/:id/modules/:moduleId': {
    expect: superadminOnly(204),
    prepare: async (world) => {
      const { courseId, moduleIds } = await courseOfOwner(world);
      return { path: `/api/admin/courses/${courseId}/modules/${moduleIds[0]}` };
    },
  },
};

export const COURSE_ROUTES: Record<string, RouteCase> = { ...learnerRoutes, ...adminRoutes };
