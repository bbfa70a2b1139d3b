import { SESSION_COOKIE, messages } from '@woodshed/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, passwordResetTokens, sessions, users } from '../../db/schema/index.ts';
import { sha256Hex } from '../../lib/tokens.ts';
import { createTestContext, sessionCookieFrom, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string; message: string; field?: string } }).error;

async function sessionUser(cookie: string | undefined) {
  const response = await ctx.request('GET', '/api/auth/session', cookie ? { as: cookie } : {});
  expect(response.statusCode).toBe(200);
  return (response.json() as { user: { email: string } | null }).user;
}

async function registerBody(overrides: Record<string, unknown> = {}) {
  return {
    email: `new-${Math.random().toString(36).slice(2, 10)}@example.test`,
    password: 'chord-melody-2024',
    agreeToTerms: true,
    confirmAge: true,
    captcha: await ctx.solveCaptcha(),
    ...overrides,
  };
}

async function latestResetLinkToken(email: string): Promise<string> {
  const [mail] = await ctx.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(mailOutbox.createdAt)
    .then((rows) => rows.slice(-1));
  const token = mail?.text.match(/#access_token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error('no reset link in the outbox');
  return token;
}

describe('GET /api/auth/session', () => {
  it('answers 200 with user null when signed out', async () => {
    expect(await sessionUser(undefined)).toBeNull();
  });

  it('answers the signed-in user, without secrets', async () => {
    const user = await ctx.createUser({ username: 'ada' });
    const response = await ctx.request('GET', '/api/auth/session', { as: user });
    expect(response.json()).toEqual({
      user: {
        id: user.id,
        email: user.email,
        username: 'ada',
        isSuperadmin: false,
        eventCreator: false,
        timezone: 'UTC',
      },
    });
  });

  it('treats an unknown token as signed out', async () => {
    expect(await sessionUser('not-a-real-token')).toBeNull();
  });
});

describe('POST /api/auth/register', () => {
  it('creates the account with profile defaults, signs in, and sets a safe cookie', async () => {
    const body = await registerBody({ email: 'New.Player@Example.TEST' });
    const response = await ctx.request('POST', '/api/auth/register', { body });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      user: { email: 'new.player@example.test', isSuperadmin: false, timezone: 'UTC' },
    });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    const days = ((cookie?.expires as Date).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect((await sessionUser(cookie?.value))?.email).toBe('new.player@example.test');
    const [stored] = await ctx.database.db.select().from(users).where(eq(users.email, 'new.player@example.test'));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // The database keeps only the SHA-256 of the token.
    const [row] = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(cookie!.value)));
    expect(row?.userId).toBe(stored?.id);
  });

  it.each([
    [{ agreeToTerms: false }, messages.auth.mustAgreeToTerms, 'agreeToTerms'],
    [{ agreeToTerms: undefined }, messages.auth.mustAgreeToTerms, 'agreeToTerms'],
    [{ confirmAge: false }, messages.auth.mustBe13, 'confirmAge'],
    [{ captcha: '' }, messages.auth.captchaRequired, 'captcha'],
    [{ captcha: undefined }, messages.auth.captchaRequired, 'captcha'],
    [{ email: '' }, messages.auth.emailRequired, 'email'],
    [{ email: 'not-an-email' }, messages.auth.emailInvalid, 'email'],
    [{ password: '' }, messages.auth.passwordRequired, 'password'],
    [{ password: 'short7!' }, messages.auth.passwordTooShort, 'password'],
    [{ password: 'x'.repeat(129) }, messages.auth.passwordTooLong, 'password'],
    [{ password: '12345678' }, messages.auth.passwordTooCommon, 'password'],
    [{ password: 'baseball' }, messages.auth.passwordTooCommon, 'password'],
    [
      { email: 'same-as-pw@example.test', password: 'same-as-pw@example.test' },
      messages.auth.passwordEqualsEmail,
      'password',
    ],
    [
      { captcha: Buffer.from('{"challenge":{},"solution":{}}').toString('base64') },
      messages.auth.captchaFailed,
      'captcha',
    ],
    [{ captcha: 'garbage' }, messages.auth.captchaFailed, 'captcha'],
  ])('refuses %o with the right message', async (overrides, message, field) => {
    const response = await ctx.request('POST', '/api/auth/register', { body: await registerBody(overrides) });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({ code: 'validation', message, field });
  });

  it('refuses a replayed CAPTCHA solution', async () => {
    const captcha = await ctx.solveCaptcha();
    const first = await ctx.request('POST', '/api/auth/register', { body: await registerBody({ captcha }) });
    expect(first.statusCode).toBe(201);
    const replay = await ctx.request('POST', '/api/auth/register', { body: await registerBody({ captcha }) });
    expect(replay.statusCode).toBe(400);
    expect(errorOf(replay).message).toBe(messages.auth.captchaFailed);
  });

  it('does not burn the CAPTCHA when the password is refused', async () => {
    const captcha = await ctx.solveCaptcha();
    const weak = await ctx.request('POST', '/api/auth/register', {
      body: await registerBody({ captcha, password: 'password' }),
    });
    expect(weak.statusCode).toBe(400);
    const retry = await ctx.request('POST', '/api/auth/register', { body: await registerBody({ captcha }) });
    expect(retry.statusCode).toBe(201);
  });

  it('answers 409 for an e-mail already registered, whatever its case', async () => {
    const existing = await ctx.createUser({ email: 'taken@example.test' });
    const response = await ctx.request('POST', '/api/auth/register', {
      body: await registerBody({ email: existing.email.toUpperCase() }),
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toEqual({ code: 'conflict', message: messages.auth.emailTaken, field: 'email' });
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password, case-insensitively on the e-mail', async () => {
    const user = await ctx.createUser();
    const response = await ctx.request('POST', '/api/auth/login', {
      body: { email: user.email.toUpperCase(), password: user.password },
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { user: { id: string } }).user.id).toBe(user.id);
    expect((await sessionUser(sessionCookieFrom(response)))?.email).toBe(user.email);
  });

  it.each([
    ['a wrong password', (email: string) => ({ email, password: 'not-the-password' })],
    ['an unknown e-mail', () => ({ email: 'nobody@example.test', password: 'whatever-it-is' })],
  ])('refuses %s with the spec message', async (_label, body) => {
    const user = await ctx.createUser();
    const response = await ctx.request('POST', '/api/auth/login', { body: body(user.email) });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toEqual({ code: 'unauthorized', message: messages.auth.signInFailed });
    expect(sessionCookieFrom(response)).toBeUndefined();
  });

  it.each([
    [{ password: 'x' }, messages.auth.emailRequired, 'email'],
    [{ email: 'a@example.test' }, messages.auth.passwordRequired, 'password'],
    [{ email: 'a@example.test', password: '' }, messages.auth.passwordRequired, 'password'],
  ])('requires e-mail and password: %o', async (body, message, field) => {
    const response = await ctx.request('POST', '/api/auth/login', { body });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({ code: 'validation', message, field });
  });

  it('issues a new token on each sign-in and ends the one the browser had', async () => {
    const user = await ctx.createUser();
    const second = await ctx.request('POST', '/api/auth/login', {
      body: { email: user.email, password: user.password },
      as: user,
    });
    const newCookie = sessionCookieFrom(second);
    expect(newCookie).toBeDefined();
    expect(newCookie).not.toBe(user.cookie);
    expect(await sessionUser(user.cookie)).toBeNull();
    expect(await sessionUser(newCookie)).not.toBeNull();
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session and clears the cookie', async () => {
    const user = await ctx.createUser();
    const response = await ctx.request('POST', '/api/auth/logout', { as: user });
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect(await sessionUser(user.cookie)).toBeNull();
  });

  it('is harmless when signed out', async () => {
    expect((await ctx.request('POST', '/api/auth/logout')).statusCode).toBe(204);
  });
});

