import { messages } from '@woodshed/shared';
import { z } from 'zod';
import { isUuid } from './ids.ts';

/** Carried by the refusal of a row id, so the error plugin answers it with 404 instead of 400. */
const NOT_FOUND_FLAG = 'notFound';

/**
 * A path parameter naming a row by its id (a uuid). An id that is not a uuid cannot name a row, so the route
 * answers 404 with `notFoundMessage` (the message it gives for a row that is gone or someone else's),
 * never 400; and the database never sees it. Every module's routes take their ids through this one rule.
 */
export function rowId(notFoundMessage: string = messages.errors.notFound) {
  return z.string().refine(isUuid, { message: notFoundMessage, params: { [NOT_FOUND_FLAG]: true } });
}

/** The params of a route about one row, `/:id`; the message is the route's own 404 message. */
export function idParams(notFoundMessage?: string) {
  return z.object({ id: rowId(notFoundMessage) });
}

/** `/:id` with the generic 'Not found'. */
export const idParamsSchema = idParams();

/**
 * Whether a validation failure is a row id that cannot exist (see rowId). `issue` is one entry of Fastify's
 * `error.validation` as fastify-type-provider-zod builds it: the zod issue's own fields sit under `params`.
 */
export function isMissingRowId(issue: { params?: Record<string, unknown> } | undefined): boolean {
  const refineParams = issue?.params?.params;
  return typeof refineParams === 'object' && refineParams !== null && NOT_FOUND_FLAG in refineParams;
}
