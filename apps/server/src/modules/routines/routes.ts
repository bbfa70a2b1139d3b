import {
  completePhaseRequestSchema,
  completePhaseResponseSchema,
  createPhaseRequestSchema,
  currentRoutineSchema,
  localDateOf,
  messages,
  reorderPhasesRequestSchema,
  routinePhaseSchema,
  routineRequestSchema,
  routineSchema,
  routinesResponseSchema,
  type SessionUser,
} from '@woodshed/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, rowId } from '../../lib/params.ts';
import { signedInUser } from '../../lib/signed-in.ts';
import {
  addPhase,
  archiveRoutine,
  completePhase,
  createRoutine,
  deletePhase,
  deleteRoutine,
  listRoutines,
  reorderPhases,
  resetAllPhases,
  resetPhase,
  restoreRoutine,
  updateRoutine,
} from './service.ts';

const routineParams = idParams(messages.routines.notFound);
const phaseParams = routineParams.extend({ phaseId: rowId(messages.routines.phaseNotFound) });
/** Reorder and Reset All answer every phase of the routine in its (new) order. */
const phaseListSchema = z.object({ phases: z.array(routinePhaseSchema) });

/** The signed-in user's practice routines and their phases: /api/routines. Every query is scoped to the user. */
export const routineRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['routines'];
  // "Today" is the user's local date (phases reset at midnight in their zone), never the server's.
  const todayOf = (user: SessionUser) => localDateOf(app.clock.now(), user.timezone);

  app.get(
    '/',
    {
      config: { access: 'user' },
      schema: {
        summary: "List the viewer's routines (current and archived)",
        tags,
        response: { 200: routinesResponseSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return listRoutines(app.db, user.id, todayOf(user), user.timezone);
    },
  );

  app.post(
    '/',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Create a routine (it becomes the current one)',
        errors: [409],
        tags,
        body: routineRequestSchema,
        response: { 201: currentRoutineSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createRoutine(app.db, signedInUser(request).id, request.body)),
  );

  app.put(
    '/:id',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Rename a routine',
        tags,
        params: routineParams,
        body: routineRequestSchema,
        response: { 200: routineSchema },
      },
    },
    async (request) => updateRoutine(app.db, signedInUser(request).id, request.params.id, request.body),
  );

  app.post(
    '/:id/archive',
    {
      config: { access: 'user' },
      schema: { summary: 'Archive a routine', tags, params: routineParams, response: { 200: routineSchema } },
    },
    async (request) => archiveRoutine(app.db, signedInUser(request).id, request.params.id),
  );

  app.post(
    '/:id/restore',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Make an archived routine the current one',
        tags,
        params: routineParams,
        response: { 200: currentRoutineSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return restoreRoutine(app.db, user.id, request.params.id, todayOf(user));
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: 'user' },
      schema: { summary: 'Delete a routine', tags, params: routineParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteRoutine(app.db, signedInUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/:id/phases',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Add a phase to the current routine',
        errors: [409],
        tags,
        params: routineParams,
        body: createPhaseRequestSchema,
        response: { 201: routinePhaseSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      return reply.status(201).send(await addPhase(app.db, user.id, request.params.id, request.body, todayOf(user)));
    },
  );

  app.post(
    '/:id/phases/reorder',
    {
      config: { access: 'user' },
      schema: {
        summary: "Move a phase to another's place",
        errors: [409],
        tags,
        params: routineParams,
        body: reorderPhasesRequestSchema,
        response: { 200: phaseListSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { phaseId, targetPhaseId } = request.body;
      return {
        phases: await reorderPhases(app.db, user.id, request.params.id, phaseId, targetPhaseId, todayOf(user)),
      };
    },
  );

  app.post(
    '/:id/reset',
    {
      config: { access: 'user' },
      schema: {
        summary: "Reset all of today's phases of the current routine",
        errors: [409],
        tags,
        params: routineParams,
        response: { 200: phaseListSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return { phases: await resetAllPhases(app.db, user.id, request.params.id, todayOf(user)) };
    },
  );

  app.delete(
    '/:id/phases/:phaseId',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Delete a phase of the current routine',
        errors: [409],
        tags,
        params: phaseParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deletePhase(app.db, signedInUser(request).id, request.params.id, request.params.phaseId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/:id/phases/:phaseId/complete',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Complete a phase for today',
        errors: [409],
        tags,
        params: phaseParams,
        body: completePhaseRequestSchema,
        response: { 200: completePhaseResponseSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { id, phaseId } = request.params;
      return completePhase(app.db, user.id, id, phaseId, request.body.message, todayOf(user));
    },
  );

  app.post(
    '/:id/phases/:phaseId/reset',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Reset a phase completed today',
        errors: [409],
        tags,
        params: phaseParams,
        response: { 200: routinePhaseSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return resetPhase(app.db, user.id, request.params.id, request.params.phaseId, todayOf(user));
    },
  );
};
