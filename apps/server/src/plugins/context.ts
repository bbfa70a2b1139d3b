import type { SessionUser } from '@woodshed/shared';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';

export const ACCESS_LEVELS = ['public', 'user', 'eventCreator', 'superadmin'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every route must say. */
    access?: AccessLevel;
    /**
     * 'signed-token': the CSRF check (modules/auth/access.ts) does not apply, because a signed token in the request is
     * the route's only authority; no session is loaded for it. Public routes only: RFC 8058's one-click
     * unsubscribe is POSTed by the reader's mail provider, without cookies, the CSRF header or our Origin.
     */
    csrf?: 'signed-token';
  }
  interface FastifyInstance {
    config: Config;
    db: Db;
  }
  interface FastifyRequest {
    /** The signed-in user, or null. Loaded before the handler for every route with an access level. */
    user: SessionUser | null;
  }
}