describe('sessions', () => {
  it('ends a session whose sliding expiry has passed', async () => {
    const user = await ctx.createUser();
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, sha256Hex(user.cookie)));
    expect(await sessionUser(user.cookie)).toBeNull();
    const rows = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(user.cookie)));
    expect(rows).toHaveLength(0);
  });

  it('ends a session past its 90-day absolute limit even if recently used', async () => {
    const user = await ctx.createUser();
    await ctx.database.db
      .update(sessions)
      .set({ absoluteExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, sha256Hex(user.cookie)));
    expect(await sessionUser(user.cookie)).toBeNull();
  });

  it('slides the expiry forward when used, and sends the cookie again', async () => {
    const user = await ctx.createUser();
    const tenDays = new Date(Date.now() + 10 * 86_400_000);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: tenDays })
      .where(eq(sessions.tokenHash, sha256Hex(user.cookie)));
    const response = await ctx.request('GET', '/api/auth/session', { as: user });
    const renewed = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(renewed?.value).toBe(user.cookie);
    const days = ((renewed?.expires as Date).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    const [row] = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(user.cookie)));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(tenDays.getTime());
  });

  it('never slides past the absolute limit', async () => {
    const user = await ctx.createUser();
    const absolute = new Date(Date.now() + 5 * 86_400_000);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 2 * 86_400_000), absoluteExpiresAt: absolute })
      .where(eq(sessions.tokenHash, sha256Hex(user.cookie)));
    await ctx.request('GET', '/api/auth/session', { as: user });
    const [row] = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(user.cookie)));
    expect(row!.expiresAt.getTime()).toBe(absolute.getTime());
  });
});

