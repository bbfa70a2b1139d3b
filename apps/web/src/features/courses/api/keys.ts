/**
 * Query keys of the learner's course pages: ['courses', 'list'] (GET /api/courses), ['courses', 'detail', id]
 * and ['courses', 'module', courseId, moduleId]. ['courses'] is all of them.
 */
export const coursesKeys = {
  all: ['courses'] as const,
  list: () => ['courses', 'list'] as const,
  details: () => ['courses', 'detail'] as const,
  detail: (courseId: string) => ['courses', 'detail', courseId] as const,
  modules: (courseId: string) => ['courses', 'module', courseId] as const,
  module: (courseId: string, moduleId: string) => ['courses', 'module', courseId, moduleId] as const,
};

/** The module's progress writes (status and notes) run one after another, in the order they were made. */
export const moduleProgressScope = (moduleId: string) => `courses:progress:${moduleId}`;

/** Mutation key of a module's progress writes, to tell whether a newer one is still on its way. */
export const moduleProgressMutationKey = (moduleId: string) => ['courses', 'progress', moduleId] as const;
