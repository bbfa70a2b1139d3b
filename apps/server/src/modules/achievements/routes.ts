import {
  achievementInputSchema,
  achievementsResponseSchema,
  adminAchievementSchema,
  adminAchievementsResponseSchema,
  localDateOf,
  messages,
  noticesResponseSchema,
  noticesSeenRequestSchema,
} from '@woodshed/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../lib/params.ts';
import { signedInUser } from '../../lib/signed-in.ts';
import { createAchievement, deleteAchievement, listAdminAchievements, updateAchievement } from './admin-service.ts';
import { getNotices, listAchievements, markNoticesSeen } from './service.ts';
import { achievementFileUsages } from './file-usages.ts';

/** The viewer's achievements and notices: /api/achievements, /api/notices (full paths inside). */
export const achievementRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: 'user' } as const;

  app.get(
    '/api/achievements',
    {
      config,
      schema: {
        summary: "List the achievements with the viewer's progress",
        tags: ['achievements'],
        response: { 200: achievementsResponseSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return listAchievements(app.db, user.id, localDateOf(app.clock.now(), user.timezone));
    },
  );

  app.get(
    '/api/notices',
    {
      config,
      schema: {
        summary: "List the viewer's unseen notices (levels and achievements reached)",
        tags: ['achievements'],
        response: { 200: noticesResponseSchema },
      },
    },
    async (request) => getNotices(app.db, signedInUser(request).id),
  );

  app.post(
    '/api/notices/seen',
    {
      config,
      schema: {
        summary: "Mark the viewer's notices up to a time as seen",
        tags: ['achievements'],
        body: noticesSeenRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await markNoticesSeen(app.db, signedInUser(request).id, new Date(request.body.through));
      return reply.status(204).send(null);
    },
  );
};

const achievementParams = idParams(messages.achievements.notFound);

/** Achievements management for superadmins: /api/admin/achievements. */
export const achievementAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.fileUsages.add(achievementFileUsages);
  const tags = ['achievements admin'];
  const config = { access: 'superadmin' } as const;

  app.get(
    '/',
    {
      config,
      schema: { summary: 'List all achievements (admin)', tags, response: { 200: adminAchievementsResponseSchema } },
    },
    async () => ({
      items: await listAdminAchievements(app.db),
    }),
  );

  app.post(
    '/',
    {
      config,
      schema: {
        summary: 'Create an achievement',
        tags,
        body: achievementInputSchema,
        response: { 201: adminAchievementSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createAchievement(app.db, request.body)),
  );

  app.put(
    '/:id',
    {
      config,
      schema: {
        summary: 'Update an achievement',
        tags,
        params: achievementParams,
        body: achievementInputSchema,
        response: { 200: adminAchievementSchema },
      },
    },
    async (request) => updateAchievement(app.db, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      config,
      schema: { summary: 'Delete an achievement', tags, params: achievementParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteAchievement(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
