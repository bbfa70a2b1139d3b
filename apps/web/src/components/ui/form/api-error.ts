import { isApiError } from '@/lib/api';

/** How one form words a refused request. */
export interface ApiErrorWording {
  /** The spec's wording for this form when the server's own message is not meant for people, e.g. 'Failed to save'. */
  fallback: string;
  /** Statuses besides 0, 400, 409, 429 and 503 whose server message is meant for people (404 for a row deleted meanwhile, 413, 415). */
  alsoShow?: readonly number[];
}

/** Where a refused request's message goes: beside one of the form's fields, or in the banner (field null). */
export interface FormProblem {
  field: string | null;
  message: string;
}

/** Statuses whose envelope may blame one request field. */
const FIELD_STATUSES = new Set([400, 409, 422]);
/**
 * Statuses whose message the server writes for people: no connection, too many attempts, a refused input, and
 * a service briefly unavailable (database down, storage full or failing: nothing was saved, and why).
 */
const SHOWN_STATUSES = new Set([0, 400, 409, 429, 503]);

/**
 * The one mapping from the API's error envelope to a form: a 400/409/422 that names one of the form's fields goes
 * beside it (the server's words); otherwise the banner gets the server's words when they are meant for people,
 * else the form's fallback. `isField` says whether a name is one of the form's fields.
 */
export function formProblemOf(
  error: unknown,
  isField: (name: string) => boolean,
  { fallback, alsoShow = [] }: ApiErrorWording,
): FormProblem {
  if (!isApiError(error)) return { field: null, message: fallback };
  if (error.field && FIELD_STATUSES.has(error.status) && isField(error.field)) {
    return { field: error.field, message: error.message };
  }
  const shown = SHOWN_STATUSES.has(error.status) || alsoShow.includes(error.status);
  return { field: null, message: shown && error.message ? error.message : fallback };
}
