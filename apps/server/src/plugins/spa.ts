import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors.ts';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html never, and it answers
 * every other GET that accepts HTML so client-side routes survive a reload (history fallback).
 */
export const spaPlugin = fp(async (app: FastifyInstance) => {
  const root = app.config.webDist;
  const hasBuild = existsSync(path.join(root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      // Looked up per request, so a rebuild while the server runs is served without a restart.
      wildcard: true,
      index: 'index.html',
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ root }, 'web app not built: run `npm run build` to serve the user interface');
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(request.url) &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsPage && hasBuild) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return sendError(reply, 404, 'not_found', `No route for ${request.method} ${request.url.split('?')[0]}`);
  });
});
