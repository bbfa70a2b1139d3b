import { CSRF_HEADER, SESSION_COOKIE, errorResponseSchema } from '@woodshed/shared';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, type TestContext } from './test/harness.ts';

/**
 * The OpenAPI document tells the truth (issue 25): every operation has what a client generator needs, and what it
 * says about security, errors and content types is what the server does. `npm run lint:openapi` runs redocly's
 * recommended rules on the same document.
 */

type Operation = OpenAPIV3_1.OperationObject;
type Response = OpenAPIV3_1.ResponseObject | OpenAPIV3_1.ReferenceObject;

let ctx: TestContext;
let document: OpenAPIV3_1.Document;
let operations: { method: string; path: string; operation: Operation }[];

beforeAll(async () => {
  ctx = await createTestContext();
  document = ctx.app.swagger() as OpenAPIV3_1.Document;
  operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    (['get', 'put', 'post', 'delete', 'patch'] as const).flatMap((method) => {
      const operation = item?.[method];
      return operation ? [{ method, path, operation }] : [];
    }),
  );
});
afterAll(async () => {
  await ctx.close();
});

const find = (method: string, path: string) => {
  const found = operations.find((entry) => entry.method === method && entry.path === path);
  if (!found) throw new Error(`${method} ${path} is not documented`);
  return found.operation;
};
const refOf = (response: Response | undefined) => (response && '$ref' in response ? response.$ref : undefined);
const contentTypes = (response: Response | undefined) =>
  Object.keys((response as OpenAPIV3_1.ResponseObject | undefined)?.content ?? {});
/** `/api/goals/:id` (the route table) as the document writes it: `/api/goals/{id}`. */
const documentPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('every operation', () => {
  it('documents every API route of the route table, and only those', () => {
    const hidden = new Set(['GET /api/reminders/unsubscribe']);
    const routes = ctx.app.routeAccessTable
      .filter(({ method, url }) => method !== 'HEAD' && (url.startsWith('/api/') || url.startsWith('/files/')))
      .filter(({ url }) => !url.startsWith('/api/docs'))
      .map(({ method, url }) => `${method} ${url}`)
      .filter((route) => !hidden.has(route));
    const documented = operations.map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(documented.sort()).toEqual(
      routes.map((route) => route.replace(/ (.*)$/, (_, url: string) => ` ${documentPath(url)}`)).sort(),
    );
    expect(operations.length).toBeGreaterThan(140);
  });

  it('has a summary, tags and a unique camelCase operationId', () => {
    const ids = new Set<string>();
    for (const { method, path, operation } of operations) {
      const where = `${method} ${path}`;
      expect(operation.summary?.trim(), where).toBeTruthy();
      expect(operation.tags?.length, where).toBeGreaterThan(0);
      expect(operation.operationId, where).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(ids.has(operation.operationId!), `${where}: ${operation.operationId} twice`).toBe(false);
      ids.add(operation.operationId!);
    }
    expect(find('get', '/api/calendar/events/{id}').operationId).toBe('getCalendarEventsById');
    expect(find('get', '/api/account/export/practice-sessions.csv').operationId).toBe(
      'getAccountExportPracticeSessionsCsv',
    );
  });

  it('states the security its access level and method call for', () => {
    expect(document.components?.securitySchemes).toEqual({
      session: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: SESSION_COOKIE }),
      csrf: expect.objectContaining({ type: 'apiKey', in: 'header', name: CSRF_HEADER }),
    });
    for (const { method, path, operation } of operations) {
      const route = ctx.app.routeAccessTable.find(
        (entry) => entry.method === method.toUpperCase() && documentPath(entry.url) === path,
      )!;
      const mutating = method !== 'get';
      const signedToken = path === '/api/reminders/unsubscribe';
      const schemes = [
        ...(route.access === 'public' ? [] : ['session']),
        ...(mutating && !signedToken ? ['csrf'] : []),
      ];
      const where = `${method} ${path} (${route.access})`;
      expect(operation.security, where).toEqual(
        schemes.length ? [Object.fromEntries(schemes.map((s) => [s, []]))] : [],
      );
      const responses = operation.responses ?? {};
      // A public route answers 401 only where it says so (sign-in's wrong password or missing CAPTCHA).
      if (route.access !== 'public') expect(refOf(responses[401]), where).toBe('#/components/responses/Unauthorized');
      else if (path !== '/api/auth/login') expect(responses[401], where).toBeUndefined();
      if (route.access === 'superadmin' || route.access === 'eventCreator' || (mutating && !signedToken)) {
        expect(refOf(responses[403]), where).toBe('#/components/responses/Forbidden');
      }
      expect(refOf(responses[400]), where).toBe('#/components/responses/BadRequest');
      if (path.includes('{')) expect(refOf(responses[404]), where).toBe('#/components/responses/NotFound');
      if (mutating) expect(refOf(responses[413]), where).toBe('#/components/responses/PayloadTooLarge');
    }
    // Public and safe: no requirement at all. Public but mutating: the CSRF header still is one.
    expect(find('get', '/api/site').security).toEqual([]);
    expect(find('post', '/api/auth/login').security).toEqual([{ csrf: [] }]);
    expect(find('get', '/api/profile').security).toEqual([{ session: [] }]);
    expect(find('put', '/api/profile').security).toEqual([{ session: [], csrf: [] }]);
  });

  it('refers every error to the shared Error envelope, as the server sends it', async () => {
    const { $schema: _drop, ...envelope } = z.toJSONSchema(errorResponseSchema, { target: 'draft-2020-12' });
    expect(document.components?.schemas?.Error).toEqual(envelope);
    for (const [name, response] of Object.entries(document.components?.responses ?? {})) {
      expect((response as OpenAPIV3_1.ResponseObject).content, name).toEqual({
        'application/json': { schema: { $ref: '#/components/schemas/Error' } },
      });
    }
    for (const { method, path, operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (Number(status) >= 400 && status !== '416') {
          expect(refOf(response), `${method} ${path} ${status}`).toMatch(/^#\/components\/responses\//);
        }
      }
    }
    // A real 401 and a real 400 fit it.
    const signedOut = await ctx.request('GET', '/api/profile');
    expect(signedOut.statusCode).toBe(401);
    expect(errorResponseSchema.safeParse(signedOut.json()).success).toBe(true);
    // Documented 400 on every route, also those without a query schema: refused query text is a 400 everywhere.
    const nul = await ctx.request('GET', '/api/site?x=%00');
    expect(nul.statusCode).toBe(400);
    expect(errorResponseSchema.safeParse(nul.json()).success).toBe(true);
  });

  it('declares the statuses only the services show: conflicts and rate limits', () => {
    const statuses = (method: string, path: string) => Object.keys(find(method, path).responses ?? {});
    expect(statuses('post', '/api/auth/register')).toEqual(expect.arrayContaining(['201', '409', '429']));
    expect(statuses('post', '/api/auth/login')).toEqual(expect.arrayContaining(['200', '401', '429']));
    expect(statuses('put', '/api/profile')).toContain('409');
    expect(statuses('get', '/api/profile')).not.toContain('409');
    const tooMany = document.components?.responses?.TooManyRequests as OpenAPIV3_1.ResponseObject;
    expect(Object.keys(tooMany.headers ?? {})).toEqual(['Retry-After']);
  });
});

