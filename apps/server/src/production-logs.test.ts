import { randomUUID } from 'node:crypto';
import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE } from '@woodshed/shared';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app.ts';
import { loadConfig } from './config.ts';
import { mailOutbox } from './db/schema/index.ts';
import { createTestContext, sessionCookieFrom, type TestContext } from './test/harness.ts';

/**
 * DESIGN §4 and §2 (Mail): in production no token, reset link, password, session cookie or SQL parameter
 * reaches the log; outside production, without SMTP_URL, the reset link is logged for the operator.
 */

const SECRET_PARAMETER = 'zq-secret-sql-parameter-41c7e2';
const NEW_PASSWORD = 'brand-new-fingerpicking-77';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

interface LoggedApp {
  app: App;
  log: string[];
  call(
    method: 'GET' | 'POST',
    url: string,
    options?: { body?: unknown; cookie?: string },
  ): Promise<LightMyRequestResponse>;
}

async function buildLoggedApp(env: Record<string, string>): Promise<LoggedApp> {
  const log: string[] = [];
  const config = loadConfig({
    SESSION_SECRET: `test-only-${randomUUID()}-${randomUUID()}`,
    DATA_DIR: `/tmp/woodshed-logs-${randomUUID()}`,
    WEB_DIST: '/nonexistent',
    CAPTCHA_COST: '10',
    CAPTCHA_MAX_COUNTER: '20',
    AUTH_RATE_LIMIT_PER_IP: '1000',
    AUTH_RATE_LIMIT_PER_EMAIL: '1000',
    ...env,
  });
  const app = await buildApp({
    config,
    db: ctx.database.db,
    runJobs: false,
    logStream: { write: (line) => void log.push(line) },
  });
  // A test-only route whose query fails with a distinctive parameter (buildApp leaves `ready` to its caller).
  app.get('/api/test/failing-query', { config: { access: 'public' } }, async () => {
    await app.db.execute(sql`select ${SECRET_PARAMETER}::int as n`);
    return { ok: true };
  });
  await app.ready();
  return {
    app,
    log,
    call(method, url, options = {}) {
      const inject: InjectOptions = {
        method,
        url,
        headers: method === 'POST' ? { [CSRF_HEADER]: CSRF_HEADER_VALUE } : {},
      };
      if (options.cookie) inject.cookies = { [SESSION_COOKIE]: options.cookie };
      if (options.body !== undefined) inject.payload = options.body as InjectOptions['payload'];
      return app.inject(inject);
    },
  };
}

async function latestResetLink(email: string): Promise<{ link: string; token: string }> {
  const rows = await ctx.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(mailOutbox.createdAt);
  const link = rows.at(-1)?.text.match(/https?:\/\/\S+#access_token=([\w-]+)/);
  if (!link) throw new Error('no reset link in the outbox');
  return { link: link[0], token: link[1]! };
}

const records = (log: string[]) =>
  log.map((line) => JSON.parse(line) as Record<string, unknown> & { msg?: string; err?: Record<string, unknown> });

describe('logs in production', () => {
  it('carry no token, reset link, password, session cookie or SQL parameter', async () => {
    const { app, log, call } = await buildLoggedApp({ NODE_ENV: 'production', LOG_LEVEL: 'trace' });
    try {
      expect(app.config.isProduction).toBe(true);
      const user = await ctx.createUser();

      const signIn = await call('POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
      expect(signIn.statusCode).toBe(200);
      const cookie = sessionCookieFrom(signIn)!;
      expect((await call('GET', '/api/auth/session', { cookie })).json()).toMatchObject({
        user: { email: user.email },
      });

      expect((await call('POST', '/api/auth/reset', { body: { email: user.email } })).statusCode).toBe(200);
      const { link, token } = await latestResetLink(user.email);
      const update = await call('POST', '/api/auth/update-password', {
        body: { token, password: NEW_PASSWORD },
        cookie,
      });
      expect(update.statusCode).toBe(200);
      const again = await call('POST', '/api/auth/login', { body: { email: user.email, password: NEW_PASSWORD } });
      expect(again.statusCode).toBe(200);
      const newCookie = sessionCookieFrom(again)!;
      expect((await call('GET', '/api/auth/session', { cookie: newCookie })).statusCode).toBe(200);

      const failing = await call('GET', '/api/test/failing-query');
      expect(failing.statusCode).toBe(500);
      expect(failing.json()).toEqual({ error: { code: 'internal', message: expect.any(String) } });
      expect(failing.body).not.toContain(SECRET_PARAMETER);

      const text = log.join('');
      for (const secret of [token, link, user.password, NEW_PASSWORD, cookie, newCookie, SECRET_PARAMETER]) {
        expect(text).not.toContain(secret);
      }

      // The log is there, and useful: the failure is classified, the mail is accounted for.
      const lines = records(log);
      expect(lines.filter((line) => line.msg === 'incoming request').length).toBeGreaterThanOrEqual(7);
      const failure = lines.find((line) => line.msg === 'request failed');
      expect(failure?.err).toMatchObject({ type: 'DrizzleQueryError', code: '22P02', query: 'select $1::int as n' });
      expect(failure?.err).not.toHaveProperty('reason');
      expect(failure?.err?.stack).toEqual(expect.stringContaining('production-logs.test.ts'));
      const queued = lines.find((line) => line.msg === 'mail stored in outbox (no SMTP_URL set)');
      expect(queued).toMatchObject({ mailId: expect.any(String) });
      expect(queued).not.toHaveProperty('link');
    } finally {
      await app.close();
    }
  });
});

describe('logs outside production', () => {
  it('show the reset link when there is no SMTP_URL, so the operator can pass it on, but still no SQL parameters', async () => {
    const { app, log, call } = await buildLoggedApp({ NODE_ENV: 'development', LOG_LEVEL: 'info' });
    try {
      expect(app.config.isProduction).toBe(false);
      expect(app.config.smtpUrl).toBeUndefined();
      const user = await ctx.createUser();
      expect((await call('POST', '/api/auth/reset', { body: { email: user.email } })).statusCode).toBe(200);
      const { link } = await latestResetLink(user.email);
      const queued = records(log).find((line) => line.msg === 'mail stored in outbox (no SMTP_URL set)');
      expect(queued).toMatchObject({ link, to: user.email, subject: 'Reset your Woodshed password' });

      expect((await call('GET', '/api/test/failing-query')).statusCode).toBe(500);
      const failure = records(log).find((line) => line.msg === 'request failed');
      expect(failure?.err).toMatchObject({ type: 'DrizzleQueryError', code: '22P02', query: 'select $1::int as n' });
      // The database's message (which quotes the value) is kept for debugging; the params never are.
      expect(failure?.err?.reason).toContain('invalid input syntax for type integer');
      expect(failure?.err).not.toHaveProperty('params');
      expect(JSON.stringify(failure)).not.toContain('params:');
    } finally {
      await app.close();
    }
  });
});
