import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE, messages } from '@woodshed/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { validateSession } from '../modules/auth/sessions.ts';
import { setSessionCookie } from '../modules/auth/cookie.ts';
import { ACCESS_LEVELS, type AccessLevel } from './context.ts';
import { sendError } from './errors.ts';

export interface RouteAccess {
  method: string | string[];
  url: string;
  access: AccessLevel | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with the access level it ended up with; the API tests walk it. */
    routeAccessTable: readonly RouteAccess[];
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const isApiUrl = (url: string) => url === '/api' || url.startsWith('/api/');
/** Swagger UI's own routes: public documentation, registered by the plugin. */
const isDocsUrl = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

function originAllowed(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  if (origin === new URL(publicUrl).origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * Access levels (DESIGN §4): every API route must declare one or the app refuses to start;
 * non-API routes (static files, docs) are public by nature and marked so here.
 * Also the CSRF check for mutating API requests, and session loading.
 */
export const accessPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  const routeTable: RouteAccess[] = [];
  app.decorate('routeAccessTable', routeTable);

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access !== undefined && !ACCESS_LEVELS.includes(access)) {
      throw new Error(`Route ${String(route.method)} ${route.url} has an unknown access level "${access}"`);
    }
    if (!access) {
      if (isApiUrl(route.url) && !isDocsUrl(route.url)) {
        throw new Error(`Route ${String(route.method)} ${route.url} declares no access level`);
      }
      route.config = { ...route.config, access: 'public' };
    }
    routeTable.push({ method: route.method, url: route.url, access: route.config?.access });
  });

  app.addHook('onRequest', async (request, reply) => {
    const url = request.url;
    if (!isApiUrl(url)) return;
    if (!SAFE_METHODS.has(request.method)) {
      if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE || !originAllowed(request, app.config.publicUrl)) {
        return sendError(reply, 403, 'csrf', messages.errors.csrf);
      }
    }
    const access: AccessLevel | undefined = request.routeOptions.config.access;
    if (!access) return;
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
