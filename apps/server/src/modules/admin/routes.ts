import {
  achievementAwardRequestSchema,
  achievementAwardResultSchema,
  activityQuerySchema,
  adminPracticeSessionsResponseSchema,
  adminUserDetailSchema,
  adminUserRowSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  adminXpAwardsResponseSchema,
  eventCreatorChangeRequestSchema,
  membershipChangeRequestSchema,
  membershipLevelsResponseSchema,
  messages,
  siteInfoSchema,
  siteSettingsSchema,
  superadminChangeRequestSchema,
  xpAwardRequestSchema,
  xpAwardResultSchema,
} from '@woodshed/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../lib/params.ts';
import { signedInUser } from '../../lib/signed-in.ts';
import { getSiteInfo, getSiteSettingsValues, saveSiteSettings } from '../settings/index.ts';
import { awardAchievementByAdmin, awardXpByAdmin } from './awards.ts';
import { getUserDetail, listUserPracticeSessions, listUserXpAwards } from './detail.ts';
import { changeEventCreator, changeMembership, changeSuperadmin, listMembershipLevels, listUsers } from './users.ts';

const userParams = idParams(messages.admin.userNotFound);

/** The admin back office's user management, user detail, awards and site settings (issue 18). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const config = { access: 'superadmin' } as const;

  app.get(
    '/api/admin/users',
    {
      config,
      schema: {
        summary: 'Search and list users',
        tags,
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersResponseSchema },
      },
    },
    async (request) => listUsers(app.db, request.query),
  );

  app.get(
    '/api/admin/membership-levels',
    {
      config,
      schema: { summary: 'List the membership levels', tags, response: { 200: membershipLevelsResponseSchema } },
    },
    async () => listMembershipLevels(app.db),
  );

  app.patch(
    '/api/admin/users/:id/membership',
    {
      config,
      schema: {
        summary: "Change a user's membership level",
        tags,
        params: userParams,
        body: membershipChangeRequestSchema,
        response: { 200: adminUserRowSchema },
      },
    },
    async (request) =>
      changeMembership(app.db, signedInUser(request).id, request.params.id, request.body.membershipLevelId),
  );

  app.patch(
    '/api/admin/users/:id/superadmin',
    {
      config,
      schema: {
        summary: "Grant or revoke a user's superadmin role",
        errors: [409],
        tags,
        params: userParams,
        body: superadminChangeRequestSchema,
        response: { 200: adminUserRowSchema },
      },
    },
    async (request) => changeSuperadmin(app.db, signedInUser(request).id, request.params.id, request.body.isSuperadmin),
  );

  app.patch(
    '/api/admin/users/:id/event-creator',
    {
      config,
      schema: {
        summary: "Grant or revoke a user's event-creator role",
        tags,
        params: userParams,
        body: eventCreatorChangeRequestSchema,
        response: { 200: adminUserRowSchema },
      },
    },
    async (request) => changeEventCreator(app.db, request.params.id, request.body.eventCreator),
  );

  app.get(
    '/api/admin/users/:id',
    {
      config,
      schema: { summary: "Get a user's details", tags, params: userParams, response: { 200: adminUserDetailSchema } },
    },
    async (request) => getUserDetail(app.db, request.params.id, app.clock.now()),
  );

  app.get(
    '/api/admin/users/:id/practice-sessions',
    {
      config,
      schema: {
        summary: "List a user's practice sessions",
        tags,
        params: userParams,
        querystring: activityQuerySchema,
        response: { 200: adminPracticeSessionsResponseSchema },
      },
    },
    async (request) => listUserPracticeSessions(app.db, request.params.id, request.query, app.clock.now()),
  );

  app.get(
    '/api/admin/users/:id/xp-awards',
    {
      config,
      schema: {
        summary: "List a user's XP awards",
        tags,
        params: userParams,
        querystring: activityQuerySchema,
        response: { 200: adminXpAwardsResponseSchema },
      },
    },
    async (request) => listUserXpAwards(app.db, request.params.id, request.query, app.clock.now()),
  );

  app.post(
    '/api/admin/users/:id/xp-awards',
    {
      config,
      schema: {
        summary: 'Award XP to a user',
        tags,
        params: userParams,
        body: xpAwardRequestSchema,
        response: { 201: xpAwardResultSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await awardXpByAdmin(app.db, signedInUser(request).id, request.params.id, request.body)),
  );

  app.post(
    '/api/admin/users/:id/achievements',
    {
      config,
      schema: {
        summary: 'Award an achievement to a user',
        errors: [409],
        tags,
        params: userParams,
        body: achievementAwardRequestSchema,
        response: { 201: achievementAwardResultSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await awardAchievementByAdmin(
            app.db,
            signedInUser(request).id,
            request.params.id,
            request.body.achievementId,
          ),
        ),
  );

  app.get(
    '/api/admin/settings',
    { config, schema: { summary: 'Get the site settings', tags, response: { 200: siteSettingsSchema } } },
    async () => getSiteSettingsValues(app.db),
  );

  app.put(
    '/api/admin/settings',
    {
      config,
      schema: {
        summary: 'Save the site settings',
        tags,
        body: siteSettingsSchema,
        response: { 200: siteSettingsSchema },
      },
    },
    async (request) => saveSiteSettings(app.db, request.body),
  );

  // Every page's top bar, signed in or not, shows the school's name.
  app.get(
    '/api/site',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Get the public site information (school name and links)',
        tags: ['settings'],
        response: { 200: siteInfoSchema },
      },
    },
    async () => getSiteInfo(app.db),
  );
};
