import {
  bookmarkListResponseSchema,
  bookmarkSchema,
  createBookmarkRequestSchema,
  reorderBookmarksRequestSchema,
} from '@woodshed/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../lib/params.ts';
import { signedInUser } from '../../lib/signed-in.ts';
import { createBookmark, deleteBookmark, listBookmarks, reorderBookmarks } from './service.ts';

/** The signed-in user's bookmarks: /api/bookmarks. Every query is scoped to request.user. */
export const bookmarkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'user' },
      schema: {
        summary: "List the viewer's bookmarks",
        tags: ['bookmarks'],
        response: { 200: bookmarkListResponseSchema },
      },
    },
    async (request) => listBookmarks(app.db, signedInUser(request).id),
  );

  app.post(
    '/',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Bookmark a library item (200 when already bookmarked)',
        errors: [404],
        tags: ['bookmarks'],
        body: createBookmarkRequestSchema,
        response: { 200: bookmarkSchema, 201: bookmarkSchema },
      },
    },
    async (request, reply) => {
      const { bookmark, created } = await createBookmark(app.db, signedInUser(request).id, request.body.contentId);
      return reply.status(created ? 201 : 200).send(bookmark);
    },
  );

  app.post(
    '/reorder',
    {
      config: { access: 'user' },
      schema: {
        summary: "Move a bookmark to another's place",
        errors: [404],
        tags: ['bookmarks'],
        body: reorderBookmarksRequestSchema,
        response: { 200: bookmarkListResponseSchema },
      },
    },
    async (request) =>
      reorderBookmarks(app.db, signedInUser(request).id, request.body.bookmarkId, request.body.targetBookmarkId),
  );

  app.delete(
    '/:id',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Remove a bookmark',
        tags: ['bookmarks'],
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteBookmark(app.db, signedInUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
