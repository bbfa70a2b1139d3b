import { messages, type ErrorCode, type ErrorResponse } from '@woodshed/shared';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../lib/db-errors.ts';
import { AppError } from '../lib/errors.ts';
import { logSafeError } from '../lib/log-safe-error.ts';
import { isMissingRowId } from '../lib/params.ts';

/** What a client (or a proxy) is told to wait before trying again while the database is down or the server stops. */
export const RETRY_AFTER_SECONDS = 5;

export function sendError(reply: FastifyReply, status: number, code: ErrorCode, message: string, field?: string) {
  const body: ErrorResponse = { error: { code, message, ...(field ? { field } : {}) } };
  return reply.status(status).send(body);
}

/** Fastify's own client errors, in our words: their messages and codes are internals, never echoed. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: messages.errors.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: messages.errors.emptyJson,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.errors.unsupportedMediaType,
  FST_ERR_BAD_URL: messages.errors.badUrl,
  FST_ERR_MAX_PARAM_LENGTH: messages.errors.badUrl,
};

export function sendClientError(reply: FastifyReply, error: FastifyError) {
  const status = error.statusCode ?? 400;
  // The file server refuses odd paths (`//x`, dot segments) with 403: to a client, nothing is there.
  if (status === 404 || status === 403) return sendError(reply, 404, 'not_found', messages.errors.notFound);
  // The JSON parser's SyntaxError carries the status only.
  const message =
    FRAMEWORK_MESSAGES[error.code] ??
    (error instanceof SyntaxError ? messages.errors.invalidJson : messages.errors.unreadableRequest);
  return sendError(reply, status, 'validation', message);
}

/** Turns every failure into `{ error: { code, message, field? } }` with no internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return sendError(reply, error.statusCode, error.code, error.message, error.field);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      // A path id that cannot name a row: as absent as an unknown one (lib/params.ts).
      if (error.validationContext === 'params' && isMissingRowId(first)) {
        return sendError(reply, 404, 'not_found', first?.message ?? messages.errors.notFound);
      }
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
      const message = first?.message ?? 'Invalid request';
      return sendError(reply, 400, 'validation', message, field);
    }
    if (error.statusCode === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendError(reply, 413, 'payload_too_large', messages.errors.payloadTooLarge);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendClientError(reply, error);
    }
    if (isDatabaseUnavailable(error)) {
      // Not a fault of this request: the database is down or restarting. The client may retry; nothing was saved.
      request.log.warn({ err: logSafeError(error, { production: app.config.isProduction }) }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return sendError(reply, 503, 'unavailable', messages.errors.unavailable);
    }
    request.log.error({ err: logSafeError(error, { production: app.config.isProduction }) }, 'request failed');
    return sendError(reply, 500, 'internal', messages.errors.internal);
  });
});
