import type { FieldErrors, FieldValues } from 'react-hook-form';

interface ErrorNode {
  message?: unknown;
  [key: string]: unknown;
}

const isErrorNode = (value: unknown): value is ErrorNode => typeof value === 'object' && value !== null;

/** Every field message under `errors` with its dotted path (`items.0.name`), depth first; `root` is not a field. */
function flatten(node: ErrorNode, prefix: string, out: { path: string; message: string }[]): void {
  if (typeof node.message === 'string' && node.message && prefix) out.push({ path: prefix, message: node.message });
  for (const [key, child] of Object.entries(node)) {
    if (key === 'ref' || key === 'message' || key === 'type' || key === 'types') continue;
    if (!prefix && key === 'root') continue;
    if (isErrorNode(child)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  }
}

/**
 * The field messages of `errors` in page order: `order` lists the form's control names as they appear on the page
 * (nested names match their first control); messages of names not on the page follow in the errors' own order.
 */
export function fieldProblems<T extends FieldValues>(errors: FieldErrors<T>, order: readonly string[]): string[] {
  const found: { path: string; message: string }[] = [];
  flatten(errors as ErrorNode, '', found);
  const position = (errorPath: string) => {
    // An array's own message (a list too short) sits under `root`: it belongs with the list's controls.
    const path = errorPath.replace(/\.root$/, '');
    const index = order.findIndex(
      (name) => name === path || name.startsWith(`${path}.`) || path.startsWith(`${name}.`),
    );
    return index === -1 ? order.length : index;
  };
  return found
    .map((problem, index) => ({ ...problem, index, at: position(problem.path) }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map((problem) => problem.message);
}

/** Whether `path` (dotted) names a value of `values`: the form's own fields, for the API error mapping. */
export function hasPath(values: unknown, path: string): boolean {
  let node: unknown = values;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null || !(key in node)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}

/** The first message under one field's error: a list's own, or its first entry's ('gear.1'), for a list control. */
export function firstMessage(error: unknown): string | undefined {
  const found: { path: string; message: string }[] = [];
  if (isErrorNode(error)) flatten({ field: error }, '', found);
  return found[0]?.message;
}
