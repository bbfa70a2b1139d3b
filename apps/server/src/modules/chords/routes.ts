import {
  chordListQuerySchema,
  chordListResponseSchema,
  chordMasterySchema,
  chordSchema,
  messages,
  setMasteryRequestSchema,
  updateChordRequestSchema,
} from '@woodshed/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../lib/params.ts';
import { signedInUser } from '../../lib/signed-in.ts';
import { uploadedFile } from '../../plugins/openapi.ts';
import { readSingleFile } from '../storage/index.ts';
import { listChords, removeChordImage, replaceChordImage, setMastery, updateChord } from './service.ts';
import { chordFileUsages } from './file-usages.ts';

const chordParams = idParams(messages.chords.notFound);

/** The chord library with the signed-in user's mastery ratings: /api/chords. */
export const chordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'user' },
      schema: {
        summary: "List the chords with the viewer's mastery ratings",
        tags: ['chords'],
        querystring: chordListQuerySchema,
        response: { 200: chordListResponseSchema },
      },
    },
    async (request) => ({ items: await listChords(app.db, signedInUser(request).id, request.query.triadType) }),
  );

  app.put(
    '/:id/mastery',
    {
      config: { access: 'user' },
      schema: {
        summary: "Rate the viewer's mastery of a chord",
        tags: ['chords'],
        params: chordParams,
        body: setMasteryRequestSchema,
        response: { 200: chordMasterySchema },
      },
    },
    async (request) => setMastery(app.db, signedInUser(request).id, request.params.id, request.body.masteryRating),
  );
};

/** Chord editing for superadmins: /api/admin/chords. */
export const chordAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.fileUsages.add(chordFileUsages);
  app.put(
    '/:id',
    {
      config: { access: 'superadmin' },
      schema: {
        summary: 'Update a chord',
        errors: [409],
        tags: ['chords'],
        params: chordParams,
        body: updateChordRequestSchema,
        response: { 200: chordSchema },
      },
    },
    async (request) => updateChord(app.db, signedInUser(request).id, request.params.id, request.body),
  );

  app.post(
    '/:id/image',
    {
      config: { access: 'superadmin' },
      schema: {
        summary: "Replace a chord's image (multipart upload)",
        tags: ['chords'],
        description: 'multipart/form-data with one image (JPEG, PNG, GIF or WEBP, under 10 MB) in `file`.',
        consumes: ['multipart/form-data'],
        upload: z.object({ file: uploadedFile }),
        params: chordParams,
        response: { 200: chordSchema },
      },
    },
    async (request) => {
      const upload = await readSingleFile(request, messages.chords.imageRequired);
      return replaceChordImage(app.db, app.files, signedInUser(request).id, request.params.id, upload, app.clock.now());
    },
  );

  app.delete(
    '/:id/image',
    {
      config: { access: 'superadmin' },
      schema: {
        summary: "Remove a chord's image",
        tags: ['chords'],
        params: chordParams,
        response: { 200: chordSchema },
      },
    },
    async (request) => removeChordImage(app.db, app.files, signedInUser(request).id, request.params.id),
  );
};
