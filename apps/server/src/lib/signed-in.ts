import { messages, type SessionUser } from '@woodshed/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/**
 * The signed-in user of a route whose access level requires one. The access plugin has already answered
 * 401 when there is none; this only narrows the type (and stays safe if a route is misconfigured).
 */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('unauthorized', messages.auth.signedOut);
  return request.user;
}
