import { messages } from '@woodshed/shared';
import { isApiError } from '@/lib/api';

/** What a refused save means for the form: a message beside one of its fields, or one for the red banner. */
export interface SaveProblem<F extends string> {
  field: F | null;
  message: string;
}

/**
 * A refused save: a 400 that names one of the form's fields goes beside that field (the server's words), and so
 * does the 409 'Another module of this course already has that order.' (beside Order). Other refusals the admin
 * can act on (a full course, a course deleted meanwhile) show the server's words in the banner; anything else the
 * spec's wording, e.g. 'Failed to save module. Please try again.'.
 */
export function saveProblem<F extends string>(error: unknown, fields: readonly F[], fallback: string): SaveProblem<F> {
  if (!isApiError(error)) return { field: null, message: fallback };
  if (error.status === 409 && error.message === messages.courses.orderTaken) {
    const order = fields.find((field) => field === 'order');
    return { field: order ?? null, message: error.message };
  }
  const named = fields.find((field) => field === error.field);
  if (error.status === 400 && named) return { field: named, message: error.message };
  if ([400, 404, 409, 413].includes(error.status)) return { field: null, message: error.message };
  return { field: null, message: fallback };
}

/** The form's field messages in page order (`fields`), for the banner that lists every problem. */
export function fieldProblems<F extends string>(
  errors: Partial<Record<F, { message?: string }>>,
  fields: readonly F[],
): string[] {
  return fields.flatMap((field) => errors[field]?.message ?? []);
}
