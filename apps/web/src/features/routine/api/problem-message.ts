import { isApiError } from '@/lib/api';

/** Refusals whose server message tells the user what to do: a field (the 24-hour day), a conflict, a limit, a gone row. */
const ACTIONABLE_STATUSES = new Set([400, 404, 409, 413]);

/** The server's own words when it refused for a reason the user can act on; the spec's message otherwise. */
export function problemMessage(error: unknown, fallback: string): string {
  return isApiError(error) && ACTIONABLE_STATUSES.has(error.status) ? error.message : fallback;
}

/** The field the server blamed, when it is one of the form's own fields. */
export function problemField<T extends string>(error: unknown, fields: readonly T[]): T | null {
  if (!isApiError(error) || error.status !== 400 || !error.field) return null;
  return fields.find((field) => field === error.field) ?? null;
}
