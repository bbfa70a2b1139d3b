import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages } from '@woodshed/shared';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors.ts';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');

const METHOD_ORDER: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * The methods that have a route for this URL, for a 405's Allow header. A wildcard route (the web app's files, the
 * docs' assets) does not make a path known: whether something is there is only found out by looking.
 */
function allowedMethods(app: FastifyInstance, url: string): HTTPMethods[] {
  const registered = new Set(app.routeAccessTable.map((route) => route.method));
  return METHOD_ORDER.filter((method) => {
    if (!registered.has(method)) return false;
    const found = app.findRoute({ method, url });
    return found !== null && !('*' in found.params);
  });
}

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html never, and it answers
 * every other GET that accepts HTML so client-side routes survive a reload (history fallback).
 * The build writes brotli and gzip copies next to each text file (apps/web/vite-precompress.ts); a client
 * that accepts one gets it (`Content-Encoding`, `Vary: Accept-Encoding`), any other the plain file.
 */
export const spaPlugin = fp(async (app: FastifyInstance) => {
  const root = app.config.webDist;
  const hasBuild = existsSync(path.join(root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      // Looked up per request, so a rebuild while the server runs is served without a restart.
      wildcard: true,
      // An array: with preCompressed, @fastify/static looks for index.html.br only when the index is given as one.
      index: ['index.html'],
      // file.br / file.gz when Accept-Encoding allows (brotli first), the file itself otherwise; also for sendFile.
      preCompressed: true,
      // The build's manifest and input stamp (.vite/, .build-inputs) are for scripts, not browsers.
      dotfiles: 'ignore',
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
      // Negotiated like any static file: index.html.br or .gz when accepted, with no-cache from setHeaders.
      // Not returned: sendFile answers by itself (awaiting the reply would only add listeners to the response).
      reply.header('cache-control', 'no-cache');
      reply.sendFile('index.html');
      return;
    }
    // A known path asked with a method it does not take (RFC 9110 §15.5.6).
    const allowed = allowedMethods(app, request.url);
    if (allowed.length > 0) {
      reply.header('allow', allowed.join(', '));
      return sendError(
        reply,
        405,
        'method_not_allowed',
        messages.errors.methodNotAllowed(request.method, allowed.join(', ')),
      );
    }
    return sendError(reply, 404, 'not_found', `No route for ${request.method} ${request.url.split('?')[0]}`);
  });
});