describe('content types', () => {
  it('documents the calendar feed and .ics downloads as text/calendar and the CSV export as text/csv', () => {
    expect(contentTypes(find('get', '/api/calendar/feeds/{token}').responses?.[200])).toEqual(['text/calendar']);
    expect(contentTypes(find('get', '/api/calendar/events/{id}/ics').responses?.[200])).toEqual(['text/calendar']);
    expect(contentTypes(find('get', '/api/account/export/practice-sessions.csv').responses?.[200])).toEqual([
      'text/csv',
    ]);
    expect(contentTypes(find('get', '/files/{folder}/{key}').responses?.[200])).toEqual(['*/*']);
    expect(contentTypes(find('get', '/api/profile').responses?.[200])).toEqual(['application/json']);
  });

  it('gives no 204 (nor any bodiless status) a body', () => {
    let noContent = 0;
    for (const { method, path, operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (!['204', '304', '416'].includes(status)) continue;
        noContent += 1;
        expect(contentTypes(response), `${method} ${path} ${status}`).toEqual([]);
      }
    }
    expect(noContent).toBeGreaterThan(20);
  });

  it('answers the documented content types', async () => {
    const user = await ctx.createUser();
    const csv = await ctx.request('GET', '/api/account/export/practice-sessions.csv', { as: user });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const feed = await ctx.request('POST', '/api/calendar/feed', { as: user });
    const { url } = feed.json() as { url: string };
    const calendar = await ctx.request('GET', new URL(url).pathname);
    expect(calendar.headers['content-type']).toMatch(/^text\/calendar/);
    const revoked = await ctx.request('DELETE', '/api/calendar/feed', { as: user });
    expect(revoked.statusCode).toBe(204);
    expect(revoked.body).toBe('');
  });
});

describe('request rules', () => {
  const bodySchema = (method: string, path: string) =>
    (find(method, path).requestBody as OpenAPIV3_1.RequestBodyObject).content['application/json']!
      .schema as OpenAPIV3_1.SchemaObject;
  const parameter = (method: string, path: string, name: string) =>
    (find(method, path).parameters as OpenAPIV3_1.ParameterObject[]).find((p) => p.name === name)!
      .schema as OpenAPIV3_1.SchemaObject;

  it('shows the e-mail rule of sign-up, also where a pipe checks it after trimming', () => {
    const email = bodySchema('post', '/api/auth/register').properties!.email as OpenAPIV3_1.SchemaObject;
    expect(email).toMatchObject({ type: 'string', format: 'email', minLength: 1, maxLength: 254 });
    expect(new RegExp(email.pattern!).test('ann@example.org')).toBe(true);
    expect(new RegExp(email.pattern!).test('ann@')).toBe(false);
    expect((bodySchema('post', '/api/auth/reset').properties!.email as OpenAPIV3_1.SchemaObject).format).toBe('email');
  });

  it('shows calendar dates as dates with their pattern and the accepted years', () => {
    for (const name of ['from', 'to']) {
      const date = parameter('get', '/api/calendar/occurrences', name);
      expect(date).toMatchObject({ type: 'string', format: 'date' });
      const pattern = new RegExp(date.pattern!);
      expect(pattern.test('2027-02-29')).toBe(false);
      expect(pattern.test('2028-02-29')).toBe(true);
      expect(['1899-12-31', '1900-01-01', '2200-12-31', '2201-01-01'].map((value) => pattern.test(value))).toEqual([
        false,
        true,
        true,
        false,
      ]);
    }
  });

  it('shows the page-size range', () => {
    expect(parameter('get', '/api/xp/awards', 'pageSize')).toMatchObject({ minimum: 1, maximum: 100 });
  });
});
