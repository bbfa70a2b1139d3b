import { randomUUID } from 'node:crypto';
import { SIGN_IN_CAPTCHA_AFTER_FAILURES, messages } from '@woodshed/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, sessionCookieFrom, type TestContext, type TestUser } from '../../test/harness.ts';

/** The same rules in memory and, when REDIS_URL is set, in Redis (shared by every instance). */
const stores = [
  ['memory', {}],
  ...(process.env.REDIS_URL ? [['redis', { REDIS_URL: process.env.REDIS_URL }] as const] : []),
] as const;

const failed = { code: 'unauthorized', message: messages.auth.signInFailed };
/** A wrong password once the account is in CAPTCHA mode: the same words, and the form is told to show the widget. */
const failedNowCaptcha = { code: 'captcha_required', message: messages.auth.signInFailed, field: 'captcha' };
const captchaFirst = { code: 'captcha_required', message: messages.auth.signInCaptchaRequired, field: 'captcha' };
const captchaFirstFromAddress = {
  code: 'captcha_required',
  message: messages.auth.signInCaptchaRequiredForAddress,
  field: 'captcha',
};
const captchaWrong = { code: 'validation', message: messages.auth.captchaFailed, field: 'captcha' };
const rateLimited = { code: 'rate_limited', message: messages.auth.rateLimited };

