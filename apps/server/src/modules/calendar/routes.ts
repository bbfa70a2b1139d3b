import {
  calendarEventSchema,
  calendarFeedSchema,
  eventInputSchema,
  messages,
  type EventValues,
  myEventsResponseSchema,
  occurrencesQuerySchema,
  occurrencesResponseSchema,
} from '@woodshed/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../lib/params.ts';
import { signedInUser } from '../../lib/signed-in.ts';
import { createEvent, deleteEvent, getOwnEvent, listOwnEvents, updateEvent } from './events.ts';
import { feedCalendar, getFeed, replaceFeed, revokeFeed } from './feed.ts';
import { toICalendar } from './ics.ts';
import { findVisibleEvent, listOccurrences } from './visible.ts';

const eventParams = idParams(messages.calendar.notFound);

/** text/calendar, downloaded (or fetched by a calendar app) under `filename`. */
const sendCalendar = (reply: FastifyReply, filename: string, body: string) =>
  reply
    .type('text/calendar; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(body);

/** An event without a zone takes its creator's profile zone (issue 25). */
const withZone = (input: z.output<typeof eventInputSchema>, profileZone: string): EventValues => ({
  ...input,
  timeZone: input.timeZone ?? profileZone,
});

/** The calendar: /api/calendar. */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['calendar'];
  const user = { access: 'user' } as const;
  const creator = { access: 'eventCreator' } as const;
  const domain = new URL(app.config.publicUrl).hostname;
  const feedSettings = { publicUrl: app.config.publicUrl, sessionSecret: app.config.sessionSecret };

  app.get(
    '/occurrences',
    {
      config: user,
      schema: {
        summary: 'List the event occurrences the viewer sees between two dates',
        tags,
        querystring: occurrencesQuerySchema,
        response: { 200: occurrencesResponseSchema },
      },
    },
    async (request) => listOccurrences(app.db, signedInUser(request), request.query.from, request.query.to),
  );

  // Event creators (and superadmins, who pass the eventCreator level) manage only their own events.
  app.get(
    '/events',
    {
      config: creator,
      schema: { summary: 'List the events the viewer created', tags, response: { 200: myEventsResponseSchema } },
    },
    async (request) => ({
      items: await listOwnEvents(app.db, signedInUser(request).id),
    }),
  );

  app.get(
    '/events/:id',
    {
      config: creator,
      schema: {
        summary: "Get one of the viewer's own events",
        tags,
        params: eventParams,
        response: { 200: calendarEventSchema },
      },
    },
    async (request) => getOwnEvent(app.db, signedInUser(request).id, request.params.id),
  );

  app.post(
    '/events',
    {
      config: creator,
      schema: { summary: 'Create an event', tags, body: eventInputSchema, response: { 201: calendarEventSchema } },
    },
    async (request, reply) => {
      const viewer = signedInUser(request);
      return reply.status(201).send(await createEvent(app.db, viewer.id, withZone(request.body, viewer.timezone)));
    },
  );

  app.put(
    '/events/:id',
    {
      config: creator,
      schema: {
        summary: "Update one of the viewer's own events",
        tags,
        params: eventParams,
        body: eventInputSchema,
        response: { 200: calendarEventSchema },
      },
    },
    async (request) => {
      const viewer = signedInUser(request);
      return updateEvent(app.db, viewer.id, request.params.id, withZone(request.body, viewer.timezone));
    },
  );

  app.delete(
    '/events/:id',
    {
      config: creator,
      schema: {
        summary: "Delete one of the viewer's own events",
        tags,
        params: eventParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteEvent(app.db, signedInUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/events/:id/ics',
    {
      config: user,
      schema: {
        summary: 'Download an event as iCalendar',
        tags,
        params: eventParams,
        produces: ['text/calendar'],
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const event = await findVisibleEvent(app.db, signedInUser(request), request.params.id);
      return sendCalendar(reply, 'event.ics', toICalendar([event], { name: event.title, domain }));
    },
  );

  app.get(
    '/feed',
    {
      config: user,
      schema: { summary: "Get the viewer's calendar subscription link", tags, response: { 200: calendarFeedSchema } },
    },
    async (request) => getFeed(app.db, signedInUser(request).id, feedSettings),
  );

  app.post(
    '/feed',
    {
      config: user,
      schema: {
        summary: 'Create a new calendar subscription link (the old one stops working)',
        tags,
        response: { 200: calendarFeedSchema },
      },
    },
    async (request) => replaceFeed(app.db, signedInUser(request).id, feedSettings),
  );

  app.delete(
    '/feed',
    {
      config: user,
      schema: { summary: "Revoke the viewer's calendar subscription link", tags, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await revokeFeed(app.db, signedInUser(request).id);
      return reply.status(204).send(null);
    },
  );

  // Public: a calendar app sends no cookie; the secret token in the path is the credential.
  app.get(
    '/feeds/:token',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Get a calendar feed as iCalendar (the secret token is the credential)',
        tags,
        params: z.object({ token: z.string() }),
        produces: ['text/calendar'],
        response: { 200: z.string() },
      },
    },
    async (request, reply) =>
      sendCalendar(reply, 'woodshed.ics', await feedCalendar(app.db, request.params.token, domain)),
  );
};
