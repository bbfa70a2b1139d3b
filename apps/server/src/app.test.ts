import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  captchaUses,
  focusAreas,
  levels,
  mailOutbox,
  membershipLevels,
  profiles,
  sessions,
} from './db/schema/index.ts';
import { sessionHousekeeping } from './modules/auth/index.ts';
import { captchaHousekeeping } from './plugins/captcha.ts';
import { runJob } from './plugins/jobs.ts';
import { mailHousekeeping } from './plugins/mail-sender.ts';
import { sha256Hex } from './lib/tokens.ts';
import { createTestContext, type TestContext } from './test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('health and docs', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await ctx.request('GET', '/healthz')).json()).toEqual({ status: 'ok' });
    expect((await ctx.request('GET', '/readyz')).json()).toEqual({ status: 'ok' });
  });

  it('publishes the OpenAPI document with the auth routes', async () => {
    const response = await ctx.request('GET', '/api/docs/json');
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/register', '/api/auth/session']),
    );
  });
});

describe('errors and headers', () => {
  it('answers unknown API routes with the error envelope', async () => {
    const response = await ctx.request('GET', '/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'No route for GET /api/nothing-here' } });
  });

  it('answers a known path asked with another method with 405, the envelope and Allow', async () => {
    const patch = await ctx.request('PATCH', '/api/profile');
    expect(patch.statusCode).toBe(405);
    expect(patch.headers.allow).toBe('GET, HEAD, PUT');
    expect(patch.json()).toEqual({
      error: { code: 'method_not_allowed', message: 'PATCH is not allowed here; this address takes GET, HEAD, PUT.' },
    });
    // Path parameters, a query and a trailing slash still name the path; a POST-only path refuses a GET.
    expect((await ctx.request('PATCH', '/api/goals/7b6f2c1e-0000-4000-8000-000000000000/?x=1')).headers.allow).toBe(
      'GET, HEAD, PUT, DELETE',
    );
    const get = await ctx.request('GET', '/api/auth/login');
    expect([get.statusCode, get.headers.allow]).toEqual([405, 'POST']);
    // Still the CSRF check first for a mutating method, and a 404 for a path that no method has.
    expect((await ctx.request('PATCH', '/api/profile', { noCsrf: true })).statusCode).toBe(403);
    expect((await ctx.request('PUT', '/api/nothing-here')).statusCode).toBe(404);
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const response = await ctx.request('POST', '/api/auth/login', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { error: { code: string } }).error.code).toBe('validation');
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const response = await ctx.request('POST', '/api/auth/login', {
      body: JSON.stringify({ email: 'a@example.test', password: 'x'.repeat(1_100_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
    expect((response.json() as { error: { code: string } }).error.code).toBe('payload_too_large');
  });

  it('sends the security headers', async () => {
    const response = await ctx.request('GET', '/healthz');
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "img-src 'self' data:",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('reference data', () => {
  it('seeds 50 levels at 50 × n × (n + 1), the focus areas and membership levels', async () => {
    const rows = await ctx.database.db.select().from(levels).orderBy(levels.level);
    expect(rows).toHaveLength(50);
    expect(rows.slice(0, 3).map((r) => r.xpRequired)).toEqual([100, 300, 600]);
    expect(rows[49]).toEqual({ level: 50, xpRequired: 127_500 });
    expect((await ctx.database.db.select().from(focusAreas)).map((f) => f.name).sort()).toEqual([
      'Chords',
      'Ear Training',
      'Improvisation',
      'Repertoire',
      'Rhythm',
      'Scales',
      'Sight Reading',
      'Songwriting',
      'Technique',
      'Theory',
    ]);
    expect(
      (await ctx.database.db.select().from(membershipLevels).orderBy(membershipLevels.id)).map((m) => m.name),
    ).toEqual(['Free', 'Student', 'Premium']);
  });

  it('gives a new profile the spec defaults', async () => {
    const user = await ctx.createUser();
    const [profile] = await ctx.database.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile).toMatchObject({
      weeklyGoalHours: 7,
      timezone: 'UTC',
      practiceReminderTime: '09:00',
      dailyPracticeReminder: false,
      leaderboardNickname: null,
      isSuperadmin: false,
      eventCreator: false,
      adminOverride: false,
      gear: [],
      genres: [],
      influences: [],
      membershipLevel: 1,
    });
  });
});

describe('housekeeping job', () => {
  it('removes expired sessions and CAPTCHA records, keeping live ones', async () => {
    const stale = await ctx.createUser();
    const live = await ctx.createUser();
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, sha256Hex(stale.cookie)));
    await ctx.database.db.insert(captchaUses).values({ challengeId: 'old', expiresAt: new Date(Date.now() - 1000) });
    expect(await runJob(ctx.database.db, sessionHousekeeping)).toBe(true);
    expect(await runJob(ctx.database.db, captchaHousekeeping)).toBe(true);
    expect(
      await ctx.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, sha256Hex(stale.cookie))),
    ).toHaveLength(0);
    expect(
      await ctx.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, sha256Hex(live.cookie))),
    ).toHaveLength(1);
    expect(await ctx.database.db.select().from(captchaUses).where(eq(captchaUses.challengeId, 'old'))).toHaveLength(0);
  });

  it('removes mail sent over a day ago and any mail over a week old, keeping the rest', async () => {
    const hours = (n: number) => new Date(Date.now() - n * 3_600_000);
    const mail = (subject: string, createdAt: Date, sentAt: Date | null) => ({
      to: 'a@example.test',
      subject,
      text: 'link',
      createdAt,
      sentAt,
    });
    await ctx.database.db
      .insert(mailOutbox)
      .values([
        mail('sent long ago', hours(30), hours(25)),
        mail('sent recently', hours(30), hours(2)),
        mail('unsent, 8 days', hours(8 * 24), null),
        mail('unsent, 2 days', hours(48), null),
      ]);
    await runJob(ctx.database.db, mailHousekeeping);
    const left = await ctx.database.db.select({ subject: mailOutbox.subject }).from(mailOutbox);
    expect(left.map((row) => row.subject).sort()).toEqual(['sent recently', 'unsent, 2 days']);
  });
});
