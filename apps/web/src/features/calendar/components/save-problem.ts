import { isApiError } from '@/lib/api';

/** What a refused save means for the form: a message beside one of its fields, or one for the red banner. */
export interface SaveProblem<F extends string> {
  field: F | null;
  message: string;
}

/**
 * A 400 that names one of the form's fields goes beside it (the server's words); other refusals the creator can act
 * on (a course deleted meanwhile: 404/409) show the server's words in the banner; anything else the spec's wording,
 * 'Failed to create event' / 'Failed to update event'.
 */
export function saveProblem<F extends string>(error: unknown, fields: readonly F[], fallback: string): SaveProblem<F> {
  if (!isApiError(error)) return { field: null, message: fallback };
  const named = fields.find((field) => field === error.field);
  if (error.status === 400 && named) return { field: named, message: error.message };
  if ([400, 409].includes(error.status)) return { field: null, message: error.message };
  return { field: null, message: fallback };
}
