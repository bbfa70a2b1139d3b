import type { QueryClient } from '@tanstack/react-query';
import { coursesKeys } from './keys';

/**
 * Query keys of the superadmin course screens: ['admin', 'courses', 'list'] (GET /api/admin/courses),
 * ['admin', 'courses', 'detail', id] (GET /api/admin/courses/:id: the course and its modules) and
 * ['admin', 'courses', 'module', id] (GET …/modules/:moduleId, the module form).
 */
export const adminCourseKeys = {
  all: ['admin', 'courses'] as const,
  list: () => ['admin', 'courses', 'list'] as const,
  details: () => ['admin', 'courses', 'detail'] as const,
  detail: (courseId: string) => ['admin', 'courses', 'detail', courseId] as const,
  module: (moduleId: string) => ['admin', 'courses', 'module', moduleId] as const,
};

/** Mutation key of module reorders: an answer that arrives while another reorder runs must not undo the newer order. */
export const REORDER_MODULES_MUTATION_KEY = ['admin', 'courses', 'reorder'] as const;

/** The learners' course pages (/courses and below); an admin change makes them stale. */
export const LEARNER_COURSES_KEY = coursesKeys.all;

/**
 * After any change to a course or its modules: the admin lists and details are stale, and so are the learner pages
 * a superadmin may open next. Marking is immediate; callers do not wait for the refetch of what is on screen, so a
 * form leaves and a dialog closes at once.
 */
export function invalidateAdminCourses(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminCourseKeys.all }),
    queryClient.invalidateQueries({ queryKey: LEARNER_COURSES_KEY }),
  ]);
}
