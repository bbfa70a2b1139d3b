import {
  libraryContentInputSchema,
  libraryDetailSchema,
  libraryItemSchema,
  publishRequestSchema,
} from '@woodshed/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../lib/params.ts';
import { signedInUser } from '../../lib/signed-in.ts';
import { createContent, deleteContent, setPublished, updateContent } from './admin-service.ts';
import { libraryFileUsages } from './file-usages.ts';

/** Articles embed their images as data: URIs (up to ~10 MB of them); the app's default limit is 1 MB. */
export const LIBRARY_WRITE_BODY_LIMIT = 15 * 1024 * 1024;

/** Library management for superadmins: /api/admin/library. */
export const libraryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.fileUsages.add(libraryFileUsages);
  app.post(
    '/',
    {
      config: { access: 'superadmin' },
      bodyLimit: LIBRARY_WRITE_BODY_LIMIT,
      schema: {
        summary: 'Create library content',
        tags: ['library admin'],
        body: libraryContentInputSchema,
        response: { 201: libraryDetailSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createContent(app.db, signedInUser(request), request.body)),
  );

  app.put(
    '/:id',
    {
      config: { access: 'superadmin' },
      bodyLimit: LIBRARY_WRITE_BODY_LIMIT,
      schema: {
        summary: 'Update library content',
        tags: ['library admin'],
        params: idParamsSchema,
        body: libraryContentInputSchema,
        response: { 200: libraryDetailSchema },
      },
    },
    async (request) => updateContent(app.db, signedInUser(request), request.params.id, request.body),
  );

  app.patch(
    '/:id/published',
    {
      config: { access: 'superadmin' },
      schema: {
        summary: 'Publish or unpublish library content',
        tags: ['library admin'],
        params: idParamsSchema,
        body: publishRequestSchema,
        response: { 200: libraryItemSchema },
      },
    },
    async (request) => setPublished(app.db, signedInUser(request), request.params.id, request.body.published),
  );

  app.delete(
    '/:id',
    {
      config: { access: 'superadmin' },
      schema: {
        summary: 'Delete library content',
        tags: ['library admin'],
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteContent(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
