import type { paths as ApiPaths } from './api-schema';

/** A query parameter's value; `undefined`, `null` and `''` leave the parameter out. */
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

/** The `{name}` placeholders of an OpenAPI path: 'id' | 'phaseId' for '/api/routines/{id}/phases/{phaseId}'. */
type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

/** What fills a path's placeholders: every one of them, and nothing else. */
export type PathParams<P extends string> = { readonly [Name in ParamNames<P>]: string | number };

/** The document's paths (`npm run openapi:types`), so a path the server does not have fails `tsc -p apps/web`. */
export type ApiPathTemplate = keyof ApiPaths & string;

/** `base?query`, the query built by URLSearchParams in the order given; just `base` when nothing is left. */
export function withQuery(base: string, query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${base}?${text}` : base;
}

/**
 * The one way to write an API URL with parameters: the OpenAPI path as the document spells it, its placeholders
 * filled (each escaped as one path segment) and an optional query.
 *
 *   apiUrl('/api/routines/{id}/phases/{phaseId}', { id, phaseId })  →  /api/routines/r%2F1/phases/p1
 *   apiUrl('/api/library', {}, { type: 'article', page: 2 })        →  /api/library?type=article&page=2
 */
export function apiUrl<P extends ApiPathTemplate>(path: P, params: PathParams<P>, query?: Query): string {
  const values = params as Readonly<Record<string, string | number>>;
  const filled = path.replace(/\{([^}]+)\}/g, (_placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`apiUrl: no value for {${name}} in ${path}`);
    return encodeURIComponent(String(value));
  });
  return withQuery(filled, query);
}
