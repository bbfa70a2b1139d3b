import { accountExportSchema, deleteAccountRequestSchema } from '@woodshed/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../lib/signed-in.ts';
import { clearSessionCookie } from '../auth/cookie.ts';
import { deleteAccount, exportUserData, practiceSessionsCsv } from './service.ts';

const today = (now: Date) => now.toISOString().slice(0, 10);

/** "Your data": /api/account — download everything (JSON), the practice log (CSV), and delete the account. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/export',
    { config: { access: 'user' }, schema: { tags: ['account'], response: { 200: accountExportSchema } } },
    async (request, reply) => {
      const now = app.clock.now();
      reply.header('content-disposition', `attachment; filename="woodshed-data-${today(now)}.json"`);
      return exportUserData(app.db, signedInUser(request).id, now);
    },
  );

  app.get(
    '/export/practice-sessions.csv',
    { config: { access: 'user' }, schema: { tags: ['account'], response: { 200: z.string() } } },
    async (request, reply) => {
      const user = signedInUser(request);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="woodshed-practice-${today(app.clock.now())}.csv"`);
      return practiceSessionsCsv(app.db, user.id, user.timezone);
    },
  );

  app.delete(
    '/',
    {
      config: { access: 'user' },
      schema: { tags: ['account'], body: deleteAccountRequestSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await app.authRateLimits.consume('reset', request.ip);
      await deleteAccount(app.db, signedInUser(request).id, request.body.password);
      clearSessionCookie(reply, app.config.secureCookies);
      return reply.status(204).send(null);
    },
  );
};
