import { profileSchema, profileUpdateSchema } from '@woodshed/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../lib/signed-in.ts';
import { getProfile, updateProfile } from './service.ts';

/** The signed-in user's own profile: /api/profile. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'user' },
      schema: { summary: "Get the viewer's profile", tags: ['profile'], response: { 200: profileSchema } },
    },
    async (request) => getProfile(app.db, signedInUser(request).id),
  );

  app.put(
    '/',
    {
      config: { access: 'user' },
      schema: {
        summary: "Update the viewer's profile",
        errors: [409],
        tags: ['profile'],
        body: profileUpdateSchema,
        response: { 200: profileSchema },
      },
    },
    async (request) => updateProfile(app.db, signedInUser(request).id, request.body),
  );
};
