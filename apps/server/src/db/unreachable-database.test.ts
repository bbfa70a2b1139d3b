import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE, messages } from '@woodshed/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { resolveSessionSecret } from '../session-secret.ts';
import { openDatabase, type Database } from './client.ts';

// The real driver against a port nothing listens on: what the app does while PostgreSQL is down (the outage
// itself, with PostgreSQL stopped and started under load, is a scenario of `npm run test:ops`).
let database: Database;

/** A loopback port that was free a moment ago, and that nothing here listens on. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

let app: App;

beforeAll(async () => {
  const port = await closedPort();
  database = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/woodshed` });
  const config = await resolveSessionSecret(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: `/tmp/woodshed-test-unreachable-${port}`,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST: '/nonexistent-web-dist',
    }),
  );
  app = await buildApp({ config, db: database.db, runJobs: false, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the database cannot be reached', () => {
  it('reports not ready on /readyz, while /healthz still answers', async () => {
    expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'unavailable' });
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
  });

  it.each([
    ['POST', '/api/auth/login', { email: 'learner@example.org', password: 'fretboard-harmony-42' }],
    ['GET', '/api/dashboard', undefined],
  ] as const)('answers %s %s with 503, the envelope and Retry-After', async (method, url, payload) => {
    const response = await app.inject({
      method,
      url,
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
      cookies: { [SESSION_COOKIE]: 'a-session-token-that-needs-the-database' },
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ error: { code: 'unavailable', message: messages.errors.unavailable } });
  });
});
