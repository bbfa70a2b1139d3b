import { messages } from '@woodshed/shared';
import { isApiError } from '@/lib/api';
import { formFieldOf, type AchievementFormField } from './achievement-form-model';

/** What a refused save means for the form: a message beside one of its fields, or one for the red banner. */
export interface SaveProblem {
  field: AchievementFormField | null;
  message: string;
}

/**
 * A 400 that names a field goes beside it (the server's words); a 404 ('Achievement not found': deleted meanwhile)
 * shows the server's words in the banner; anything else the spec's 'Failed to save achievement'.
 */
export function saveProblem(error: unknown): SaveProblem {
  if (!isApiError(error)) return { field: null, message: messages.achievements.saveFailed };
  const field = formFieldOf(error.field);
  if (error.status === 400 && field) return { field, message: error.message };
  if (error.status === 400 || error.status === 404) return { field: null, message: error.message };
  return { field: null, message: messages.achievements.saveFailed };
}
