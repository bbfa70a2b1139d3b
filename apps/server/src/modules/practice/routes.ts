import {
  createPracticeSessionRequestSchema,
  createPracticeSessionResponseSchema,
  historyQuerySchema,
  historyResponseSchema,
  localDateOf,
  practiceSessionSchema,
  recentSessionsQuerySchema,
  sessionListResponseSchema,
} from '@woodshed/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../lib/params.ts';
import { signedInUser } from '../../lib/signed-in.ts';
import {
  createPracticeSession,
  getPracticeSession,
  listHistory,
  listRecentSessions,
  practicePurge,
  setScheduledRemoval,
  updatePracticeSession,
} from './service.ts';

/** The signed-in user's practice log: /api/practice. Every query is scoped to request.user. */
export const practiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.add(practicePurge);
  app.post(
    '/sessions',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Log a practice session',
        tags: ['practice'],
        body: createPracticeSessionRequestSchema,
        response: { 201: createPracticeSessionResponseSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      // "Today" is the user's local date, never the server's.
      const today = localDateOf(app.clock.now(), user.timezone);
      return reply.status(201).send(await createPracticeSession(app.db, user.id, request.body, today));
    },
  );

  app.get(
    '/sessions',
    {
      config: { access: 'user' },
      schema: {
        summary: "List the viewer's recent practice sessions",
        tags: ['practice'],
        querystring: recentSessionsQuerySchema,
        response: { 200: sessionListResponseSchema },
      },
    },
    async (request) => listRecentSessions(app.db, signedInUser(request).id, request.query),
  );

  app.get(
    '/sessions/:id',
    {
      config: { access: 'user' },
      schema: {
        summary: "Get one of the viewer's practice sessions",
        tags: ['practice'],
        params: idParamsSchema,
        response: { 200: practiceSessionSchema },
      },
    },
    async (request) => getPracticeSession(app.db, signedInUser(request).id, request.params.id),
  );

  app.put(
    '/sessions/:id',
    {
      config: { access: 'user' },
      schema: {
        summary: "Update one of the viewer's practice sessions",
        errors: [409],
        tags: ['practice'],
        params: idParamsSchema,
        body: createPracticeSessionRequestSchema,
        response: { 200: practiceSessionSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const today = localDateOf(app.clock.now(), user.timezone);
      return updatePracticeSession(app.db, user.id, request.params.id, request.body, today);
    },
  );

  app.post(
    '/sessions/:id/delete',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Schedule a practice session for removal (undoable until the day ends)',
        tags: ['practice'],
        params: idParamsSchema,
        response: { 200: practiceSessionSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return setScheduledRemoval(app.db, user.id, request.params.id, true, localDateOf(app.clock.now(), user.timezone));
    },
  );

  app.post(
    '/sessions/:id/restore',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Keep a practice session scheduled for removal',
        tags: ['practice'],
        params: idParamsSchema,
        response: { 200: practiceSessionSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return setScheduledRemoval(
        app.db,
        user.id,
        request.params.id,
        false,
        localDateOf(app.clock.now(), user.timezone),
      );
    },
  );

  app.get(
    '/history',
    {
      config: { access: 'user' },
      schema: {
        summary: "Get the viewer's practice history for a period",
        tags: ['practice'],
        querystring: historyQuerySchema,
        response: { 200: historyResponseSchema },
      },
    },
    async (request) => listHistory(app.db, signedInUser(request).id, request.query),
  );
};
