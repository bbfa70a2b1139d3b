import type { TestContext, TestUser } from './harness.ts';
import type { FormPart } from './sample-files.ts';

/** The roles, requests and expectations of the route catalogue (route-catalogue.ts), shared by its parts. */

export const ROLES = ['signedOut', 'owner', 'otherLearner', 'eventCreator', 'superadmin'] as const;
/** owner is learner A; the other roles act on A's rows. */
export type Role = (typeof ROLES)[number];
export type SignedInRole = Exclude<Role, 'signedOut'>;

export interface PreparedRequest {
  /** The canonical path with its parameters (and query) filled in. */
  path: string;
  body?: unknown;
  form?: FormPart[];
  /** The request ends the caller's browser session (sign-in replaces it, sign-out ends it): use a fresh one. */
  consumesSession?: boolean;
}

export interface World {
  ctx: TestContext;
  users: Record<SignedInRole, TestUser>;
}

export interface RouteCase {
  expect: Record<Role, number>;
  /**
   * A static-file route that looks its file up by the raw path: another spelling of the path finds no file
   * (404). Such routes serve only public files.
   */
  filesByRawPath?: true;
  prepare(world: World): Promise<PreparedRequest>;
}

export const everyone = (status: number): Record<Role, number> => ({
  signedOut: status,
  owner: status,
  otherLearner: status,
  eventCreator: status,
  superadmin: status,
});
/** Any signed-in user, each on their own rows (lists, creating their own things, shared reference data). */
export const anyUser = (status: number): Record<Role, number> => ({ ...everyone(status), signedOut: 401 });
/** A's own rows: everyone else is told they do not exist, superadmins included. */
export const ownRows = (status: number): Record<Role, number> => ({
  signedOut: 401,
  owner: status,
  otherLearner: 404,
  eventCreator: 404,
  superadmin: 404,
});
export const superadminOnly = (status: number): Record<Role, number> => ({
  signedOut: 401,
  owner: 403,
  otherLearner: 403,
  eventCreator: 403,
  superadmin: status,
});

/** A fixture request that must succeed; answers its JSON. */
export async function call(world: World, user: TestUser, method: 'POST' | 'PUT' | 'GET', url: string, body?: unknown) {
  const response = await world.ctx.request(method, url, { as: user, body });
  if (response.statusCode >= 300) throw new Error(`fixture ${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json() as Record<string, unknown> & { id: string };
}
