import { CSRF_HEADER, CSRF_HEADER_VALUE, messages, type ErrorCode } from '@woodshed/shared';

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

export const api = {
  get: <T>(path: string, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  /** A DELETE; a body only where the server asks for one (the password that deletes an account). */
  delete: <T = void>(path: string, options?: BodylessOptions & { body?: unknown }) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
