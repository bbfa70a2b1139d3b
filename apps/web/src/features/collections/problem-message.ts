import { isApiError } from '@/lib/api';

/** Refusals whose server message tells the user what to do (a duplicate, a limit, a field, a missing item). */
const ACTIONABLE_STATUSES = new Set([400, 404, 409, 413]);

/** The server's own words when it refused for a reason the user can act on; the spec's message otherwise. */
export function problemMessage(error: unknown, fallback: string): string {
  return isApiError(error) && ACTIONABLE_STATUSES.has(error.status) ? error.message : fallback;
}

/**
 * For the form kit's applyApiError: besides the statuses it always shows, a collection or material deleted
 * meanwhile (404) and a full collection (413) are worded by the server for people.
 */
export const ALSO_SHOWN_STATUSES: readonly number[] = [404, 413];
