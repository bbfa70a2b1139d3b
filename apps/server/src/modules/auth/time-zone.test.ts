import type { CreatePracticeSessionResponse, DashboardResponse } from '@woodshed/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/index.ts';
import { createTestContext, sessionCookieFrom, type TestContext } from '../../test/harness.ts';

/** Issue 12: a new account takes the browser's zone, and every IANA zone works. */

let fixedNow: Date | null = null;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { clock: { now: () => fixedNow ?? new Date() } });
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(() => {
  fixedNow = null;
});

const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string; message: string; field?: string } }).error;

async function register(timezone?: unknown) {
  const email = `tz-${Math.random().toString(36).slice(2, 10)}@example.test`;
  const body = {
    email,
    password: 'chord-melody-2024',
    agreeToTerms: true,
    confirmAge: true,
    captcha: await ctx.solveCaptcha(),
    ...(timezone === undefined ? {} : { timezone }),
  };
  const response = await ctx.request('POST', '/api/auth/register', { body });
  expect(response.statusCode, response.body).toBe(201);
  const user = (response.json() as { user: { id: string; timezone: string } }).user;
  const cookie = sessionCookieFrom(response);
  if (!cookie) throw new Error('no session cookie');
  const [profile] = await ctx.database.db.select().from(profiles).where(eq(profiles.id, user.id));
  return { user, cookie, storedZone: profile?.timezone };
}

async function sessionZone(cookie: string) {
  const response = await ctx.request('GET', '/api/auth/session', { as: cookie });
  expect(response.statusCode).toBe(200);
  return (response.json() as { user: { timezone: string } }).user.timezone;
}

describe('sign-up takes the browser time zone', () => {
  it('stores a valid IANA zone on the new profile, and the session answers it', async () => {
    const { user, cookie, storedZone } = await register('Pacific/Auckland');
    expect(user.timezone).toBe('Pacific/Auckland');
    expect(storedZone).toBe('Pacific/Auckland');
    expect(await sessionZone(cookie)).toBe('Pacific/Auckland');
  });

  it.each(['Asia/Kolkata', 'America/Sao_Paulo', 'Africa/Johannesburg', 'Asia/Kathmandu', 'Asia/Calcutta'])(
    'accepts %s, beyond the twelve listed first',
    async (zone) => {
      const { cookie, storedZone } = await register(zone);
      expect(storedZone).toBe(zone);
      expect(await sessionZone(cookie)).toBe(zone);
    },
  );

  // A zone the server does not know must not cost the sign-up: the user cannot see or fix it.
  it.each([undefined, '', 'Mars/Olympus_Mons', 'not a zone', 'x'.repeat(100)])(
    'starts in UTC when the zone is %j',
    async (zone) => {
      const { user, cookie, storedZone } = await register(zone);
      expect(user.timezone).toBe('UTC');
      expect(storedZone).toBe('UTC');
      expect(await sessionZone(cookie)).toBe('UTC');
    },
  );

  it('refuses a zone that is not a string or is absurdly long, naming the field', async () => {
    for (const timezone of [42, 'x'.repeat(101)]) {
      const body = {
        email: `tz-bad-${Math.random().toString(36).slice(2, 10)}@example.test`,
        password: 'chord-melody-2024',
        agreeToTerms: true,
        confirmAge: true,
        captcha: 'unused',
        timezone,
      };
      const response = await ctx.request('POST', '/api/auth/register', { body });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).field).toBe('timezone');
    }
  });

  it('keeps the zone of an existing profile outside the first twelve when reading the session', async () => {
    const user = await ctx.createUser();
    await ctx.database.db.update(profiles).set({ timezone: 'America/Santiago' }).where(eq(profiles.id, user.id));
    expect(await sessionZone(user.cookie)).toBe('America/Santiago');
  });
});

describe('a student in Auckland at 00:53 on Tuesday (2026-11-23T11:53Z, NZDT = UTC+13)', () => {
  it('logs practice dated the local date, counted as today, resetting at Auckland midnight', async () => {
    const { cookie } = await register('Pacific/Auckland');
    fixedNow = new Date('2026-11-23T11:53:00Z');

    const logged = await ctx.request('POST', '/api/practice/sessions', {
      as: cookie,
      body: { date: '2026-11-24', duration: 40 },
    });
    expect(logged.statusCode, logged.body).toBe(201);
    const { session, xpAwarded } = logged.json() as CreatePracticeSessionResponse;
    expect(session.date).toBe('2026-11-24');
    expect(xpAwarded).toBeGreaterThan(0); // the daily XP of a session dated today

    const response = await ctx.request('GET', '/api/dashboard', { as: cookie });
    expect(response.statusCode, response.body).toBe(200);
    const dashboard = response.json() as DashboardResponse;
    expect(dashboard.timezone).toBe('Pacific/Auckland');
    // Local midnight is 2026-11-24T11:00Z: 23 h 7 min away, not the 12 h 7 min of UTC.
    expect(dashboard.today).toEqual({ date: '2026-11-24', minutes: 40, resetsInMinutes: 23 * 60 + 7 });
    expect(dashboard.streakDays).toBe(1);
  });

  it('refuses Wednesday, still the future in Auckland', async () => {
    const { cookie } = await register('Pacific/Auckland');
    fixedNow = new Date('2026-11-23T11:53:00Z');
    const response = await ctx.request('POST', '/api/practice/sessions', {
      as: cookie,
      body: { date: '2026-11-25', duration: 40 },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).field).toBe('date');
  });
});
