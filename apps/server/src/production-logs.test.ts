import { randomUUID } from 'node:crypto';
import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE } from '@woodshed/shared';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app.ts';
import { loadConfig } from './config.ts';
import { mailOutbox, profiles } from './db/schema/index.ts';
import { REDACTED } from './lib/log-redaction.ts';
import { reminderTokenKey, signReminderToken } from './modules/reminders/index.ts';
import { resolveSessionSecret } from './session-secret.ts';
import { createTestContext, sessionCookieFrom, type TestContext } from './test/harness.ts';

/**
 * In production no token, reset link, password, session cookie or SQL parameter
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
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    options?: { body?: unknown; cookie?: string; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
}

async function buildLoggedApp(env: Record<string, string>): Promise<LoggedApp> {
  const log: string[] = [];
  const config = await resolveSessionSecret(
    loadConfig({
      SESSION_SECRET: `test-only-${randomUUID()}-${randomUUID()}`,
      DATA_DIR: `/tmp/woodshed-logs-${randomUUID()}`,
      WEB_DIST: '/nonexistent',
      CAPTCHA_COST: '10',
      CAPTCHA_MAX_COUNTER: '20',
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000',
      ...env,
    }),
  );
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
        headers: { ...(method === 'GET' ? {} : { [CSRF_HEADER]: CSRF_HEADER_VALUE }), ...options.headers },
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

/**
 * Secret path segments and query parameters are redacted by the request logger itself, in every mode.
 * Each token is used as its client uses it: a calendar app polls the feed URL all day; the reset and reminder links'
 * tokens go in bodies; a List-Unsubscribe address carries one in its query; and a careless client may put one there.
 */
describe.each(['development', 'production'] as const)('request logs in %s', (mode) => {
  it('carry no calendar feed, reset or reminder token', async () => {
    const { app, log, call } = await buildLoggedApp({ NODE_ENV: mode, LOG_LEVEL: 'info' });
    try {
      const user = await ctx.createUser();
      const { cookie } = user;

      const { url } = (await call('POST', '/api/calendar/feed', { cookie })).json() as { url: string };
      const feedPath = new URL(url).pathname;
      const feedToken = feedPath.split('/').at(-1)!;
      for (const poll of [feedPath, `${feedPath}/`, `${feedPath}?refresh=1`]) {
        const feed = await call('GET', poll);
        expect(feed.statusCode, poll).toBe(200);
        expect(feed.body).toContain('BEGIN:VCALENDAR');
      }
      // A spelling that matches no route is redacted too.
      expect((await call('GET', `${feedPath}/woodshed.ics`)).statusCode).toBe(404);

      expect((await call('POST', '/api/auth/reset', { body: { email: user.email } })).statusCode).toBe(200);
      const { link: resetLink, token: resetToken } = await latestResetLink(user.email);
      expect((await call('POST', '/api/auth/reset-token/check', { body: { token: resetToken } })).statusCode).toBe(200);
      await call('GET', `/update-password?access_token=${resetToken}`);
      const update = await call('POST', '/api/auth/update-password', {
        body: { token: resetToken, password: NEW_PASSWORD },
      });
      expect(update.statusCode).toBe(200);

      const key = reminderTokenKey(app.config.sessionSecret);
      const day = 86_400_000;
      const offToken = signReminderToken(key, user.id, new Date(Date.now() + day));
      const oneClickToken = signReminderToken(key, user.id, new Date(Date.now() + 2 * day));
      const mailedToken = signReminderToken(key, user.id, new Date(Date.now() + 3 * day));
      expect((await call('POST', '/api/reminders/off', { body: { token: offToken } })).statusCode).toBe(200);
      const oneClick = await call('POST', `/api/reminders/unsubscribe?token=${oneClickToken}`, {
        body: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(oneClick.statusCode, oneClick.body).toBe(200);
      const [profile] = await ctx.database.db
        .select({ on: profiles.dailyPracticeReminder })
        .from(profiles)
        .where(eq(profiles.id, user.id));
      expect(profile?.on).toBe(false);
      // A reminder e-mail queued as the reminder job does: its link is logged outside production only.
      const offLink = `${app.config.publicUrl}/reminders/off#${mailedToken}`;
      await app.mailer.queue(app.db, { to: user.email, subject: 'Time to practise', text: offLink, link: offLink });

      const secrets = [feedToken, resetToken, offToken, oneClickToken, mailedToken];
      const lines = records(log);
      // Outside production, without SMTP_URL, the outbox's record shows the mail's link on purpose (Mail).
      const outbox = lines.filter((line) => line.msg === 'mail stored in outbox (no SMTP_URL set)');
      expect(outbox.map((line) => line.link)).toEqual(
        mode === 'production' ? [undefined, undefined] : [resetLink, offLink],
      );
      const everythingElse = JSON.stringify(lines.filter((line) => !outbox.includes(line)));
      const everything = log.join('');
      for (const secret of secrets) {
        expect(everythingElse).not.toContain(secret);
        if (mode === 'production') expect(everything).not.toContain(secret);
      }

      // The requests are in the log, with the secrets replaced.
      const urls = lines
        .filter((line) => line.msg === 'incoming request')
        .map((line) => (line.req as { url: string }).url);
      expect(urls).toEqual(
        expect.arrayContaining([
          `/api/calendar/feeds/${REDACTED}`,
          `/api/calendar/feeds/${REDACTED}/`,
          `/api/calendar/feeds/${REDACTED}?refresh=1`,
          `/api/calendar/feeds/${REDACTED}/woodshed.ics`,
          `/update-password?access_token=${REDACTED}`,
          `/api/reminders/unsubscribe?token=${REDACTED}`,
        ]),
      );
    } finally {
      await app.close();
    }
  });
});
