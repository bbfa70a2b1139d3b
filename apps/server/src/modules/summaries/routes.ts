import {
  createSummaryRequestSchema,
  facultyInputSchema,
  facultyListResponseSchema,
  facultySchema,
  messages,
  pendingAttachmentSchema,
  summariesQuerySchema,
  summariesResponseSchema,
  summaryDetailSchema,
} from '@woodshed/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, rowId } from '../../lib/params.ts';
import { signedInUser } from '../../lib/signed-in.ts';
import { uploadedFile } from '../../plugins/openapi.ts';
import { sendStoredFile, storedFileResponses } from '../storage/index.ts';
import { readSingleFile } from '../storage/index.ts';
import { createPendingAttachmentsJob, openSummaryAttachment, savePendingAttachment } from './attachments.ts';
import { createFaculty, deleteFaculty, listFaculty, updateFaculty } from './faculty.ts';
import { getSummary, listSummaries } from './read.ts';
import { createSummary, deleteSummary } from './write.ts';
import { summaryFileUsages } from './file-usages.ts';

const facultyParams = idParams(messages.faculty.notFound);
const summaryParams = idParams(messages.summaries.notFound);
const attachmentParams = z.object({
  id: rowId(messages.summaries.notFound),
  attachmentId: rowId(messages.summaries.notFound),
});

/** Faculty, session summaries, their attachments and homework (issue 18). */
export const summaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.add(createPendingAttachmentsJob({ files: app.files, clock: app.clock }));
  app.fileUsages.add(summaryFileUsages);
  const admin = { access: 'superadmin' } as const;
  const user = { access: 'user' } as const;
  const facultyTags = ['faculty'];
  const tags = ['summaries'];

  app.get(
    '/api/admin/faculty',
    {
      config: admin,
      schema: { summary: 'List the faculty', tags: facultyTags, response: { 200: facultyListResponseSchema } },
    },
    async () => ({ items: await listFaculty(app.db) }),
  );

  app.post(
    '/api/admin/faculty',
    {
      config: admin,
      schema: {
        summary: 'Add a faculty member',
        tags: facultyTags,
        body: facultyInputSchema,
        response: { 201: facultySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createFaculty(app.db, request.body)),
  );

  app.put(
    '/api/admin/faculty/:id',
    {
      config: admin,
      schema: {
        summary: 'Update a faculty member',
        tags: facultyTags,
        params: facultyParams,
        body: facultyInputSchema,
        response: { 200: facultySchema },
      },
    },
    async (request) => updateFaculty(app.db, request.params.id, request.body),
  );

  app.delete(
    '/api/admin/faculty/:id',
    {
      config: admin,
      schema: {
        summary: 'Remove a faculty member',
        tags: facultyTags,
        params: facultyParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteFaculty(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/admin/session-attachments',
    {
      config: admin,
      schema: {
        summary: 'Upload a file to attach to a session summary (multipart upload)',
        tags,
        description:
          'multipart/form-data with one file in `file`: a PDF, text, image, audio or video file under 10 MB, judged by its content.',
        consumes: ['multipart/form-data'],
        upload: z.object({ file: uploadedFile }),
        response: { 201: pendingAttachmentSchema },
      },
    },
    async (request, reply) => {
      const upload = await readSingleFile(request, messages.storage.fileRequired);
      return reply.status(201).send(await savePendingAttachment(app.files, upload, signedInUser(request).id));
    },
  );

  app.post(
    '/api/admin/session-summaries',
    {
      config: admin,
      schema: {
        summary: 'Create a session summary',
        tags,
        body: createSummaryRequestSchema,
        response: { 201: summaryDetailSchema },
      },
    },
    async (request, reply) => {
      const creator = signedInUser(request);
      const id = await createSummary(app.db, app.files, request.body, { addedBy: creator.id, now: app.clock.now() });
      return reply.status(201).send(await getSummary(app.db, creator, id));
    },
  );

  app.delete(
    '/api/admin/session-summaries/:id',
    {
      config: admin,
      schema: { summary: 'Delete a session summary', tags, params: summaryParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteSummary(app.db, app.files, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/session-summaries',
    {
      config: user,
      schema: {
        summary: 'List the session summaries the viewer may read',
        tags,
        querystring: summariesQuerySchema,
        response: { 200: summariesResponseSchema },
      },
    },
    async (request) => listSummaries(app.db, signedInUser(request), request.query),
  );

  app.get(
    '/api/session-summaries/:id',
    {
      config: user,
      schema: { summary: 'Get a session summary', tags, params: summaryParams, response: { 200: summaryDetailSchema } },
    },
    async (request) => getSummary(app.db, signedInUser(request), request.params.id),
  );

  // Members and superadmins only, also when the address is guessed; private, so never cached (no-store stays).
  app.get(
    '/api/session-summaries/:id/attachments/:attachmentId',
    {
      config: user,
      schema: {
        summary: "Download a session summary's attachment",
        tags,
        params: attachmentParams,
        produces: ['*/*'],
        response: storedFileResponses,
      },
    },
    async (request, reply) => {
      const { id, attachmentId } = request.params;
      const file = await openSummaryAttachment(app.db, app.files, signedInUser(request), id, attachmentId);
      return sendStoredFile(request, reply, file);
    },
  );
};
