import { statsResponseSchema } from '@woodshed/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../lib/signed-in.ts';
import { getStats } from './service.ts';

/** The signed-in user's practice statistics: /api/stats. */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'user' },
      schema: {
        summary: "Get the viewer's practice statistics",
        tags: ['stats'],
        response: { 200: statsResponseSchema },
      },
    },
    async (request) => getStats(app.db, signedInUser(request), app.clock.now()),
  );
};
