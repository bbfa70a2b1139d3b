import { messages } from '@woodshed/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findInputProblem } from '../lib/input-guard.ts';
import { sendError } from './errors.ts';

/**
 * Refuses, before any route's own validation, text that cannot be stored as typed (NUL characters, unpaired
 * surrogates) and absurdly nested bodies, with a 400 naming the field. A path parameter holding such text names
 * nothing that can exist: 404, as for any other unknown id. What text people see may hold (no control characters or
 * bidi overrides; line breaks only where a field has several lines) is the shared schemas' rule (the shared package's common/text.ts).
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request, reply) => {
    if (findInputProblem(request.params)) return sendError(reply, 404, 'not_found', messages.errors.notFound);
    const problem = findInputProblem(request.query) ?? findInputProblem(request.body);
    if (problem) return sendError(reply, 400, 'validation', problem.message, problem.field || undefined);
  });
});
