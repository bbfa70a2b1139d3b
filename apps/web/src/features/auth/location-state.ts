import { readRouteNotice, type RouteNotice } from '@/components/ui/route-notice';

/** A one-off banner carried to the next page through router navigation state (the app's one route notice). */
export type Notice = RouteNotice;

/** What the guards and auth screens pass each other in `location.state`. */
export interface AuthLocationState {
  /** Where a signed-out visitor was going; they return there after signing in. */
  from?: string;
  notice?: Notice;
  /**
   * The e-mail typed on the sign-in form, carried to the reset form by "Forgot your password?". Router state,
   * not the query string, so the address stays out of server logs and the history's URLs.
   */
  email?: string;
}

export function readAuthLocationState(state: unknown): AuthLocationState {
  if (!state || typeof state !== 'object') return {};
  const { from, email } = state as { from?: unknown; email?: unknown };
  const result: AuthLocationState = {};
  if (typeof from === 'string') result.from = from;
  if (typeof email === 'string') result.email = email;
  const notice = readRouteNotice(state);
  if (notice) result.notice = notice;
  return result;
}
