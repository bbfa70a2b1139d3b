import { levelGuideResponseSchema, xpAwardsQuerySchema, xpAwardsResponseSchema } from '@woodshed/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../lib/signed-in.ts';
import { getLevelGuide, listXpAwards } from './history.ts';

/** The level guide and the viewer's XP history: /api/xp. */
export const xpRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: 'user' } as const;

  app.get(
    '/levels',
    {
      config,
      schema: {
        summary: "Get the level guide with the viewer's level",
        tags: ['xp'],
        response: { 200: levelGuideResponseSchema },
      },
    },
    async (request) => getLevelGuide(app.db, signedInUser(request).id),
  );

  app.get(
    '/awards',
    {
      config,
      schema: {
        summary: "List the viewer's XP awards",
        tags: ['xp'],
        querystring: xpAwardsQuerySchema,
        response: { 200: xpAwardsResponseSchema },
      },
    },
    async (request) => listXpAwards(app.db, signedInUser(request).id, request.query.page, request.query.pageSize),
  );
};
