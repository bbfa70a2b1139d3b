import {
  adminCourseDetailSchema,
  adminCourseSchema,
  adminCoursesResponseSchema,
  adminModuleListSchema,
  adminModuleSchema,
  courseAvailabilityRequestSchema,
  courseInputSchema,
  messages,
  moduleInputSchema,
  reorderModulesRequestSchema,
} from '@woodshed/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, rowId } from '../../lib/params.ts';
import { LIBRARY_WRITE_BODY_LIMIT } from '../library/index.ts';
import { createModule, deleteModule, getModule, reorderModules, updateModule } from './admin-modules.ts';
import {
  createCourse,
  deleteCourse,
  getAdminCourse,
  listAdminCourses,
  setCourseAvailability,
  updateCourse,
} from './admin-service.ts';
import { courseFileUsages } from './file-usages.ts';

const courseParams = idParams(messages.courses.notFound);
const moduleParams = courseParams.extend({ moduleId: rowId(messages.courses.moduleNotFound) });

/** Course and module management for superadmins: /api/admin/courses. */
export const courseAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.fileUsages.add(courseFileUsages);
  const tags = ['courses admin'];
  const config = { access: 'superadmin' } as const;
  // Module content embeds its images as data: URIs, like library articles.
  const bodyLimit = LIBRARY_WRITE_BODY_LIMIT;

  app.get(
    '/',
    { config, schema: { summary: 'List all courses (admin)', tags, response: { 200: adminCoursesResponseSchema } } },
    async () => ({
      items: await listAdminCourses(app.db),
    }),
  );

  app.post(
    '/',
    {
      config,
      schema: { summary: 'Create a course', tags, body: courseInputSchema, response: { 201: adminCourseSchema } },
    },
    async (request, reply) => reply.status(201).send(await createCourse(app.db, request.body)),
  );

  app.get(
    '/:id',
    {
      config,
      schema: {
        summary: 'Get a course with its modules (admin)',
        tags,
        params: courseParams,
        response: { 200: adminCourseDetailSchema },
      },
    },
    async (request) => getAdminCourse(app.db, request.params.id),
  );

  app.put(
    '/:id',
    {
      config,
      schema: {
        summary: 'Update a course',
        tags,
        params: courseParams,
        body: courseInputSchema,
        response: { 200: adminCourseSchema },
      },
    },
    async (request) => updateCourse(app.db, request.params.id, request.body),
  );

  app.patch(
    '/:id/availability',
    {
      config,
      schema: {
        summary: 'Make a course available or unavailable to learners',
        tags,
        params: courseParams,
        body: courseAvailabilityRequestSchema,
        response: { 200: adminCourseSchema },
      },
    },
    async (request) => setCourseAvailability(app.db, request.params.id, request.body.isAvailable),
  );

  app.delete(
    '/:id',
    { config, schema: { summary: 'Delete a course', tags, params: courseParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteCourse(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/:id/modules',
    {
      config,
      bodyLimit,
      schema: {
        summary: 'Add a module to a course',
        errors: [409],
        tags,
        params: courseParams,
        body: moduleInputSchema,
        response: { 201: adminModuleSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createModule(app.db, request.params.id, request.body)),
  );

  app.post(
    '/:id/modules/reorder',
    {
      config,
      schema: {
        summary: "Move a module to another's place",
        tags,
        params: courseParams,
        body: reorderModulesRequestSchema,
        response: { 200: adminModuleListSchema },
      },
    },
    async (request) => {
      const { moduleId, targetModuleId } = request.body;
      return { items: await reorderModules(app.db, request.params.id, moduleId, targetModuleId) };
    },
  );

  app.get(
    '/:id/modules/:moduleId',
    {
      config,
      schema: { summary: 'Get a module (admin)', tags, params: moduleParams, response: { 200: adminModuleSchema } },
    },
    async (request) => getModule(app.db, request.params.id, request.params.moduleId),
  );

  app.put(
    '/:id/modules/:moduleId',
    {
      config,
      bodyLimit,
      schema: {
        summary: 'Update a module',
        errors: [409],
        tags,
        params: moduleParams,
        body: moduleInputSchema,
        response: { 200: adminModuleSchema },
      },
    },
    async (request) => updateModule(app.db, request.params.id, request.params.moduleId, request.body),
  );

  app.delete(
    '/:id/modules/:moduleId',
    { config, schema: { summary: 'Delete a module', tags, params: moduleParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteModule(app.db, request.params.id, request.params.moduleId);
      return reply.status(204).send(null);
    },
  );
};
