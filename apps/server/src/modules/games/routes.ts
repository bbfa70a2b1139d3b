import {
  finishGameRequestSchema,
  finishGameResponseSchema,
  gameRunSchema,
  highScoresResponseSchema,
  messages,
  startGameRequestSchema,
} from '@woodshed/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../lib/params.ts';
import { signedInUser } from '../../lib/signed-in.ts';
import { finishGameRun, gameRunsCleanup, getHighScores, startGameRun } from './service.ts';

const runParams = idParams(messages.games.runNotFound);

/** The theory games' runs and the signed-in user's high scores: /api/games (issue 14). */
export const gameRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.add(gameRunsCleanup);
  const tags = ['games'];

  app.get(
    '/high-scores',
    {
      config: { access: 'user' },
      schema: { summary: "Get the viewer's high scores", tags, response: { 200: highScoresResponseSchema } },
    },
    async (request) => getHighScores(app.db, signedInUser(request).id),
  );

  app.post(
    '/runs',
    {
      config: { access: 'user' },
      schema: { summary: 'Start a game run', tags, body: startGameRequestSchema, response: { 201: gameRunSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await startGameRun(app.db, signedInUser(request).id, request.body.game, app.clock.now())),
  );

  app.post(
    '/runs/:id/finish',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Finish a game run with its score',
        errors: [409],
        tags,
        params: runParams,
        body: finishGameRequestSchema,
        response: { 200: finishGameResponseSchema },
      },
    },
    async (request) =>
      finishGameRun(app.db, signedInUser(request).id, request.params.id, request.body.score, app.clock.now()),
  );
};
