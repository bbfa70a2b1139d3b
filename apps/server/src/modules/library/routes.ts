import { libraryDetailSchema, libraryExistsResponseSchema, libraryListQuerySchema, libraryListResponseSchema } from '@woodshed/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../lib/signed-in.ts';
import { checkContentExists, getLibraryDetail, listLibrary } from './service.ts';

/** Any string: an id that is not a uuid cannot exist, so lookups answer 404 rather than 400. */
export const idParamsSchema = z.object({ id: z.string() });

/** The learner's library: /api/library. */
export const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'user' },
      schema: { tags: ['library'], querystring: libraryListQuerySchema, response: { 200: libraryListResponseSchema } },
    },
    async (request) => listLibrary(app.db, signedInUser(request), request.query),
  );

  app.get(
    '/:id/exists',
    {
      config: { access: 'user' },
      schema: { tags: ['library'], params: idParamsSchema, response: { 200: libraryExistsResponseSchema } },
    },
    async (request) => checkContentExists(app.db, request.params.id),
  );

  app.get(
    '/:id',
    {
      config: { access: 'user' },
      schema: { tags: ['library'], params: idParamsSchema, response: { 200: libraryDetailSchema } },
    },
    async (request) => getLibraryDetail(app.db, signedInUser(request), request.params.id),
  );
};
