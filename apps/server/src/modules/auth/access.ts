import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE, messages } from '@woodshed/shared';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { validateSession } from './sessions.ts';
import { setSessionCookie } from './cookie.ts';
import { ACCESS_LEVELS, type AccessLevel } from '../../plugins/context.ts';
import { sendError } from '../../plugins/errors.ts';

export interface RouteAccess {
  method: string;
  url: string;
  access: AccessLevel;
  /** The route's request schemas (zod), for the fuzz test. */
  schema: RouteOptions['schema'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route (one entry per method) with its access level; the matrix and fuzz tests walk it. */
    routeAccessTable: readonly RouteAccess[];
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A matched route pattern (never the request's raw URL) that belongs to the JSON API. */
export const isApiRoute = (routeUrl: string | undefined) =>
  routeUrl !== undefined && (routeUrl === '/api' || routeUrl.startsWith('/api/'));

/**
 * Routes that plugins register without our config, public by nature: the OpenAPI viewer (@fastify/swagger-ui)
 * and the built web app's files (@fastify/static's wildcard). Any other route must declare its level.
 */
function pluginRouteAccess(url: string): AccessLevel | undefined {
  if (url === '/api/docs' || url.startsWith('/api/docs/')) return 'public';
  if (url === '/*') return 'public';
  return undefined;
}

function methodsOf(route: RouteOptions): string[] {
  return Array.isArray(route.method) ? route.method : [route.method];
}

/**
 * The CSRF rule: a mutating request carries `X-Requested-With: woodshed` and, when the browser
 * sends an Origin, the whole origin (scheme, host and port) is this site's: the public URL's, or the one the
 * request was addressed to.
 */
function passesCsrfCheck(request: FastifyRequest, publicOrigin: string): boolean {
  if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
}

/**
 * Access levels, decided from the route that matched and never from the URL text, so every
 * spelling of a path (`/%61pi/…`, a trailing slash) meets the same check. Every route must declare a level
 * or the app refuses to start; a request whose route somehow has none gets nothing (deny by default).
 * Also the CSRF check for every non-safe method on every route (except a public route that declares
 * `csrf: 'signed-token'`, see context.ts), and session loading.
 */
export const accessPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  const routeTable: RouteAccess[] = [];
  app.decorate('routeAccessTable', routeTable);
  const publicOrigin = new URL(app.config.publicUrl).origin;

  app.addHook('onRoute', (route) => {
    const declared = route.config?.access;
    if (declared !== undefined && !ACCESS_LEVELS.includes(declared)) {
      throw new Error(`Route ${String(route.method)} ${route.url} has an unknown access level "${declared}"`);
    }
    const access = declared ?? pluginRouteAccess(route.url);
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access level`);
    // A route that a session could authorise must keep the CSRF check.
    const csrf = route.config?.csrf;
    if (csrf !== undefined && (csrf !== 'signed-token' || access !== 'public')) {
      throw new Error(
        `Route ${String(route.method)} ${route.url}: only a public route may declare csrf "signed-token"`,
      );
    }
    route.config = { ...route.config, access };
    for (const method of methodsOf(route)) routeTable.push({ method, url: route.url, access, schema: route.schema });
  });

  app.addHook('onRequest', async (request, reply) => {
    // Declared by the route that matched (never read from the URL text), and only public routes may (onRoute).
    const signedToken = request.routeOptions.config.csrf === 'signed-token';
    if (!SAFE_METHODS.has(request.method) && !signedToken && !passesCsrfCheck(request, publicOrigin)) {
      return sendError(reply, 403, 'csrf', messages.errors.csrf);
    }
    // No route matched: the not-found handler answers, and it serves no data.
    if (request.is404) return;
    const access: AccessLevel | undefined = request.routeOptions.config.access;
    if (!access) return sendError(reply, 404, 'not_found', messages.errors.notFound);
    // Static files, the docs and token-authorised routes need no session; every other API route may use one.
    if (access === 'public' && (!isApiRoute(request.routeOptions.url) || signedToken)) return;

    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const session = await validateSession(app.db, token);
      if (session) {
        request.user = session.user;
        if (session.renewed) setSessionCookie(reply, token, session.expiresAt, app.config.secureCookies);
      }
    }
    if (access === 'public') return;
    const user = request.user;
    if (!user) return sendError(reply, 401, 'unauthorized', messages.auth.signedOut);
    const allowed =
      access === 'user' ||
      (access === 'superadmin' && user.isSuperadmin) ||
      (access === 'eventCreator' && (user.eventCreator || user.isSuperadmin));
    if (!allowed) return sendError(reply, 403, 'forbidden', messages.errors.forbidden);
  });
});