describe.each(stores)('sign-in throttling (%s)', (_store, env) => {
  let ctx: TestContext;
  // Addresses and unknown e-mails are unique per run: a Redis store outlives the test process.
  const run = randomUUID().slice(0, 8);
  const address = (name: string) => `${run}-${name}`;
  const ghost = (name: string) => `${name}-${run}@example.test`;

  beforeAll(async () => {
    ctx = await createTestContext({ ...env, AUTH_RATE_LIMIT_PER_IP: '30', AUTH_RATE_LIMIT_PER_EMAIL: '10' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const login = (from: string, email: string, password: string, captcha?: string) =>
    ctx.request('POST', '/api/auth/login', {
      body: { email, password, ...(captcha ? { captcha } : {}) },
      remoteAddress: from,
    });
  const answer = async (from: string, email: string, password: string, captcha?: string) => {
    const response = await login(from, email, password, captcha);
    return { status: response.statusCode, body: response.json() as unknown };
  };
  const failUntilCaptcha = async (from: string, email: string) => {
    for (let i = 0; i < SIGN_IN_CAPTCHA_AFTER_FAILURES; i++) await login(from, email, `wrong-guess-${i}`);
  };
  const signsIn = async (from: string, user: TestUser, captcha?: string) => {
    const response = await login(from, user.email, user.password, captcha);
    expect(response.statusCode, response.body).toBe(200);
    expect(sessionCookieFrom(response)).toBeDefined();
  };

  it('lets the owner in from a clean address however many others fail on the account', async () => {
    const victim = await ctx.createUser();
    const attacker = address('attacker');
    const answers = [];
    for (let i = 0; i < SIGN_IN_CAPTCHA_AFTER_FAILURES; i++)
      answers.push(await answer(attacker, victim.email, `guess-${i}`));
    expect(answers).toEqual([
      ...Array.from({ length: SIGN_IN_CAPTCHA_AFTER_FAILURES - 1 }, () => ({ status: 401, body: { error: failed } })),
      { status: 401, body: { error: failedNowCaptcha } },
    ]);
    // The attacker keeps guessing, paying a proof of work each time, up to the cap for this account and address.
    for (let i = SIGN_IN_CAPTCHA_AFTER_FAILURES; i < 10; i++) {
      expect(await answer(attacker, victim.email, `guess-${i}`, await ctx.solveCaptcha())).toEqual({
        status: 401,
        body: { error: failedNowCaptcha },
      });
    }
    const capped = await login(attacker, victim.email, victim.password, await ctx.solveCaptcha());
    expect(capped.statusCode).toBe(429);
    // Other addresses join in: each has one guess before it too must solve the CAPTCHA.
    for (let i = 0; i < 12; i++) {
      expect(await answer(address(`bot${i}`), victim.email, 'another-guess')).toEqual({
        status: 401,
        body: { error: failedNowCaptcha },
      });
    }
    // 22 failures on the account within minutes, and the owner signs in at once, without a CAPTCHA.
    await signsIn(address('home'), victim);
    await signsIn(address('phone'), { ...victim, email: victim.email.toUpperCase() });
  });

  it('asks a failing address for the CAPTCHA before checking its password, and lets it in once solved', async () => {
    const user = await ctx.createUser();
    const typo = address('typo');
    await failUntilCaptcha(typo, user.email);
    // Even the right password is not looked at without the CAPTCHA, and these refusals do not count:
    // twenty of them stay under the cap of 10 failures for this address.
    for (let i = 0; i < 20; i++) {
      expect(await answer(typo, user.email, user.password)).toEqual({ status: 401, body: { error: captchaFirst } });
    }
    await signsIn(typo, user, await ctx.solveCaptcha());
    // A success forgets this address's failures on the account.
    await signsIn(typo, user);
  });

  it('refuses a wrong or replayed CAPTCHA without signing in', async () => {
    const user = await ctx.createUser();
    const from = address('replay');
    await failUntilCaptcha(from, user.email);
    for (const captcha of ['garbage', Buffer.from('{"challenge":{},"solution":{}}').toString('base64')]) {
      const refused = await login(from, user.email, user.password, captcha);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: captchaWrong });
      expect(sessionCookieFrom(refused)).toBeUndefined();
    }
    const solved = await ctx.solveCaptcha();
    expect(await answer(from, user.email, 'still-wrong', solved)).toEqual({
      status: 401,
      body: { error: failedNowCaptcha },
    });
    // The solution was spent on the wrong password.
    expect(await answer(from, user.email, user.password, solved)).toEqual({
      status: 400,
      body: { error: captchaWrong },
    });
    await signsIn(from, user, await ctx.solveCaptcha());
  });

  it('asks an address with 30 failures over many accounts for the CAPTCHA instead of locking everyone out', async () => {
    // A school's NAT: one address for every student, some of whom mistype.
    const school = address('school');
    const student = await ctx.createUser();
    const own = await ctx.createUser();
    const answers = [];
    // 30 failures over many accounts; signing in to its own account in between does not wipe them.
    for (let i = 0; i < 30; i++) {
      answers.push(await answer(school, ghost(`typo${i}`), 'summer2024!'));
      if (i === 14) await signsIn(school, own);
    }
    expect(answers).toEqual([
      ...Array.from({ length: 29 }, () => ({ status: 401, body: { error: failed } })),
      { status: 401, body: { error: failedNowCaptcha } },
    ]);
    // The 31st failure pays a proof of work and is counted like any other.
    expect(await answer(school, ghost('typo-31'), 'summer2024!', await ctx.solveCaptcha())).toEqual({
      status: 401,
      body: { error: failedNowCaptcha },
    });
    // Before: 429 for 15 minutes even with the right password. Now the CAPTCHA first, and then the student is in.
    for (let i = 0; i < 3; i++) {
      expect(await answer(school, student.email, student.password)).toEqual({
        status: 401,
        body: { error: captchaFirstFromAddress },
      });
    }
    expect(await answer(school, student.email, student.password, 'garbage')).toEqual({
      status: 400,
      body: { error: captchaWrong },
    });
    await signsIn(school, student, await ctx.solveCaptcha());
    // Other addresses are not asked.
    await signsIn(address('elsewhere'), student);
  });

  it('caps failures per account and address with a 429 and Retry-After, stopping only that pair', async () => {
    const victim = await ctx.createUser();
    const own = await ctx.createUser();
    // 10 failures, then that pair is stopped, while the same address may sign in to another account and the owner
    // still gets in from anywhere else.
    const pairs = address('pairs');
    await failUntilCaptcha(pairs, victim.email);
    for (let i = SIGN_IN_CAPTCHA_AFTER_FAILURES; i < 10; i++) {
      expect((await login(pairs, victim.email, `guess-${i}`, await ctx.solveCaptcha())).statusCode).toBe(401);
    }
    const pairLimited = await login(pairs, victim.email, victim.password, await ctx.solveCaptcha());
    expect(pairLimited.statusCode).toBe(429);
    expect(pairLimited.json()).toEqual({ error: rateLimited });
    expect(Number(pairLimited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(pairLimited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    await signsIn(pairs, own);
    await signsIn(address('owner'), victim);
  });

  it('never counts successful sign-ins', async () => {
    const user = await ctx.createUser();
    const from = address('busy');
    for (let i = 0; i < 40; i++) await signsIn(from, user);
    // Failures start from zero afterwards.
    expect(await answer(from, user.email, 'wrong-once')).toEqual({ status: 401, body: { error: failed } });
  });

  it('treats an unknown e-mail exactly like a known one', async () => {
    const user = await ctx.createUser();
    const sequence = async (email: string, tag: string) => {
      const from = address(`probe-${tag}`);
      const answers = [];
      for (let i = 0; i < SIGN_IN_CAPTCHA_AFTER_FAILURES + 1; i++)
        answers.push(await answer(from, email, `guess-${i}`));
      answers.push(await answer(from, email, 'guess-again', await ctx.solveCaptcha()));
      answers.push(await answer(from, email, 'guess-garbage', 'garbage'));
      answers.push(await answer(address(`probe-${tag}-2`), email, 'other-address'));
      return answers;
    };
    const known = await sequence(user.email, 'known');
    const unknown = await sequence(ghost('nobody'), 'unknown');
    expect(unknown).toEqual(known);
    expect(known.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 401, 401, 400, 401]);
    expect(known[SIGN_IN_CAPTCHA_AFTER_FAILURES]).toEqual({ status: 401, body: { error: captchaFirst } });
  });
});
