import { messages } from '@woodshed/shared';

/** Far deeper than any request body of the API (a goal with milestones is 3 levels). */
export const MAX_INPUT_DEPTH = 32;

export interface InputProblem {
  /** Dotted path of the offending value, e.g. `milestones.0.description`. */
  field: string;
  message: string;
}

const NUL = '\u0000';

function textProblem(text: string, field: string): InputProblem | null {
  // PostgreSQL cannot store NUL in text, and an unpaired surrogate would be silently replaced on the way in.
  if (text.includes(NUL)) return { field, message: messages.errors.nulCharacter(field) };
  if (!text.isWellFormed()) return { field, message: messages.errors.brokenText(field) };
  return null;
}

/**
 * The first string (value or key) in a parsed request part that cannot be stored as typed, or a nesting deeper
 * than MAX_INPUT_DEPTH. Walks breadth-first without recursion, so no input can exhaust the stack.
 */
export function findInputProblem(input: unknown, root = ''): InputProblem | null {
  const queue: Array<{ value: unknown; path: string[] }> = [{ value: input, path: root ? [root] : [] }];
  for (let next = 0; next < queue.length; next += 1) {
    const { value, path } = queue[next]!;
    if (typeof value === 'string') {
      const problem = textProblem(value, path.join('.'));
      if (problem) return problem;
    } else if (value !== null && typeof value === 'object') {
      if (path.length >= MAX_INPUT_DEPTH) return { field: path.join('.'), message: messages.errors.tooDeep };
      for (const [key, child] of Object.entries(value)) {
        const childPath = [...path, key];
        const keyProblem = textProblem(key, childPath.join('.'));
        if (keyProblem) return keyProblem;
        queue.push({ value: child, path: childPath });
      }
    }
  }
  return null;
}
