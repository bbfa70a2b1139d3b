import { messages, type ErrorCode, type ErrorResponse } from '@woodshed/shared';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';

export function sendError(reply: FastifyReply, status: number, code: ErrorCode, message: string, field?: string) {
  const body: ErrorResponse = { error: { code, message, ...(field ? { field } : {}) } };
  return reply.status(status).send(body);
}

/** Turns every failure into `{ error: { code, message, field? } }` with no internals (DESIGN §4). */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return sendError(reply, error.statusCode, error.code, error.message, error.field);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
      const message = first?.message ?? 'Invalid request';
      return sendError(reply, 400, 'validation', message, field);
    }
    if (error.statusCode === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendError(reply, 413, 'payload_too_large', messages.errors.payloadTooLarge);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type): safe to echo.
      return sendError(reply, error.statusCode, error.statusCode === 404 ? 'not_found' : 'validation', error.message);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, 'internal', messages.errors.internal);
  });
});
