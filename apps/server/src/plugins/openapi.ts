import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE, errorResponseSchema } from '@woodshed/shared';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import type { $ZodPipeDef, $ZodType, JSONSchema } from 'zod/v4/core';
import type { AccessLevel } from './context.ts';

/** Error statuses a route declares because nothing in its options shows them (a service's conflict, a rate limit). */
export type DeclaredErrorStatus = 401 | 403 | 404 | 409 | 429;

declare module 'fastify' {
  interface FastifySchema {
    /**
     * Statuses, answered with the error envelope, that this route can give beyond those derived from its access
     * level, method and schemas (see `errorStatuses`): 409 from a service's conflict, 429 from a rate limit, …
     */
    errors?: readonly DeclaredErrorStatus[];
    /**
     * The multipart/form-data fields of an upload, for the document only: the route reads the stream itself, so it
     * has no `body` schema (files are `uploadedFile`).
     */
    upload?: z.ZodObject;
  }
}

/** A file field of an `upload` form. */
export const uploadedFile = z.string().meta({ format: 'binary', description: 'The file.' });

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/** One shared response per status (`#/components/responses/<name>`), all with the `Error` envelope. */
const ERROR_RESPONSES: Record<ErrorStatus, { name: string; description: string }> = {
  400: { name: 'BadRequest', description: 'The request is invalid; `error.field` names the field when there is one.' },
  401: { name: 'Unauthorized', description: 'Not signed in (or the session ended), or a CAPTCHA is required first.' },
  403: {
    name: 'Forbidden',
    description: `A mutating request without \`${CSRF_HEADER}: ${CSRF_HEADER_VALUE}\` or with another site's Origin (code \`csrf\`), or an account without the route's access level (code \`forbidden\`).`,
  },
  404: { name: 'NotFound', description: 'Nothing there for this user (another user’s rows are not found either).' },
  409: { name: 'Conflict', description: 'The request conflicts with the current state (code `conflict`).' },
  413: { name: 'PayloadTooLarge', description: 'The request body is too large.' },
  415: { name: 'UnsupportedMediaType', description: 'The request body has a content type this route does not read.' },
  429: { name: 'TooManyRequests', description: 'Too many attempts: wait the seconds in `Retry-After`.' },
  503: {
    name: 'ServiceUnavailable',
    description:
      'The database or the file storage cannot be reached, or the server is stopping (code `unavailable`); nothing was changed. Try again later: after the seconds in `Retry-After`, when it is given.',
  },
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ERROR_STATUSES_KEY = 'x-error-statuses';

const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);

/**
 * The security requirement, from the route's access level (modules/auth/access.ts): the session cookie for every
 * non-public route, the CSRF header for every mutating one unless a signed token in it is the authority.
 */
function securityOf(access: AccessLevel, mutating: boolean, signedToken: boolean): Record<string, string[]>[] {
  const requirement: Record<string, string[]> = {};
  if (access !== 'public') requirement.session = [];
  if (mutating && !signedToken) requirement.csrf = [];
  return Object.keys(requirement).length > 0 ? [requirement] : [];
}

/**
 * Every error status the route can answer, derived as the server decides them: 400 for invalid input (any route),
 * 401 without a session, 403 for the CSRF check and the narrower levels, 404 for a path naming something, 413/415
 * for bodies; plus the route's own `errors`.
 */
function errorStatuses(route: RouteOptions, access: AccessLevel, signedToken: boolean): ErrorStatus[] {
  const schema = route.schema ?? {};
  const mutating = methodsOf(route).some((method) => !SAFE_METHODS.has(method));
  const statuses = new Set<ErrorStatus>(schema.errors ?? []);
  // Every route: query text that cannot be stored (plugins/input-guard.ts) is refused before any route's schema.
  statuses.add(400);
  // Every route: while the database is down or the server stops (plugins/errors.ts, plugins/closing.ts).
  statuses.add(503);
  if (access !== 'public') statuses.add(401);
  if ((mutating && !signedToken) || access === 'superadmin' || access === 'eventCreator') statuses.add(403);
  if (route.url.includes(':')) statuses.add(404);
  if (mutating) {
    statuses.add(413);
    statuses.add(415);
  }
  return [...statuses].sort((a, b) => a - b);
}

/** Both sides of a pipe that transforms nothing constrain the value: the document shows both (e.g. e-mail format). */
function documentPipe(zodSchema: $ZodType, jsonSchema: JSONSchema.BaseSchema) {
  const def = zodSchema._zod.def;
  if (def.type !== 'pipe') return;
  const { in: from, out: to } = def as $ZodPipeDef;
  const sides: $ZodType[] = [from, to];
  if (sides.some((side) => side._zod.traits.has('$ZodTransform'))) return;
  for (const side of sides) {
    const { $schema: _drop, ...sideJson } = z.toJSONSchema(side, { target: 'draft-2020-12', unrepresentable: 'any' });
    if (sideJson.type !== jsonSchema.type) continue;
    for (const [key, value] of Object.entries(sideJson)) {
      const current = jsonSchema[key];
      if (current === undefined) jsonSchema[key] = value;
      else if (typeof current === 'number' && typeof value === 'number') {
        jsonSchema[key] = key.startsWith('min') ? Math.max(current, value) : Math.min(current, value);
      } else if (JSON.stringify(current) !== JSON.stringify(value)) {
        jsonSchema.allOf = [...(jsonSchema.allOf ?? []), { [key]: value }];
      }
    }
  }
}

