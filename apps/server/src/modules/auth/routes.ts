import {
  SESSION_COOKIE,
  authUserResponseSchema,
  captchaChallengeSchema,
  loginRequestSchema,
  messageResponseSchema,
  messages,
  registerRequestSchema,
  resetRequestSchema,
  resetTokenCheckRequestSchema,
  resetTokenCheckResponseSchema,
  sessionResponseSchema,
  updatePasswordRequestSchema,
} from '@woodshed/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearSessionCookie, setSessionCookie } from './cookie.ts';
import { sessionHousekeeping } from './jobs.ts';
import { checkResetToken, register, requestPasswordReset, updatePasswordWithToken } from './service.ts';
import { deleteSession } from './sessions.ts';
import { throttledSignIn } from './sign-in-throttle.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.add(sessionHousekeeping);
  const secure = app.config.secureCookies;

  app.get(
    '/session',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Get the signed-in user (null when signed out)',
        tags: ['auth'],
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => ({ user: request.user }),
  );

  app.get(
    '/captcha',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Get a CAPTCHA challenge for sign-up and sign-in',
        tags: ['auth'],
        response: { 200: captchaChallengeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.captcha.createChallenge();
    },
  );

  app.post(
    '/register',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Create an account and sign in',
        errors: [409, 429],
        tags: ['auth'],
        body: registerRequestSchema,
        response: { 201: authUserResponseSchema },
      },
    },
    async (request, reply) => {
      await app.authRateLimits.consume('register', request.ip, request.body.email);
      const { user, session } = await register(app.db, app.captcha, request.body);
      setSessionCookie(reply, session.token, session.expiresAt, secure);
      return reply.status(201).send({ user });
    },
  );

  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sign in',
        errors: [401, 429],
        tags: ['auth'],
        body: loginRequestSchema,
        response: { 200: authUserResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, session } = await throttledSignIn(app, request.ip, request.body);
      // A fresh token on every sign-in; the previous one of this browser ends.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await deleteSession(app.db, previous);
      setSessionCookie(reply, session.token, session.expiresAt, secure);
      return { user };
    },
  );

  app.post(
    '/logout',
    {
      config: { access: 'public' },
      schema: { summary: 'Sign out of this browser', tags: ['auth'], response: { 204: z.null() } },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await deleteSession(app.db, token);
      clearSessionCookie(reply, secure);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/reset',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Request a password-reset e-mail',
        errors: [429],
        tags: ['auth'],
        body: resetRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      // Per address only: a per-e-mail limit would let anyone use up the owner's requests. What is limited per
      // e-mail is the mail sent (requestPasswordReset), and a request over that still answers the same.
      await app.authRateLimits.consume('reset', request.ip);
      await requestPasswordReset(app.db, app.mailer, app.config.publicUrl, request.body.email, app.clock.now());
      return { message: messages.auth.resetEmailSent };
    },
  );

  app.post(
    '/reset-token/check',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Check that a password-reset token is still valid',
        errors: [429],
        tags: ['auth'],
        body: resetTokenCheckRequestSchema,
        response: { 200: resetTokenCheckResponseSchema },
      },
    },
    async (request) => {
      // The same budget as /update-password: checking must not become a cheaper way to guess tokens.
      await app.authRateLimits.consume('reset', request.ip);
      await checkResetToken(app.db, request.body.token);
      return { valid: true as const };
    },
  );

  app.post(
    '/update-password',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Set a new password with a reset token',
        errors: [429],
        tags: ['auth'],
        body: updatePasswordRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      await app.authRateLimits.consume('reset', request.ip);
      await updatePasswordWithToken(app.db, request.body.token, request.body.password);
      clearSessionCookie(reply, secure);
      return { message: messages.auth.passwordUpdated };
    },
  );
};
