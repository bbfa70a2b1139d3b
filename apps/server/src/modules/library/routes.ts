import {
  libraryDetailSchema,
  libraryExistsResponseSchema,
  libraryListQuerySchema,
  libraryListResponseSchema,
  messages,
} from '@woodshed/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, idParamsSchema } from '../../lib/params.ts';
import { signedInUser } from '../../lib/signed-in.ts';
import { checkContentExists, getLibraryDetail, listLibrary } from './service.ts';

/** The existence check answers the spec's own words for anything it cannot find. */
const existsParamsSchema = idParams(messages.library.contentMissing);

/** The learner's library: /api/library. */
export const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Search and list the library',
        tags: ['library'],
        querystring: libraryListQuerySchema,
        response: { 200: libraryListResponseSchema },
      },
    },
    async (request) => listLibrary(app.db, signedInUser(request), request.query),
  );

  app.get(
    '/:id/exists',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Check that a library item exists',
        tags: ['library'],
        params: existsParamsSchema,
        response: { 200: libraryExistsResponseSchema },
      },
    },
    async (request) => checkContentExists(app.db, request.params.id),
  );

  app.get(
    '/:id',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Get a library item with its details',
        tags: ['library'],
        params: idParamsSchema,
        response: { 200: libraryDetailSchema },
      },
    },
    async (request) => getLibraryDetail(app.db, signedInUser(request), request.params.id),
  );
};
