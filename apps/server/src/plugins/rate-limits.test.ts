import { randomUUID } from 'node:crypto';
import { messages } from '@woodshed/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.ts';

/** The same limits in memory and, when REDIS_URL is set, in Redis (shared by every instance). */
const stores = [
  ['memory', {}],
  ...(process.env.REDIS_URL ? [['redis', { REDIS_URL: process.env.REDIS_URL }] as const] : []),
] as const;

describe.each(stores)('auth rate limits (%s)', (_store, env) => {
  let ctx: TestContext;
  // Keys are unique per run: a Redis store outlives the test process.
  const run = randomUUID().slice(0, 8);
  const ip = (n: string) => `${run}:${n}`;
  const email = (name: string) => `${name}-${run}@example.test`;

  beforeAll(async () => {
    ctx = await createTestContext({ ...env, AUTH_RATE_LIMIT_PER_IP: '4', AUTH_RATE_LIMIT_PER_EMAIL: '3' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const attempt = (url: string, body: Record<string, unknown>, remoteAddress: string) =>
    ctx.app.inject({ method: 'POST', url, payload: body, headers: { 'x-requested-with': 'woodshed' }, remoteAddress });

  it('limits failed sign-ins per account and address, never per account alone, with a clear 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await attempt('/api/auth/login', { email: email('victim'), password: `guess-number-${i}` }, ip('a1')))
          .statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await attempt('/api/auth/login', { email: email('victim'), password: 'another-guess' }, ip('a1'));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: { code: 'rate_limited', message: messages.auth.rateLimited } });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not locked out of the account (the old per-e-mail limit let anyone lock its owner out).
    const elsewhere = await attempt('/api/auth/login', { email: email('victim'), password: 'another-guess' }, ip('a2'));
    expect(elsewhere.statusCode).toBe(401);
  });

  it('asks for the CAPTCHA, never refusing, after too many failed sign-ins from one IP across e-mails', async () => {
    const answers: string[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await attempt(
        '/api/auth/login',
        { email: email(`someone${i}`), password: 'some-password' },
        ip('b1'),
      );
      answers.push(`${response.statusCode} ${(response.json() as { error: { code: string } }).error.code}`);
    }
    expect(answers).toEqual([
      '401 unauthorized',
      '401 unauthorized',
      '401 unauthorized',
      '401 captcha_required',
      '401 captcha_required',
      '401 captcha_required',
    ]);
    expect(
      (await attempt('/api/auth/login', { email: email('fresh'), password: 'some-password' }, ip('b2'))).statusCode,
    ).toBe(401);
  });

  it('limits reset requests per IP but not per e-mail, and sign-ups too', async () => {
    const resets: number[] = [];
    for (let i = 0; i < 5; i++)
      resets.push((await attempt('/api/auth/reset', { email: email(`r${i}`) }, ip('c'))).statusCode);
    expect(resets).toEqual([200, 200, 200, 200, 429]);
    // Requests for one e-mail from many addresses are never refused: nobody can use up the owner's requests
    // (what is limited per e-mail is the reset mail sent, see reset-requests.test.ts).
    const forOne: number[] = [];
    for (let i = 0; i < 6; i++)
      forOne.push((await attempt('/api/auth/reset', { email: email('flood') }, ip(`c${i}`))).statusCode);
    expect(forOne).toEqual([200, 200, 200, 200, 200, 200]);
    const signups: number[] = [];
    for (let i = 0; i < 5; i++) {
      const body = { email: email(`bot${i}`), password: 'x', agreeToTerms: true, confirmAge: true, captcha: 'x' };
      signups.push((await attempt('/api/auth/register', body, ip('d1'))).statusCode);
    }
    expect(signups).toEqual([400, 400, 400, 400, 429]);
  });
});

describe('auth rate limits with Redis unreachable', () => {
  it('starts anyway and keeps limiting in memory', async () => {
    const ctx = await createTestContext({
      REDIS_URL: 'redis://127.0.0.1:9',
      AUTH_RATE_LIMIT_PER_IP: '4',
      AUTH_RATE_LIMIT_PER_EMAIL: '3',
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const body = { email: 'someone@example.test', password: `guess-number-${i}` };
        statuses.push((await ctx.request('POST', '/api/auth/login', { body, remoteAddress: '192.0.2.1' })).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await ctx.close();
    }
  });
});

describe.skipIf(!process.env.REDIS_URL)('rate-limit keys in Redis', () => {
  it('name an e-mail only by a keyed hash, and go when its account is deleted', async () => {
    const ctx = await createTestContext({ REDIS_URL: process.env.REDIS_URL! });
    const { Redis } = await import('ioredis');
    const redis = new Redis(process.env.REDIS_URL!);
    try {
      const user = await ctx.createUser();
      const from = `${randomUUID().slice(0, 8)}:deleted`;
      const keysBefore = new Set(await redis.keys('woodshed:*'));
      for (let i = 0; i < 2; i++) {
        const body = { email: user.email, password: `wrong-guess-${i}` };
        expect((await ctx.request('POST', '/api/auth/login', { body, remoteAddress: from })).statusCode).toBe(401);
      }
      const signUp = { email: user.email, password: 'x', agreeToTerms: true, confirmAge: true, captcha: 'x' };
      expect((await ctx.request('POST', '/api/auth/register', { body: signUp, remoteAddress: from })).statusCode).toBe(
        400,
      );
      expect(
        (await ctx.request('POST', '/api/auth/reset', { body: { email: user.email }, remoteAddress: from })).statusCode,
      ).toBe(200);
      // Other test files may use the same Redis meanwhile: only keys naming this address or this e-mail count.
      const created = (await redis.keys('woodshed:*')).filter((key) => !keysBefore.has(key)).sort();
      const ofAddress = created.filter((key) => key.endsWith(`:${from}`));
      // The pair's key names the e-mail and the address: `${hash} ${address}`.
      const hash = created.find((key) => key.endsWith(` ${from}`))?.match(/^woodshed:login-fail-pair:(\w+) /)?.[1];
      expect(hash).toMatch(/^[0-9a-f]{32}$/);
      const ofEmail = created.filter((key) => key.includes(hash!));
      expect(ofAddress.map((key) => key.split(':')[1])).toEqual(['login-fail-ip', 'register-ip', 'reset-ip']);
      expect(ofEmail.map((key) => key.split(':')[1])).toEqual([
        'login-fail-account',
        'login-fail-pair',
        'register-email',
      ]);
      expect(created.join(' ')).not.toContain(user.email.split('@')[0]!);

      const deleted = await ctx.request('DELETE', '/api/account', { as: user, body: { password: user.password } });
      expect(deleted.statusCode).toBe(204);
      expect(await redis.keys(`woodshed:*${hash}*`)).toEqual([]);
      expect(await redis.exists(...ofEmail)).toBe(0);
      // The address's own counters stay: they name no one.
      expect(await redis.exists(...ofAddress)).toBe(3);
    } finally {
      redis.disconnect();
      await ctx.close();
    }
  });
});
