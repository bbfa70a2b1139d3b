import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { formProblemOf, type ApiErrorWording, type FormProblem } from './api-error';
import { hasPath } from './field-problems';

type ErrorTarget<T extends FieldValues> = Pick<UseFormReturn<T, unknown, never>, 'setError' | 'getValues'>;

/**
 * Puts a problem on the form: beside its field, which takes focus, or as the form's own problem in the banner
 * (`errors.root`, cleared by the next submit). For forms that word a refusal themselves on top of formProblemOf.
 */
export function showFormProblem<T extends FieldValues>(form: ErrorTarget<T>, problem: FormProblem): void {
  if (problem.field) {
    form.setError(problem.field as FieldPath<T>, { type: 'server', message: problem.message }, { shouldFocus: true });
  } else {
    form.setError('root', { type: 'server', message: problem.message });
  }
}

/**
 * Shows a refused request on the form through the one mapping (formProblemOf; the fields are the form's values).
 * Answers where it went, for forms that do more with it (the sign-in CAPTCHA).
 */
export function applyApiError<T extends FieldValues>(
  form: ErrorTarget<T>,
  error: unknown,
  wording: ApiErrorWording,
): FormProblem {
  const problem = formProblemOf(error, (name) => hasPath(form.getValues(), name), wording);
  showFormProblem(form, problem);
  return problem;
}

/**
 * applyApiError for a form whose field names are not the request's paths (`criterion.threshold` typed in a
 * `threshold` input): `fieldOf` names the form field a request path belongs to, or null for none.
 */
export function applyApiErrorAt<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, never>, 'setError'>,
  error: unknown,
  wording: ApiErrorWording,
  fieldOf: (path: string) => FieldPath<T> | null,
): FormProblem {
  const problem = formProblemOf(error, (path) => fieldOf(path) !== null, wording);
  const field = problem.field === null ? null : fieldOf(problem.field);
  if (field) {
    form.setError(field, { type: 'server', message: problem.message }, { shouldFocus: true });
  } else {
    form.setError('root', { type: 'server', message: problem.message });
  }
  return { field, message: problem.message };
}
