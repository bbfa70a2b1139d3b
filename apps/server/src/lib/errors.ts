import type { ErrorCode } from '@woodshed/shared';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  csrf: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  method_not_allowed: 405,
  rate_limited: 429,
  // A sign-in refused as not authenticated (like a wrong password), not a malformed request.
  captcha_required: 401,
  internal: 500,
  unavailable: 503,
};

/** An error whose message is safe to show to the user; the error plugin turns it into the envelope. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.statusCode = STATUS_BY_CODE[code];
  }
}

export const notFound = (message = 'Not found') => new AppError('not_found', message);
export const badRequest = (message: string, field?: string) => new AppError('validation', message, field);
