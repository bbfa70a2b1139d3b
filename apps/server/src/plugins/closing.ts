import { messages } from '@woodshed/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RETRY_AFTER_SECONDS, sendError } from './errors.ts';

/**
 * While the server stops (SIGTERM), a request that still arrives on an open connection is answered 503 in the
 * error envelope, with `Retry-After` and `Connection: close`, instead of Fastify's own body: the proxy or client
 * retries elsewhere, and the requests already in flight finish. (Fastify's own 503 is turned off in app.ts.)
 * Registered after the security plugin, so the answer carries the usual headers.
 */
export const closingPlugin = fp(async (app: FastifyInstance) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close').header('retry-after', String(RETRY_AFTER_SECONDS));
    return sendError(reply, 503, 'unavailable', messages.errors.unavailable);
  });
});
