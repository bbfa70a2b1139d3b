import {
  goalInputSchema,
  goalListResponseSchema,
  goalSchema,
  milestoneSchema,
  milestoneToggleRequestSchema,
} from '@woodshed/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../lib/params.ts';
import { signedInUser } from '../../lib/signed-in.ts';
import { createGoal, deleteGoal, getGoal, listGoals, setMilestoneCompleted, updateGoal } from './service.ts';

/** The signed-in user's goals with their milestones: /api/goals. Every query is scoped to request.user. */
export const goalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'user' },
      schema: { summary: "List the viewer's goals", tags: ['goals'], response: { 200: goalListResponseSchema } },
    },
    async (request) => listGoals(app.db, signedInUser(request).id),
  );

  app.get(
    '/:id',
    {
      config: { access: 'user' },
      schema: {
        summary: "Get one of the viewer's goals",
        tags: ['goals'],
        params: idParamsSchema,
        response: { 200: goalSchema },
      },
    },
    async (request) => getGoal(app.db, signedInUser(request).id, request.params.id),
  );

  app.post(
    '/',
    {
      config: { access: 'user' },
      schema: { summary: 'Create a goal', tags: ['goals'], body: goalInputSchema, response: { 201: goalSchema } },
    },
    async (request, reply) => reply.status(201).send(await createGoal(app.db, signedInUser(request).id, request.body)),
  );

  app.put(
    '/:id',
    {
      config: { access: 'user' },
      schema: {
        summary: "Update one of the viewer's goals",
        tags: ['goals'],
        params: idParamsSchema,
        body: goalInputSchema,
        response: { 200: goalSchema },
      },
    },
    async (request) => updateGoal(app.db, signedInUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      config: { access: 'user' },
      schema: {
        summary: "Delete one of the viewer's goals",
        tags: ['goals'],
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteGoal(app.db, signedInUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

/** The immediate completed toggle of a saved milestone: /api/milestones. */
export const milestoneRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/:id',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Mark a milestone completed or not',
        tags: ['goals'],
        params: idParamsSchema,
        body: milestoneToggleRequestSchema,
        response: { 200: milestoneSchema },
      },
    },
    async (request) =>
      setMilestoneCompleted(app.db, signedInUser(request).id, request.params.id, request.body.isCompleted),
  );
};
