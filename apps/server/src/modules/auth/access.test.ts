import cookie from '@fastify/cookie';
import { messages } from '@woodshed/shared';
import Fastify, { type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness.ts';
import { accessPlugin } from './access.ts';
import { ACCESS_LEVELS, type AccessLevel } from '../../plugins/context.ts';
import { errorsPlugin } from '../../plugins/errors.ts';

let ctx: TestContext;
let learner: TestUser;
let creator: TestUser;
let admin: TestUser;
/** The real access plugin in front of one probe route per level, sharing the test database. */
let probe: ReturnType<typeof Fastify>;

beforeAll(async () => {
  ctx = await createTestContext();
  learner = await ctx.createUser();
  creator = await ctx.createUser({ eventCreator: true });
  admin = await ctx.createUser({ isSuperadmin: true });
  probe = Fastify();
  probe.decorate('config', ctx.app.config);
  probe.decorate('db', ctx.database.db);
  await probe.register(errorsPlugin);
  await probe.register(cookie);
  await probe.register(accessPlugin);
  for (const access of ACCESS_LEVELS) {
    probe.get(`/api/probe/${access}`, { config: { access } }, async (request: FastifyRequest) => ({
      userId: request.user?.id ?? null,
    }));
    probe.post(`/api/probe/${access}`, { config: { access } }, async () => ({ ok: true }));
  }
  await probe.ready();
});
afterAll(async () => {
  await probe.close();
  await ctx.close();
});

async function call(access: AccessLevel, user?: TestUser) {
  return probe.inject({
    method: 'GET',
    url: `/api/probe/${access}`,
    cookies: user ? { woodshed_session: user.cookie } : {},
  });
}

describe('route access levels', () => {
  it('every route of the app declares a known access level', () => {
    const table = ctx.app.routeAccessTable;
    expect(table.length).toBeGreaterThan(5);
    const missing = table.filter((route) => !route.access || !ACCESS_LEVELS.includes(route.access));
    expect(missing).toEqual([]);
    const api = table.filter((route) => route.url.startsWith('/api/auth/'));
    expect(api.map((r) => `${String(r.method)} ${r.url}`)).toContain('POST /api/auth/login');
  });

  it('refuses to build an app with an API route that declares none', async () => {
    const app = Fastify();
    app.decorate('config', ctx.app.config);
    app.decorate('db', ctx.database.db);
    await app.register(accessPlugin);
    expect(() => app.get('/api/undeclared', async () => 'x')).toThrow(
      'Route GET /api/undeclared declares no access level',
    );
    await app.close();
  });

  it.each([
    ['public', 200],
    ['user', 401],
    ['eventCreator', 401],
    ['superadmin', 401],
  ] as const)('signed out: %s answers %i', async (access, status) => {
    const response = await call(access);
    expect(response.statusCode).toBe(status);
    if (status === 401)
      expect(response.json()).toEqual({ error: { code: 'unauthorized', message: messages.auth.signedOut } });
  });

  it('a learner reaches public and user routes only', async () => {
    expect((await call('public', learner)).json()).toEqual({ userId: learner.id });
    expect((await call('user', learner)).json()).toEqual({ userId: learner.id });
    const forbidden = await call('eventCreator', learner);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: { code: 'forbidden', message: messages.errors.forbidden } });
    expect((await call('superadmin', learner)).statusCode).toBe(403);
  });

  it('an event creator also reaches eventCreator routes', async () => {
    expect((await call('eventCreator', creator)).statusCode).toBe(200);
    expect((await call('superadmin', creator)).statusCode).toBe(403);
  });

  it('a superadmin reaches every level', async () => {
    for (const access of ACCESS_LEVELS) expect((await call(access, admin)).statusCode).toBe(200);
  });
});

describe('CSRF protection', () => {
  it('refuses a mutating API request without the X-Requested-With header', async () => {
    const response = await probe.inject({ method: 'POST', url: '/api/probe/public' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { code: 'csrf', message: messages.errors.csrf } });
  });

  it('refuses a wrong header value and a foreign Origin', async () => {
    const wrong = await probe.inject({
      method: 'POST',
      url: '/api/probe/public',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(wrong.statusCode).toBe(403);
    const foreign = await probe.inject({
      method: 'POST',
      url: '/api/probe/public',
      headers: { 'x-requested-with': 'woodshed', origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('accepts the header with no Origin, the same host, or the public URL', async () => {
    for (const origin of [undefined, 'http://localhost:3000', 'http://127.0.0.1:4000']) {
      const headers: Record<string, string> = {
        'x-requested-with': 'woodshed',
        host: origin ? new URL(origin).host : 'localhost',
      };
      if (origin) headers.origin = origin;
      if (origin === 'http://localhost:3000') headers.host = 'woodshed.internal:8080';
      const response = await probe.inject({ method: 'POST', url: '/api/probe/public', headers });
      expect(response.statusCode, String(origin)).toBe(200);
    }
  });

  it('does not apply to safe methods', async () => {
    expect((await probe.inject({ method: 'GET', url: '/api/probe/public' })).statusCode).toBe(200);
  });

  it('checks CSRF before authentication, so a signed-in cross-site POST is refused', async () => {
    const response = await probe.inject({
      method: 'POST',
      url: '/api/probe/user',
      cookies: { woodshed_session: learner.cookie },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("csrf: 'signed-token' (a route whose signed token is its only authority)", () => {
  it('skips the CSRF check and reads no session, on that route only', async () => {
    const app = Fastify();
    app.decorate('config', ctx.app.config);
    app.decorate('db', ctx.database.db);
    await app.register(errorsPlugin);
    await app.register(cookie);
    await app.register(accessPlugin);
    const seen = async (request: FastifyRequest) => ({ userId: request.user?.id ?? null });
    app.post('/api/probe/token', { config: { access: 'public', csrf: 'signed-token' } }, seen);
    app.post('/api/probe/plain', { config: { access: 'public' } }, seen);
    await app.ready();
    const crossSite = { origin: 'https://evil.example', host: 'localhost:3000' };
    const token = await app.inject({
      method: 'POST',
      url: '/api/probe/token',
      headers: crossSite,
      cookies: { woodshed_session: learner.cookie },
    });
    expect(token.statusCode).toBe(200);
    expect(token.json()).toEqual({ userId: null });
    const plain = await app.inject({ method: 'POST', url: '/api/probe/plain', headers: crossSite });
    expect(plain.statusCode).toBe(403);
    await app.close();
  });

  it.each(['user', 'eventCreator', 'superadmin'] as const)(
    'refuses to build an app with a %s route that declares it',
    async (access) => {
      const app = Fastify();
      app.decorate('config', ctx.app.config);
      app.decorate('db', ctx.database.db);
      await app.register(accessPlugin);
      expect(() => app.post('/api/x', { config: { access, csrf: 'signed-token' } }, async () => 'x')).toThrow(
        'Route POST /api/x: only a public route may declare csrf "signed-token"',
      );
      await app.close();
    },
  );
});
