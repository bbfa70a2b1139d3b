import { existsSync } from 'node:fs';
import path from 'node:path';
import negotiate from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { SESSION_COOKIE, messages } from '@woodshed/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors.ts';
import { PageHtml, type PageEncoding } from './page-html.ts';

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

const PAGE_ENCODINGS: PageEncoding[] = ['br', 'gzip', 'identity'];

/**
 * The page for a client-side route (page-html.ts): index.html naming the route's scripts as modulepreloads.
 * Which page depends on whether a session cookie is there (a signed-out visitor is sent to the sign-in page), so
 * it varies on Cookie too; never cached, revalidated by its ETag.
 */
function sendPage(pages: PageHtml, request: FastifyRequest, reply: FastifyReply) {
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', PAGE_ENCODINGS) ?? 'identity';
  const [pathname = '/'] = request.url.split('?');
  const { body, etag } = pages.page(pathname, Boolean(request.cookies[SESSION_COOKIE]), encoding);
  reply
    .code(200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Encoding, Cookie')
    .header('etag', etag);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.send(body);
}

/**
 * Serves the built web app. Hashed assets are cached for a year; the page (index.html with the route's
 * preloads) never, and it answers `/` and every other GET that accepts HTML so client-side routes survive a
 * reload (history fallback). The build writes brotli and gzip copies next to each text file
 * (apps/web/vite-precompress.ts); a client that accepts one gets it (`Content-Encoding`, `Vary: Accept-Encoding`),
 * any other the plain file.
 */
export const spaPlugin = fp(async (app: FastifyInstance) => {
  const root = app.config.webDist;
  const hasBuild = existsSync(path.join(root, 'index.html'));
  const pages = new PageHtml(root);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      // Looked up per request, so a rebuild while the server runs is served without a restart.
      wildcard: true,
      // No index: `/` falls through to the not-found handler, which sends the page with its preloads.
      index: false,
      allowedPath: (pathname) => pathname !== '/',
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
    const isRoot = request.url === '/' || request.url.startsWith('/?');
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(request.url) &&
      (isRoot || (request.headers.accept ?? '').includes('text/html'));
    if (wantsPage && hasBuild) return sendPage(pages, request, reply);
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
