import { chartQuerySchema, dashboardResponseSchema, practiceChartSchema } from '@woodshed/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../lib/signed-in.ts';
import { getDashboard, getPracticeChart } from './service.ts';

/**
 * GET /api/dashboard: everything the dashboard page shows, in one request.
 * GET /api/practice/chart: the chart alone, for the range selector. Registered here, with full paths, so the
 * practice module stays its own. Both read only the signed-in user's rows, "today" in the user's zone.
 */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard',
    {
      config: { access: 'user' },
      schema: {
        summary: "Get everything the viewer's dashboard shows",
        tags: ['dashboard'],
        querystring: chartQuerySchema,
        response: { 200: dashboardResponseSchema },
      },
    },
    async (request) => getDashboard(app.db, signedInUser(request), app.clock.now(), request.query.range),
  );

  app.get(
    '/api/practice/chart',
    {
      config: { access: 'user' },
      schema: {
        summary: "Get the viewer's practice chart for a range",
        tags: ['practice'],
        querystring: chartQuerySchema,
        response: { 200: practiceChartSchema },
      },
    },
    async (request) => getPracticeChart(app.db, signedInUser(request), app.clock.now(), request.query.range),
  );
};
