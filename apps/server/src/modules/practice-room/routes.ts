import {
  chordChangeListResponseSchema,
  chordChangeQuerySchema,
  chordChangeRequestSchema,
  chordChangeResponseSchema,
  localDateOf,
  logTempoRequestSchema,
  logTempoResponseSchema,
  messages,
  tempoHistoryQuerySchema,
  tempoHistoryResponseSchema,
  tempoSummaryResponseSchema,
} from '@woodshed/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../lib/params.ts';
import { signedInUser } from '../../lib/signed-in.ts';
import { listChordChanges, recordChordChange } from './chord-changes.ts';
import { deleteTempoEntry, logTempo, tempoHistory, tempoSummary } from './tempo-log.ts';

/**
 * The practice room's saved data (issue 19), full paths inside: /api/tempo-log and /api/chord-changes. Every
 * query is scoped to request.user; "today" is the user's local date, never the server's.
 */
export const practiceRoomRoutes: FastifyPluginAsyncZod = async (app) => {
  const todayOf = (timezone: string) => localDateOf(app.clock.now(), timezone);

  app.post(
    '/api/tempo-log',
    {
      config: { access: 'user' },
      schema: {
        summary: "Log a tempo for an item (200 when today's entry is updated)",
        errors: [404],
        tags: ['practice-room'],
        body: logTempoRequestSchema,
        response: { 200: logTempoResponseSchema, 201: logTempoResponseSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { created, ...logged } = await logTempo(app.db, user.id, request.body, todayOf(user.timezone));
      return reply.status(created ? 201 : 200).send(logged);
    },
  );

  app.get(
    '/api/tempo-log',
    {
      config: { access: 'user' },
      schema: {
        summary: "Get the viewer's tempo history for an item",
        tags: ['practice-room'],
        querystring: tempoHistoryQuerySchema,
        response: { 200: tempoHistoryResponseSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return tempoHistory(app.db, user.id, request.query, todayOf(user.timezone));
    },
  );

  app.get(
    '/api/tempo-log/summary',
    {
      config: { access: 'user' },
      schema: {
        summary: "Get the viewer's best and latest tempo per item",
        tags: ['practice-room'],
        response: { 200: tempoSummaryResponseSchema },
      },
    },
    async (request) => tempoSummary(app.db, signedInUser(request).id),
  );

  app.delete(
    '/api/tempo-log/:id',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Delete a tempo-log entry',
        tags: ['practice-room'],
        params: idParams(messages.practiceRoom.entryNotFound),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteTempoEntry(app.db, signedInUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/chord-changes',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Record a one-minute chord-change result',
        errors: [404],
        tags: ['practice-room'],
        body: chordChangeRequestSchema,
        response: { 201: chordChangeResponseSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const recorded = await recordChordChange(app.db, user.id, request.body, todayOf(user.timezone));
      return reply.status(201).send(recorded);
    },
  );

  app.get(
    '/api/chord-changes',
    {
      config: { access: 'user' },
      schema: {
        summary: "List the viewer's chord-change results",
        tags: ['practice-room'],
        querystring: chordChangeQuerySchema,
        response: { 200: chordChangeListResponseSchema },
      },
    },
    async (request) => listChordChanges(app.db, signedInUser(request).id, request.query),
  );
};