describe('password reset', () => {
  it('answers the same whether or not the account exists, and mails only real accounts', async () => {
    const user = await ctx.createUser();
    const known = await ctx.request('POST', '/api/auth/reset', { body: { email: user.email } });
    const unknown = await ctx.request('POST', '/api/auth/reset', { body: { email: 'ghost@example.test' } });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: messages.auth.resetEmailSent });
    expect(unknown.json()).toEqual(known.json());
    expect(await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ghost@example.test'))).toHaveLength(
      0,
    );
    const token = await latestResetLinkToken(user.email);
    expect(token.length).toBeGreaterThanOrEqual(43);
    const [mail] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mail?.text).toContain(`http://localhost:3000/update-password#access_token=${token}`);
    // Only the hash of the token is stored.
    const [stored] = await ctx.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(stored?.tokenHash).toBe(sha256Hex(token));
  });

  it('updates the password once, ends every session, and the old password stops working', async () => {
    const user = await ctx.createUser();
    const otherDevice = await ctx.signIn(user.email, user.password);
    await ctx.request('POST', '/api/auth/reset', { body: { email: user.email } });
    const token = await latestResetLinkToken(user.email);
    const response = await ctx.request('POST', '/api/auth/update-password', {
      body: { token, password: 'new-strumming-pattern' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.auth.passwordUpdated });
    expect(await sessionUser(user.cookie)).toBeNull();
    expect(await sessionUser(otherDevice)).toBeNull();
    const oldLogin = await ctx.request('POST', '/api/auth/login', {
      body: { email: user.email, password: user.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    expect(await ctx.signIn(user.email, 'new-strumming-pattern')).toBeTruthy();

    const reuse = await ctx.request('POST', '/api/auth/update-password', {
      body: { token, password: 'another-fine-password' },
    });
    expect(reuse.statusCode).toBe(400);
    expect(errorOf(reuse)).toEqual({ code: 'validation', message: messages.auth.invalidResetLink, field: 'token' });
  });

  it('refuses an expired link', async () => {
    const user = await ctx.createUser();
    await ctx.request('POST', '/api/auth/reset', { body: { email: user.email } });
    const token = await latestResetLinkToken(user.email);
    await ctx.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, sha256Hex(token)));
    const response = await ctx.request('POST', '/api/auth/update-password', {
      body: { token, password: 'new-strumming-pattern' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(messages.auth.invalidResetLink);
  });

  it('keeps links valid for one hour', async () => {
    const user = await ctx.createUser();
    await ctx.request('POST', '/api/auth/reset', { body: { email: user.email } });
    const [stored] = await ctx.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    const minutes = (stored!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('refuses an unknown token and a weak password, keeping the link usable after a weak one', async () => {
    const bogus = await ctx.request('POST', '/api/auth/update-password', {
      body: { token: 'made-up', password: 'new-strumming-pattern' },
    });
    expect(errorOf(bogus).message).toBe(messages.auth.invalidResetLink);

    const user = await ctx.createUser();
    await ctx.request('POST', '/api/auth/reset', { body: { email: user.email } });
    const token = await latestResetLinkToken(user.email);
    for (const [password, message] of [
      ['short', messages.auth.passwordTooShort],
      ['qwerty123', messages.auth.passwordTooCommon],
      [user.email, messages.auth.passwordEqualsEmail],
    ] as const) {
      const weak = await ctx.request('POST', '/api/auth/update-password', { body: { token, password } });
      expect(weak.statusCode).toBe(400);
      expect(errorOf(weak)).toEqual({ code: 'validation', message, field: 'password' });
    }
    const ok = await ctx.request('POST', '/api/auth/update-password', {
      body: { token, password: 'new-strumming-pattern' },
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('POST /api/auth/reset-token/check', () => {
  const check = (body: unknown) => ctx.request('POST', '/api/auth/reset-token/check', { body });

  async function freshToken() {
    const user = await ctx.createUser();
    await ctx.request('POST', '/api/auth/reset', { body: { email: user.email } });
    return { user, token: await latestResetLinkToken(user.email) };
  }

  it('accepts a usable link without spending it or naming the account', async () => {
    const { user, token } = await freshToken();
    const response = await check({ token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: true });
    expect(response.body).not.toContain(user.email);
    // Checking does not use the link up: the password can still be chosen with it.
    const update = await ctx.request('POST', '/api/auth/update-password', {
      body: { token, password: 'new-strumming-pattern' },
    });
    expect(update.statusCode).toBe(200);
  });

  it('refuses an unknown, an expired and a used link with the spec message, naming no account', async () => {
    const expired = await freshToken();
    await ctx.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, sha256Hex(expired.token)));
    const used = await freshToken();
    await ctx.request('POST', '/api/auth/update-password', {
      body: { token: used.token, password: 'new-strumming-pattern' },
    });

    for (const [token, email] of [
      ['made-up-token', null],
      [expired.token, expired.user.email],
      [used.token, used.user.email],
    ] as const) {
      const response = await check({ token });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({
        code: 'validation',
        message: messages.auth.invalidResetLink,
        field: 'token',
      });
      if (email) expect(response.body).not.toContain(email);
    }
  });

  it('refuses a malformed body', async () => {
    for (const body of [{}, { token: '' }, { token: 42 }, { token: 'x'.repeat(201) }]) {
      const response = await check(body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('validation');
    }
  });
});

describe('behind HTTPS', () => {
  it('marks the session cookie Secure and sends HSTS', async () => {
    const https = await createTestContext({ PUBLIC_URL: 'https://woodshed.example.org' });
    try {
      const user = await https.createUser();
      const response = await https.request('POST', '/api/auth/login', {
        body: { email: user.email, password: user.password },
      });
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
      });
      expect(response.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await https.close();
    }
  });
});
