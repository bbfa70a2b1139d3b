import {
  courseDetailSchema,
  coursesResponseSchema,
  messages,
  modulePageSchema,
  updateModuleProgressRequestSchema,
  updateModuleProgressResponseSchema,
} from '@woodshed/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowId } from '../../lib/params.ts';
import { signedInUser } from '../../lib/signed-in.ts';
import { getModulePage, updateModuleProgress } from './module-page.ts';
import { enrol, getCourseDetail, listCourses } from './service.ts';

const courseParams = z.object({ courseId: rowId(messages.courses.notFound) });
const moduleParams = courseParams.extend({ moduleId: rowId(messages.courses.moduleNotFound) });

/**
 * Courses as a learner takes them: /api/courses. Progress, notes and enrolments are only ever the caller's own;
 * module locks count in the caller's zone on the app's clock.
 */
export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['courses'];

  app.get(
    '/',
    {
      config: { access: 'user' },
      schema: {
        summary: "List the courses with the viewer's enrolments",
        tags,
        response: { 200: coursesResponseSchema },
      },
    },
    async (request) => listCourses(app.db, signedInUser(request).id),
  );

  app.get(
    '/:courseId',
    {
      config: { access: 'user' },
      schema: {
        summary: "Get a course with the viewer's progress",
        tags,
        params: courseParams,
        response: { 200: courseDetailSchema },
      },
    },
    async (request) => getCourseDetail(app.db, signedInUser(request), request.params.courseId, app.clock.now()),
  );

  app.post(
    '/:courseId/enroll',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Enrol the viewer in a course (200 when already enrolled)',
        tags,
        params: courseParams,
        response: { 200: courseDetailSchema, 201: courseDetailSchema },
      },
    },
    async (request, reply) => {
      const { created, detail } = await enrol(app.db, signedInUser(request), request.params.courseId, app.clock.now());
      return reply.status(created ? 201 : 200).send(detail);
    },
  );

  app.get(
    '/:courseId/modules/:moduleId',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Get a module of a course the viewer is enrolled in',
        errors: [403],
        tags,
        params: moduleParams,
        response: { 200: modulePageSchema },
      },
    },
    async (request) => {
      const { courseId, moduleId } = request.params;
      return getModulePage(app.db, signedInUser(request), courseId, moduleId, app.clock.now());
    },
  );

  app.put(
    '/:courseId/modules/:moduleId/progress',
    {
      config: { access: 'user' },
      schema: {
        summary: "Save the viewer's progress and notes on a module",
        errors: [403],
        tags,
        params: moduleParams,
        body: updateModuleProgressRequestSchema,
        response: { 200: updateModuleProgressResponseSchema },
      },
    },
    async (request) => {
      const { courseId, moduleId } = request.params;
      return updateModuleProgress(app.db, signedInUser(request), courseId, moduleId, request.body, app.clock.now());
    },
  );
};
