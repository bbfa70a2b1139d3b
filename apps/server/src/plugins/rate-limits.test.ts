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

  it('limits failed sign-ins per IP across e-mails', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await attempt('/api/auth/login', { email: email(`someone${i}`), password: 'some-password' }, ip('b1')))
          .statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect(
      (await attempt('/api/auth/login', { email: email('fresh'), password: 'some-password' }, ip('b2'))).statusCode,
    ).toBe(401);
  });

  it('limits reset requests and sign-ups too', async () => {
    const resets: number[] = [];
    for (let i = 0; i < 4; i++)
      resets.push((await attempt('/api/auth/reset', { email: email('flood') }, ip(`c${i}`))).statusCode);
    expect(resets).toEqual([200, 200, 200, 429]);
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
