import { CSRF_HEADER, CSRF_HEADER_VALUE, messages, type ErrorCode } from '@woodshed/shared';
import type { paths } from './api-schema';

/** `network` when the server could not be reached, `unknown` when the answer was not our error envelope. */
export type ApiErrorCode = ErrorCode | 'network' | 'unknown';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when no response arrived. */
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    /** The request field the server blamed, when it named one. */
    readonly field?: string,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  /** Sent as JSON, or as is when FormData. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

function fallbackMessage(status: number): string {
  if (status === 401) return messages.auth.signedOut;
  if (status === 403) return messages.errors.forbidden;
  if (status === 404) return messages.errors.notFound;
  if (status === 413) return messages.errors.payloadTooLarge;
  if (status === 429) return messages.auth.rateLimited;
  // A proxy's own page while the app restarts or its database is down (nginx's 502, 503, 504).
  if (status === 502 || status === 503 || status === 504) return messages.errors.unavailable;
  return messages.errors.internal;
}

function fallbackCode(status: number): ApiErrorCode {
  const byStatus: Record<number, ErrorCode> = {
    400: 'validation',
    401: 'unauthorized',
    403: 'forbidden',
    404: 'not_found',
    409: 'conflict',
    413: 'payload_too_large',
    429: 'rate_limited',
    502: 'unavailable',
    503: 'unavailable',
    504: 'unavailable',
  };
  return byStatus[status] ?? (status >= 500 ? 'internal' : 'unknown');
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy error page, for instance): fall back on the status.
  }
  const envelope = (body as { error?: { code?: unknown; message?: unknown; field?: unknown } } | null)?.error;
  if (envelope && typeof envelope.message === 'string' && envelope.message) {
    return new ApiError(
      response.status,
      typeof envelope.code === 'string' ? (envelope.code as ApiErrorCode) : fallbackCode(response.status),
      envelope.message,
      typeof envelope.field === 'string' ? envelope.field : undefined,
    );
  }
  return new ApiError(response.status, fallbackCode(response.status), fallbackMessage(response.status));
}

/**
 * Aborted when sign-out starts: a read still in flight, or started before the sign-out is through, would reach
 * the server after the session ended and come back 401. Writes are left alone so no save is cut off halfway.
 */
let sessionReads = new AbortController();

/** Cancels the ending session's reads, and any read started until `releaseSessionReads`. */
export function holdSessionReads(): void {
  sessionReads.abort();
}

/** Once the signed-in pages are gone (the sign-in page shows), or the sign-out failed: reads go out again. */
export function releaseSessionReads(): void {
  if (sessionReads.signal.aborted) sessionReads = new AbortController();
}

function readSignal(own: AbortSignal | undefined): AbortSignal {
  return own ? AbortSignal.any([own, sessionReads.signal]) : sessionReads.signal;
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The one way the web app talks to the server: same-origin cookies, JSON, and the CSRF header on
 * every request that is not a GET. Throws ApiError for anything but a 2xx answer.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (method !== 'GET') headers[CSRF_HEADER] = CSRF_HEADER_VALUE;

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    const signal = method === 'GET' ? readSignal(options.signal) : options.signal;
    response = await fetch(path, { method, headers, body, credentials: 'same-origin', signal });
  } catch (error) {
    // Cancellation is not a failure; let TanStack Query (or the caller) see the AbortError.
    if (isAbortError(error)) throw error;
    throw new ApiError(0, 'network', messages.errors.network);
  }

  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(response.status, 'unknown', messages.errors.internal);
  }
}

type BodylessOptions = Omit<RequestOptions, 'method' | 'body'>;

// ── The OpenAPI document's types (api-schema.d.ts, generated by `npm run openapi:types`) ────────────────────────
// Every call names the operation it makes, as the document writes its path: `api.get<'/api/goals/{id}', Goal>(url)`.
// The call compiles only when the document's success answer fits the type the web expects (`Goal`) and the body
// the web sends fits the one the document takes; a server change the web does not follow fails `tsc -p apps/web`.

type DocumentMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The document's paths that take `M`. */
export type ApiPath<M extends DocumentMethod> = {
  [P in keyof paths]: paths[P][M] extends { responses: object } ? P : never;
}[keyof paths];

type OperationOf<P, M extends DocumentMethod> = P extends keyof paths ? paths[P][M] : never;

type SuccessStatus = 200 | 201 | 202 | 204;
type JsonOf<R> = R extends { content: { 'application/json': infer Body } } ? Body : undefined;
/** What a 2xx answer of the operation carries: its JSON, or `undefined` for one without a body (204). */
type SuccessOf<Op> = Op extends { responses: infer R }
  ? { [S in keyof R & SuccessStatus]: JsonOf<R[S]> }[keyof R & SuccessStatus]
  : never;

/** The body the operation takes: its JSON, a FormData for an upload, `undefined` for none. */
type BodyOf<Op> = Op extends { requestBody: { content: infer C } }
  ? 'application/json' extends keyof C
    ? C['application/json']
    : FormData
  : Op extends { requestBody?: { content: infer C } }
    ? ('application/json' extends keyof C ? C['application/json'] : FormData) | undefined
    : undefined;

/** The path argument: a string, once the call names its operation and its type fits the document's answer. */
type CheckedPath<P, Answer, T> = [P] extends [never]
  ? { error: "name the operation: api.get<'/api/…/{id}', ExpectedType>(url)" }
  : [Answer] extends [T]
    ? string
    : {
        error: 'the OpenAPI document answers a type that does not fit the expected one';
        document: Answer;
        expected: T;
      };

type BodyArgs<Op> =
  undefined extends BodyOf<Op>
    ? [body?: BodyOf<Op>, options?: BodylessOptions]
    : [body: BodyOf<Op>, options?: BodylessOptions];

export const api = {
  get: <P extends ApiPath<'get'> = never, T = SuccessOf<OperationOf<P, 'get'>>>(
    path: CheckedPath<P, SuccessOf<OperationOf<P, 'get'>>, T>,
    options?: BodylessOptions,
  ) => apiRequest<T>(path as string, { ...options, method: 'GET' }),
  post: <P extends ApiPath<'post'> = never, T = SuccessOf<OperationOf<P, 'post'>>>(
    path: CheckedPath<P, SuccessOf<OperationOf<P, 'post'>>, T>,
    ...[body, options]: BodyArgs<OperationOf<P, 'post'>>
  ) => apiRequest<T>(path as string, { ...options, method: 'POST', body }),
  put: <P extends ApiPath<'put'> = never, T = SuccessOf<OperationOf<P, 'put'>>>(
    path: CheckedPath<P, SuccessOf<OperationOf<P, 'put'>>, T>,
    ...[body, options]: BodyArgs<OperationOf<P, 'put'>>
  ) => apiRequest<T>(path as string, { ...options, method: 'PUT', body }),
  patch: <P extends ApiPath<'patch'> = never, T = SuccessOf<OperationOf<P, 'patch'>>>(
    path: CheckedPath<P, SuccessOf<OperationOf<P, 'patch'>>, T>,
    ...[body, options]: BodyArgs<OperationOf<P, 'patch'>>
  ) => apiRequest<T>(path as string, { ...options, method: 'PATCH', body }),
  /** A DELETE; a body only where the server asks for one (the password that deletes an account). */
  delete: <P extends ApiPath<'delete'> = never, T = SuccessOf<OperationOf<P, 'delete'>>>(
    path: CheckedPath<P, SuccessOf<OperationOf<P, 'delete'>>, T>,
    options?: BodylessOptions & { body?: BodyOf<OperationOf<P, 'delete'>> },
  ) => apiRequest<T>(path as string, { ...options, method: 'DELETE' }),
};