/** The converter's own override, which ours replaces: an untransformable union branch (`{}`) documents nothing. */
function dropEmptyUnionBranches(zodSchema: $ZodType, jsonSchema: JSONSchema.BaseSchema) {
  if (zodSchema._zod.def.type !== 'union' || !jsonSchema.anyOf) return;
  jsonSchema.anyOf = jsonSchema.anyOf.filter((branch) => Object.keys(branch).length > 0);
}

const zodTransform = createJsonSchemaTransform({
  zodToJsonConfig: {
    override: ({ zodSchema, jsonSchema }) => {
      dropEmptyUnionBranches(zodSchema, jsonSchema);
      documentPipe(zodSchema, jsonSchema);
    },
  },
});

/** `getCalendarEventsById` from GET /api/calendar/events/{id}: stable as long as the path is. */
function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((segment) => segment !== '' && segment !== 'api')
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      return param ? ['by', ...param[1]!.split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}

const SUCCESS_DESCRIPTIONS: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  204: 'Done; no content.',
  206: 'Part of the file (the requested Range).',
  303: 'See the Location header.',
  304: 'Not modified since the ETag sent in If-None-Match.',
  416: 'The requested Range is outside the file.',
};

/**
 * The per-operation finishing that needs the whole operation: ids, descriptions, bodiless statuses, errors.
 * Adds the error statuses it refers to to `used`.
 */
function finishOperation(method: string, path: string, operation: OpenAPIV3_1.OperationObject, used: Set<ErrorStatus>) {
  operation.operationId ??= operationIdOf(method, path);
  const responses = (operation.responses ??= {}) as Record<string, OpenAPIV3_1.ResponseObject>;
  for (const [status, response] of Object.entries(responses)) {
    if (response.description === 'Default Response') response.description = SUCCESS_DESCRIPTIONS[status] ?? status;
    // No body, whatever a schema said: 204 and 304 cannot have one; a redirect or refusal of a Range has none.
    if (['204', '303', '304', '416'].includes(status)) delete response.content;
  }
  const extended = operation as OpenAPIV3_1.OperationObject & { [ERROR_STATUSES_KEY]?: ErrorStatus[] };
  for (const status of extended[ERROR_STATUSES_KEY] ?? []) {
    used.add(status);
    responses[status] = { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` } as never;
  }
  delete extended[ERROR_STATUSES_KEY];
}

/**
 * The OpenAPI document at /api/docs (JSON at /api/docs/json). Each operation gets, without per-route repetition:
 * its security from the access level, every error status the server can answer (shared responses with the
 * `Error` envelope), an operationId from method and path, and bodiless 204s. Routes state their summary and tags,
 * the statuses nothing else shows (`errors`), and a non-JSON answer's type (`produces`).
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  const { publicUrl } = app.config;
  const { $schema: _drop, ...errorSchema } = z.toJSONSchema(errorResponseSchema, { target: 'draft-2020-12' });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Woodshed API',
        version: '0.1.0',
        description:
          'REST API of Woodshed. Signed-in requests carry the session cookie; every mutating request also carries ' +
          `the header \`${CSRF_HEADER}: ${CSRF_HEADER_VALUE}\`. Errors are \`{ "error": { "code", "message", "field"? } }\`.`,
        termsOfService: `${publicUrl}/terms-of-service`,
        // No software licence is granted here; using the API is governed by the site's terms.
        license: { name: 'Terms of Service', url: `${publicUrl}/terms-of-service` },
      },
      // Relative: the instance that serves this document (/api/docs/json) is the one it describes.
      servers: [{ url: '/', description: 'This Woodshed instance' }],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'The session cookie set by sign-in (HttpOnly).',
          },
          csrf: {
            type: 'apiKey',
            in: 'header',
            name: CSRF_HEADER,
            description: `Must be \`${CSRF_HEADER_VALUE}\` on every mutating request; an Origin, when sent, must be this site's.`,
          },
        },
      },
    },
    transform: (document) => {
      const { route } = document;
      const access = route.config?.access ?? 'public';
      const signedToken = route.config?.csrf === 'signed-token';
      const { errors: _declared, upload, ...schema } = document.schema ?? {};
      const transformed = zodTransform({ ...document, schema: upload ? { ...schema, body: upload } : schema });
      if (transformed.schema.hide) return transformed;
      const mutating = methodsOf(route).some((method) => !SAFE_METHODS.has(method));
      return {
        url: transformed.url,
        schema: {
          ...transformed.schema,
          security: securityOf(access, mutating, signedToken),
          [ERROR_STATUSES_KEY]: errorStatuses(route, access, signedToken),
        },
      };
    },
    transformObject: (documentObject) => {
      if (!('openapiObject' in documentObject)) throw new Error('OpenAPI 3 only');
      const document = documentObject.openapiObject as OpenAPIV3_1.Document;
      const used = new Set<ErrorStatus>();
      for (const [path, item] of Object.entries(document.paths ?? {})) {
        for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
          const operation = item?.[method];
          if (operation) finishOperation(method, path, operation, used);
        }
      }
      const responses: Record<string, OpenAPIV3_1.ResponseObject> = {};
      for (const status of [...used].sort((a, b) => a - b)) {
        const { name, description } = ERROR_RESPONSES[status];
        responses[name] = {
          description,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        };
      }
      for (const status of [429, 503] as const) {
        const response = responses[ERROR_RESPONSES[status].name];
        if (response) {
          response.headers = {
            'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer', minimum: 1 } },
          };
        }
      }
      document.components = {
        ...document.components,
        schemas: { ...document.components?.schemas, Error: errorSchema as OpenAPIV3_1.SchemaObject },
        responses,
      };
      return document;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
