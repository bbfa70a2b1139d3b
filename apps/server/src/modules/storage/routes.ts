import {
  FILE_CACHE_MAX_AGE_SECONDS,
  addTagRequestSchema,
  fileListQuerySchema,
  fileListResponseSchema,
  fileUsagesResponseSchema,
  messages,
  renameFileRequestSchema,
  storedFileSchema,
  uploadCategorySchema,
} from '@woodshed/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { idParams } from '../../lib/params.ts';
import { sendError } from '../../plugins/errors.ts';
import { uploadedFile } from '../../plugins/openapi.ts';
import { cachedFileResponses, sendStoredFile } from './send-file.ts';
import { readUpload } from './upload.ts';

const fileParams = idParams(messages.storage.fileNotFound);

/** Admin file management and public file serving. */
export const storageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/uploads',
    {
      config: { access: 'superadmin' },
      schema: {
        summary: 'Upload a file (multipart upload)',
        tags: ['storage'],
        description:
          'multipart/form-data with a field `category` (image, document, audio, video) and one file in `file`, under 10 MB.',
        consumes: ['multipart/form-data'],
        upload: z.object({ category: uploadCategorySchema, file: uploadedFile }),
        response: { 201: storedFileSchema },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request);
      const file = await app.files.save({ ...upload, uploadedBy: request.user?.id ?? null });
      return reply.status(201).send(file);
    },
  );

  app.get(
    '/api/admin/files',
    {
      config: { access: 'superadmin' },
      schema: {
        summary: 'List the uploaded files of a category',
        tags: ['storage'],
        querystring: fileListQuerySchema,
        response: { 200: fileListResponseSchema },
      },
    },
    async (request) => ({ items: await app.files.list(request.query.category) }),
  );

  app.patch(
    '/api/admin/files/:id',
    {
      config: { access: 'superadmin' },
      schema: {
        summary: 'Rename an uploaded file',
        tags: ['storage'],
        params: fileParams,
        body: renameFileRequestSchema,
        response: { 200: storedFileSchema },
      },
    },
    async (request) => app.files.rename(request.params.id, request.body.name),
  );

  app.post(
    '/api/admin/files/:id/tags',
    {
      config: { access: 'superadmin' },
      schema: {
        summary: 'Tag an uploaded file',
        errors: [409],
        tags: ['storage'],
        params: fileParams,
        body: addTagRequestSchema,
        response: { 200: storedFileSchema },
      },
    },
    async (request) => app.files.addTag(request.params.id, request.body.tag),
  );

  app.delete(
    '/api/admin/files/:id/tags/:tag',
    {
      config: { access: 'superadmin' },
      schema: {
        summary: 'Remove a tag from an uploaded file',
        tags: ['storage'],
        params: fileParams.extend({ tag: z.string().min(1).max(200) }),
        response: { 200: storedFileSchema },
      },
    },
    async (request) => app.files.removeTag(request.params.id, request.params.tag),
  );

  // Asked by the delete confirmation, so it can name what the deletion breaks.
  app.get(
    '/api/admin/files/:id/usages',
    {
      config: { access: 'superadmin' },
      schema: {
        summary: 'List where an uploaded file is used',
        tags: ['storage'],
        params: fileParams,
        response: { 200: fileUsagesResponseSchema },
      },
    },
    async (request) => {
      const file = await app.files.get(request.params.id);
      if (!file) throw notFound(messages.storage.fileNotFound);
      return { items: await app.fileUsages.find(app.db, file) };
    },
  );

  app.delete(
    '/api/admin/files/:id',
    {
      config: { access: 'superadmin' },
      schema: {
        summary: 'Delete an uploaded file',
        tags: ['storage'],
        params: fileParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await app.files.delete(request.params.id);
      return reply.status(204).send(null);
    },
  );

  // Public on purpose: library media and images load for everyone, also in <img> and <audio> tags.
  app.get(
    '/files/:folder/:key',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Download a public file',
        tags: ['storage'],
        params: z.object({ folder: z.string(), key: z.string() }),
        produces: ['*/*'],
        response: cachedFileResponses,
      },
    },
    async (request, reply) => {
      const file = await app.files.open(request.params.folder, request.params.key);
      if (!file) return sendError(reply, 404, 'not_found', messages.storage.fileNotFound);
      return sendStoredFile(request, reply, file, { cacheControl: `public, max-age=${FILE_CACHE_MAX_AGE_SECONDS}` });
    },
  );
};
