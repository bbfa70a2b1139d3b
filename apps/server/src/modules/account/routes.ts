import { accountExportSchema, deleteAccountRequestSchema } from '@woodshed/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../lib/signed-in.ts';
import { clearSessionCookie } from '../auth/index.ts';
import { deleteAccount, exportUserData, practiceSessionsCsv } from './service.ts';

const today = (now: Date) => now.toISOString().slice(0, 10);

/** "Your data": /api/account — download everything (JSON), the practice log (CSV), and delete the account. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/export',
    {
      config: { access: 'user' },
      schema: {
        summary: "Download all of the viewer's data (JSON)",
        tags: ['account'],
        response: { 200: accountExportSchema },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      reply.header('content-disposition', `attachment; filename="woodshed-data-${today(now)}.json"`);
      return exportUserData(app.db, signedInUser(request).id, now);
    },
  );

  app.get(
    '/export/practice-sessions.csv',
    {
      config: { access: 'user' },
      schema: {
        summary: "Download the viewer's practice log (CSV)",
        tags: ['account'],
        produces: ['text/csv'],
        response: { 200: z.string() },
      },
    },
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
      schema: {
        summary: "Delete the viewer's account (with their password)",
        errors: [409, 429],
        tags: ['account'],
        body: deleteAccountRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await app.authRateLimits.consume('reset', request.ip);
      const user = signedInUser(request);
      await deleteAccount(app.db, user.id, request.body.password, {
        files: app.files,
        log: request.log,
      });
      // The sign-in and sign-up counters that name the address go with the account.
      await app.authRateLimits.forgetEmail(user.email);
      clearSessionCookie(reply, app.config.secureCookies);
      return reply.status(204).send(null);
    },
  );
};
