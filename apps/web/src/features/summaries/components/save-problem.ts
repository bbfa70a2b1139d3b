import { isApiError } from '@/lib/api';

/** What a refused save means for a form: a message beside one of its fields, or one for the red banner. */
export interface SaveProblem<F extends string> {
  field: F | null;
  message: string;
}

/**
 * A 400 that names one of the form's fields goes beside it (the server's words); other refusals the admin can act
 * on (400, 404: deleted meanwhile, 409, 413) show the server's words in the banner; anything else `fallback`.
 */
export function saveProblem<F extends string>(
  error: unknown,
  fieldOf: (path: string | undefined) => F | null,
  fallback: string,
): SaveProblem<F> {
  if (!isApiError(error)) return { field: null, message: fallback };
  const field = fieldOf(error.field);
  if (error.status === 400 && field) return { field, message: error.message };
  if ([400, 404, 409, 413].includes(error.status)) return { field: null, message: error.message };
  return { field: null, message: fallback };
}
