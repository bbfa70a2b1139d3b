import {
  addMaterialRequestSchema,
  collectionListResponseSchema,
  collectionSchema,
  createCollectionRequestSchema,
  materialSchema,
  messages,
  reorderMaterialsRequestSchema,
  updateCollectionRequestSchema,
  updateMaterialRequestSchema,
} from '@woodshed/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, rowId } from '../../lib/params.ts';
import { signedInUser } from '../../lib/signed-in.ts';
import {
  addMaterial,
  createCollection,
  deleteCollection,
  listCollections,
  removeMaterial,
  reorderMaterials,
  updateCollection,
  updateMaterialNotes,
} from './service.ts';

const collectionParams = idParams(messages.collections.notFound);
const materialParams = collectionParams.extend({ materialId: rowId(messages.collections.materialNotFound) });

/** The signed-in user's collections and their materials: /api/collections. Every query is scoped to the user. */
export const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['collections'];

  app.get(
    '/',
    {
      config: { access: 'user' },
      schema: {
        summary: "List the viewer's collections with their materials",
        tags,
        response: { 200: collectionListResponseSchema },
      },
    },
    async (request) => ({
      items: await listCollections(app.db, signedInUser(request).id),
    }),
  );

  app.post(
    '/',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Create a collection',
        errors: [409],
        tags,
        body: createCollectionRequestSchema,
        response: { 201: collectionSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCollection(app.db, signedInUser(request).id, request.body)),
  );

  app.put(
    '/:id',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Rename or recolour a collection',
        tags,
        params: collectionParams,
        body: updateCollectionRequestSchema,
        response: { 200: collectionSchema },
      },
    },
    async (request) => updateCollection(app.db, signedInUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      config: { access: 'user' },
      schema: { summary: 'Delete a collection', tags, params: collectionParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteCollection(app.db, signedInUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/:id/materials',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Add a material to a collection',
        errors: [409],
        tags,
        params: collectionParams,
        body: addMaterialRequestSchema,
        response: { 201: materialSchema },
      },
    },
    async (request, reply) => {
      const { notes, ...ref } = request.body;
      return reply.status(201).send(await addMaterial(app.db, signedInUser(request).id, request.params.id, ref, notes));
    },
  );

  app.post(
    '/:id/materials/reorder',
    {
      config: { access: 'user' },
      schema: {
        summary: "Move a material to another's place in its collection",
        tags,
        params: collectionParams,
        body: reorderMaterialsRequestSchema,
        response: { 200: collectionSchema },
      },
    },
    async (request) =>
      reorderMaterials(
        app.db,
        signedInUser(request).id,
        request.params.id,
        request.body.materialId,
        request.body.targetMaterialId,
      ),
  );

  app.patch(
    '/:id/materials/:materialId',
    {
      config: { access: 'user' },
      schema: {
        summary: "Change a material's notes",
        tags,
        params: materialParams,
        body: updateMaterialRequestSchema,
        response: { 200: materialSchema },
      },
    },
    async (request) =>
      updateMaterialNotes(
        app.db,
        signedInUser(request).id,
        request.params.id,
        request.params.materialId,
        request.body.notes,
      ),
  );

  app.delete(
    '/:id/materials/:materialId',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Remove a material from a collection',
        tags,
        params: materialParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeMaterial(app.db, signedInUser(request).id, request.params.id, request.params.materialId);
      return reply.status(204).send(null);
    },
  );
};
