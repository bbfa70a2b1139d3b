import { messageResponseSchema, messages, reminderOffRequestSchema } from '@woodshed/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { turnRemindersOff } from './service.ts';

/** Daily practice reminders: the one-click "turn off" link of the reminder e-mail works without signing in. */
export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/off',
    {
      config: { access: 'public' },
      schema: { tags: ['reminders'], body: reminderOffRequestSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await app.authRateLimits.consume('remindersOff', request.ip);
      await turnRemindersOff(app.db, app.config.sessionSecret, request.body.token, app.clock.now());
      return { message: messages.reminders.unsubscribed };
    },
  );
};
