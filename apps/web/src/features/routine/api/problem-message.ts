import { isApiError } from '@/lib/api';

/** Refusals whose server message tells the user what to do: a field (the 24-hour day), a conflict, a limit, a gone row. */
const ACTIONABLE_STATUSES = new Set([400, 404, 409, 413]);

/** The server's own words when it refused for a reason the user can act on; the spec's message otherwise. */
export function problemMessage(error: unknown, fallback: string): string {
  return isApiError(error) && ACTIONABLE_STATUSES.has(error.status) ? error.message : fallback;
}
