import { leaderboardQuerySchema, leaderboardResponseSchema } from '@woodshed/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../lib/signed-in.ts';
import { createWeekTotalsPruneJob, getLeaderboard } from './service.ts';

/** The leaderboard: /api/leaderboard?board=&period= (issue 14). */
export const leaderboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.add(createWeekTotalsPruneJob(app.clock));
  app.get(
    '/',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Get a leaderboard for a period',
        tags: ['leaderboard'],
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardResponseSchema },
      },
    },
    async (request) => {
      const { board, period } = request.query;
      return getLeaderboard(app.db, signedInUser(request), board, period, app.clock.now());
    },
  );
};
