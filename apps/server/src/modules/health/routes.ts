import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../../db/client.ts';
import { sendError } from '../../plugins/errors.ts';
import { mayReadMetrics } from '../../plugins/metrics.ts';

const statusSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

/** Liveness (the process answers), readiness (the database answers) and the Prometheus metrics. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { config: { access: 'public' }, schema: { hide: true, response: { 200: statusSchema } } },
    async () => ({
      status: 'ok' as const,
    }),
  );
  app.get(
    '/readyz',
    { config: { access: 'public' }, schema: { hide: true, response: { 200: statusSchema, 503: statusSchema } } },
    async (_request, reply) => {
      try {
        await pingDatabase(app.db);
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );
  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    // Public as a route, guarded here: this machine itself, or the operator's token (plugins/metrics.ts).
    if (!mayReadMetrics(request, app.config.metricsToken)) {
      return sendError(reply, 404, 'not_found', 'No route for GET /metrics');
    }
    const { contentType, body } = await app.metrics.render();
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(body);
  });
};
