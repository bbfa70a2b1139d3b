import {
  messageResponseSchema,
  messages,
  reminderOffRequestSchema,
  reminderOneClickBodySchema,
  reminderUnsubscribeQuerySchema,
} from '@woodshed/shared';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createReminderJob, turnRemindersOff } from './service.ts';

/** RFC 8058's POST body is one short form field; nothing longer is read. */
const ONE_CLICK_BODY_LIMIT = 1024;

/** Daily practice reminders: the one-click "turn off" link of the reminder e-mail works without signing in. */
export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.add(
    createReminderJob({
      mailer: app.mailer,
      clock: app.clock,
      config: app.config,
      log: app.log.child({ job: 'practice-reminders' }),
    }),
  );
  app.post(
    '/off',
    {
      config: { access: 'public' },
      schema: {
        summary: "Turn practice reminders off with the e-mail's signed token",
        errors: [429],
        tags: ['reminders'],
        body: reminderOffRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await app.authRateLimits.consume('remindersOff', request.ip);
      await turnRemindersOff(app.db, app.config.sessionSecret, request.body.token, app.clock.now());
      return { message: messages.reminders.unsubscribed };
    },
  );

  // The reminder e-mail's List-Unsubscribe address. A scope of its own, so only this route reads form bodies.
  await app.register(async (scope) => {
    const oneClick = scope.withTypeProvider<ZodTypeProvider>();
    oneClick.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    // RFC 8058 one-click: the reader's mail provider POSTs `List-Unsubscribe=One-Click` with no cookie, no CSRF
    // header and its own Origin or none. The signed token in the URL is the authority, so the CSRF check is
    // waived for this route alone (`csrf: 'signed-token'`, modules/auth/access.ts) and no session is read.
    oneClick.post(
      '/unsubscribe',
      {
        config: { access: 'public', csrf: 'signed-token' },
        schema: {
          summary: 'Turn practice reminders off in one click (RFC 8058)',
          errors: [429],
          tags: ['reminders'],
          consumes: ['application/x-www-form-urlencoded'],
          querystring: reminderUnsubscribeQuerySchema,
          body: reminderOneClickBodySchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await app.authRateLimits.consume('remindersOff', request.ip);
        await turnRemindersOff(app.db, app.config.sessionSecret, request.query.token, app.clock.now());
        return { message: messages.reminders.unsubscribed };
      },
    );

    // A mail client without one-click opens the address in the browser: the web page that asks the API, with the
    // token in the fragment as the e-mail's own link has it. A GET changes nothing (RFC 8058 §3.2).
    oneClick.get(
      '/unsubscribe',
      {
        config: { access: 'public' },
        schema: {
          // A browser's way to a web page (a 303 only), not part of the JSON API: left out of the OpenAPI document
          // like the web app's own pages.
          hide: true,
          summary: 'Open the reminders page for an unsubscribe link (redirect)',
          tags: ['reminders'],
          querystring: reminderUnsubscribeQuerySchema,
          response: { 303: z.null() },
        },
      },
      async (request, reply) => reply.redirect(`${app.config.publicUrl}/reminders/off#${request.query.token}`, 303),
    );
  });
};
