import { REMINDER_UNSUBSCRIBE_TTL_DAYS, messages } from '@woodshed/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, practiceReminders, profiles, siteSettings } from '../../db/schema/index.ts';
import { runJob } from '../../plugins/jobs.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness.ts';
import { createReminderJob, queueDueReminders, type ReminderDeps } from './service.ts';
import { reminderTokenKey, signReminderToken } from './token.ts';

let ctx: TestContext;
let now = new Date('2026-06-10T00:00:00Z');
let deps: ReminderDeps;

beforeAll(async () => {
  ctx = await createTestContext({}, { clock: { now: () => now } });
  deps = { mailer: ctx.app.mailer, clock: ctx.app.clock, config: ctx.app.config };
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  // Earlier tests' users keep their reminders on: each test looks only at its own users' mail.
  now = new Date('2026-06-10T00:00:00Z');
});

const job = () => createReminderJob(deps);
const runReminders = () => runJob(ctx.database.db, job());

async function withReminder(
  options: { timezone?: string; time?: string; on?: boolean; username?: string } = {},
): Promise<TestUser> {
  const user = await ctx.createUser(options.username ? { username: options.username } : {});
  await ctx.database.db
    .update(profiles)
    .set({
      dailyPracticeReminder: options.on ?? true,
      practiceReminderTime: options.time ?? '09:00',
      timezone: options.timezone ?? 'Asia/Tokyo',
    })
    .where(eq(profiles.id, user.id));
  return user;
}

async function mailsTo(user: TestUser) {
  return ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email)).orderBy(mailOutbox.createdAt);
}

async function remindersOf(user: TestUser) {
  return ctx.database.db
    .select({ localDate: practiceReminders.localDate, sentAt: practiceReminders.sentAt })
    .from(practiceReminders)
    .where(eq(practiceReminders.userId, user.id))
    .orderBy(practiceReminders.localDate);
}

async function reminderIsOn(user: TestUser): Promise<boolean> {
  const [row] = await ctx.database.db
    .select({ on: profiles.dailyPracticeReminder })
    .from(profiles)
    .where(eq(profiles.id, user.id));
  return row!.on;
}

function offTokenIn(text: string): string {
  const token = /\/reminders\/off#([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no off link in:\n${text}`);
  return token;
}

const turnOff = (token: unknown, options: { as?: TestUser; noCsrf?: boolean; remoteAddress?: string } = {}) =>
  ctx.request('POST', '/api/reminders/off', { body: { token }, ...options });

const logPractice = (user: TestUser, date: string) =>
  ctx.request('POST', '/api/practice/sessions', { as: user, body: { date, duration: 20 } });

describe('the reminder job', () => {
  it('sends at the reminder time in the user zone, not a minute before, with the links', async () => {
    const user = await withReminder({ timezone: 'Asia/Tokyo', time: '09:00' });
    // 08:59 in Tokyo.
    now = new Date('2026-06-09T23:59:00Z');
    expect(await runReminders()).toBe(true);
    expect(await mailsTo(user)).toHaveLength(0);

    // 09:00 in Tokyo, still 9 June in UTC's yesterday terms: the local date counts.
    now = new Date('2026-06-10T00:00:00Z');
    await runReminders();
    const [mail, ...more] = await mailsTo(user);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(messages.reminders.subject);
    expect(mail!.text).toContain('Hi,');
    expect(mail!.text).toContain('You have not practised today yet.');
    expect(mail!.text).not.toContain('streak');
    expect(mail!.text).toContain('http://localhost:3000/practice\n');
    expect(mail!.text).toContain('at 09:00 (Asia/Tokyo)');
    expect(mail!.text).toContain('change the time');
    expect(mail!.text).toContain('http://localhost:3000/profile');
    expect(mail!.text).toMatch(/http:\/\/localhost:3000\/reminders\/off#[A-Za-z0-9_-]{70}$/);
    expect(await remindersOf(user)).toEqual([{ localDate: '2026-06-10', sentAt: now }]);
  });

  it('queues the HTML part with the school name and the List-Unsubscribe header (one-click only over https)', async () => {
    await ctx.database.db
      .insert(siteSettings)
      .values({ key: 'school_name', value: 'Riverside Guitar School' })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: 'Riverside Guitar School' } });
    const user = await withReminder({ username: 'fret_fox', timezone: 'UTC', time: '09:00' });
    now = new Date('2026-06-10T09:00:00Z');
    await runReminders();
    const [mail] = await mailsTo(user);
    const token = offTokenIn(mail!.text);
    expect(mail!.html).toContain('>Woodshed · Riverside Guitar School</p>');
    expect(mail!.html).toContain('>Hi fret_fox,</p>');
    expect(mail!.html).toContain(`>http://localhost:3000/reminders/off#${token}</a>`);
    // This context's PUBLIC_URL is http: RFC 2369's List-Unsubscribe, but not RFC 8058's one-click, which needs https.
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<http://localhost:3000/api/reminders/unsubscribe?token=${token}>`,
    });
    const https = { ...deps, config: { ...deps.config, publicUrl: 'https://woodshed.example.test' } };
    const other = await withReminder({ timezone: 'UTC', time: '09:00' });
    await runJob(ctx.database.db, createReminderJob(https));
    const [secure] = await mailsTo(other);
    expect(secure!.headers).toEqual({
      'List-Unsubscribe': `<https://woodshed.example.test/api/reminders/unsubscribe?token=${offTokenIn(secure!.text)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('greets by username and mentions a streak that is still alive', async () => {
    const user = await withReminder({ username: 'riff_raff', timezone: 'UTC', time: '18:00' });
    now = new Date('2026-06-10T12:00:00Z');
    for (const date of ['2026-06-07', '2026-06-08', '2026-06-09'])
      expect((await logPractice(user, date)).statusCode).toBe(201);
    now = new Date('2026-06-10T18:30:00Z');
    await runReminders();
    const [mail] = await mailsTo(user);
    expect(mail!.text.startsWith('Hi riff_raff,\n')).toBe(true);
    expect(mail!.text).toContain('You are on a 3-day practice streak.');
  });

  it('sends until the window closes, never after it, and never past local midnight', async () => {
    const late = await withReminder({ timezone: 'Asia/Tokyo', time: '09:00' });
    // 12:00 in Tokyo: three hours after 09:00, the window has closed.
    now = new Date('2026-06-10T03:00:00Z');
    await runReminders();
    expect(await mailsTo(late)).toHaveLength(0);

    const lastMinute = await withReminder({ timezone: 'Asia/Tokyo', time: '09:00' });
    await ctx.database.db.update(profiles).set({ dailyPracticeReminder: false }).where(eq(profiles.id, late.id));
    now = new Date('2026-06-10T02:59:00Z');
    await runReminders();
    expect(await mailsTo(lastMinute)).toHaveLength(1);

    // 22:30 in New York: at 00:10 the next local day the reminder of the day before is not sent any more,
    // and today's is not due yet.
    const night = await withReminder({ timezone: 'America/New_York', time: '22:30' });
    now = new Date('2026-06-11T04:10:00Z');
    await runReminders();
    expect(await mailsTo(night)).toHaveLength(0);
    now = new Date('2026-06-11T03:59:00Z'); // 23:59 on 10 June in New York
    await runReminders();
    expect(await remindersOf(night)).toEqual([{ localDate: '2026-06-10', sentAt: now }]);
  });

  it('follows the wall clock across a daylight-saving change', async () => {
    // 8 March 2026 in New York: 02:00 EST jumps to 03:00 EDT, so 02:30 never happens; the reminder goes at 03:00.
    const user = await withReminder({ timezone: 'America/New_York', time: '02:30' });
    now = new Date('2026-03-08T06:59:00Z'); // 01:59 EST
    await runReminders();
    expect(await mailsTo(user)).toHaveLength(0);
    now = new Date('2026-03-08T07:00:00Z'); // 03:00 EDT
    await runReminders();
    expect(await remindersOf(user)).toEqual([{ localDate: '2026-03-08', sentAt: now }]);
  });

  it('sends once a local day however often it runs, also concurrently, and again the next day', async () => {
    const user = await withReminder({ timezone: 'Europe/Berlin', time: '07:15' });
    now = new Date('2026-06-10T05:15:00Z'); // 07:15 in Berlin (CEST)
    await runReminders();
    await runReminders();
    now = new Date('2026-06-10T07:00:00Z');
    // Two instances at once: the advisory lock lets one run (PGlite serialises the transactions instead).
    const results = await Promise.all([runReminders(), runReminders()]);
    expect(results).toContain(true);
    // Without the lock (a lost lock, a bug): the unique (user, local date) row still sends one mail only.
    await Promise.all([
      ctx.database.db.transaction((tx) => queueDueReminders(tx, deps, now)),
      ctx.database.db.transaction((tx) => queueDueReminders(tx, deps, now)),
    ]);
    // A restart: a new job object, nothing kept in memory.
    await runJob(ctx.database.db, createReminderJob(deps));
    expect(await mailsTo(user)).toHaveLength(1);

    now = new Date('2026-06-11T05:20:00Z');
    await runReminders();
    await runReminders();
    expect(await mailsTo(user)).toHaveLength(2);
    expect((await remindersOf(user)).map((row) => row.localDate)).toEqual(['2026-06-10', '2026-06-11']);
  });

  it('does not send the second mail when the day row already exists (ON CONFLICT path)', async () => {
    const user = await withReminder({ timezone: 'UTC', time: '10:00' });
    now = new Date('2026-06-10T10:05:00Z');
    // As if another instance inserted the row and committed between our read and our insert: the candidate
    // query is taken from the same run, then the row appears before the insert.
    await ctx.database.db.transaction(async (tx) => {
      const original = tx.transaction.bind(tx);
      let first = true;
      (tx as { transaction: typeof tx.transaction }).transaction = (async (fn: Parameters<typeof original>[0]) => {
        if (first) {
          first = false;
          await tx.insert(practiceReminders).values({ userId: user.id, localDate: '2026-06-10' });
        }
        return original(fn);
      }) as typeof tx.transaction;
      expect(await queueDueReminders(tx, deps, now)).toBe(0);
    });
    expect(await mailsTo(user)).toHaveLength(0);
    expect(await remindersOf(user)).toHaveLength(1);
  });

  it('sends nothing when reminders are off', async () => {
    const user = await withReminder({ timezone: 'UTC', time: '09:00', on: false });
    now = new Date('2026-06-10T09:30:00Z');
    await runReminders();
    expect(await mailsTo(user)).toHaveLength(0);
    expect(await remindersOf(user)).toHaveLength(0);
  });

  it('sends nothing once the user practised today; a session pending deletion does not count', async () => {
    const practised = await withReminder({ timezone: 'Pacific/Auckland', time: '20:00' });
    const deleted = await withReminder({ timezone: 'Pacific/Auckland', time: '20:00' });
    // 11 June 08:30 in Auckland (NZST): "today" is 11 June there, still 10 June in UTC.
    now = new Date('2026-06-10T20:30:00Z');
    expect((await logPractice(practised, '2026-06-11')).statusCode).toBe(201);
    const logged = await logPractice(deleted, '2026-06-11');
    const { session } = logged.json() as { session: { id: string } };
    expect((await ctx.request('POST', `/api/practice/sessions/${session.id}/delete`, { as: deleted })).statusCode).toBe(
      200,
    );
    // 20:00 in Auckland.
    now = new Date('2026-06-11T08:00:00Z');
    await runReminders();
    expect(await mailsTo(practised)).toHaveLength(0);
    expect(await mailsTo(deleted)).toHaveLength(1);
  });

  it('skips a profile whose zone the database does not know, and still serves everyone else', async () => {
    const odd = await withReminder({ timezone: 'Mars/Olympus_Mons', time: '09:00' });
    const user = await withReminder({ timezone: 'Asia/Tokyo', time: '09:00' });
    now = new Date('2026-06-10T00:30:00Z');
    expect(await runReminders()).toBe(true);
    expect(await mailsTo(odd)).toHaveLength(0);
    expect(await mailsTo(user)).toHaveLength(1);
  });
});

describe('POST /api/reminders/off', () => {
  async function mailedToken(): Promise<{ user: TestUser; token: string }> {
    const user = await withReminder({ timezone: 'UTC', time: '09:00' });
    now = new Date('2026-06-10T09:00:00Z');
    await runReminders();
    const [mail] = await mailsTo(user);
    return { user, token: offTokenIn(mail!.text) };
  }

  it('turns reminders off through the link in the e-mail, signed out, and no more reminders come', async () => {
    const { user, token } = await mailedToken();
    const response = await turnOff(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.reminders.unsubscribed });
    expect(await reminderIsOn(user)).toBe(false);
    // Once more is fine: the link keeps saying the same.
    expect((await turnOff(token)).statusCode).toBe(200);

    now = new Date('2026-06-11T09:00:00Z');
    await runReminders();
    expect(await mailsTo(user)).toHaveLength(1);
  });

  it('works for whoever opens it, signed in as someone else too: the token decides', async () => {
    const { user, token } = await mailedToken();
    const other = await withReminder();
    expect((await turnOff(token, { as: other })).statusCode).toBe(200);
    expect(await reminderIsOn(user)).toBe(false);
    expect(await reminderIsOn(other)).toBe(true);
  });

  it('refuses a tampered, expired, malformed or orphaned token with the message, naming the token', async () => {
    const { user, token } = await mailedToken();
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    const unknownUser = signReminderToken(
      reminderTokenKey(ctx.app.config.sessionSecret),
      '00000000-0000-4000-8000-000000000000',
      new Date(now.getTime() + 86_400_000),
    );
    const otherSecret = signReminderToken(
      reminderTokenKey('some-other-secret-entirely'),
      user.id,
      new Date(now.getTime() + 86_400_000),
    );
    for (const bad of [
      flip(token, 0),
      flip(token, 30),
      flip(token, token.length - 1),
      'abc',
      '',
      'x'.repeat(201),
      7,
      null,
      unknownUser,
      otherSecret,
    ]) {
      const response = await turnOff(bad);
      expect(response.statusCode, String(bad)).toBe(400);
      expect(response.json(), String(bad)).toEqual({
        error: { code: 'validation', message: messages.reminders.linkInvalid, field: 'token' },
      });
    }
    const empty = await ctx.request('POST', '/api/reminders/off', { body: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(messages.reminders.linkInvalid);
    expect(await reminderIsOn(user)).toBe(true);

    // Valid for REMINDER_UNSUBSCRIBE_TTL_DAYS from the mail, then refused.
    const sentAt = now.getTime();
    now = new Date(sentAt + REMINDER_UNSUBSCRIBE_TTL_DAYS * 86_400_000);
    const expired = await turnOff(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toEqual({
      code: 'validation',
      message: messages.reminders.linkInvalid,
      field: 'token',
    });
    expect(await reminderIsOn(user)).toBe(true);
    now = new Date(sentAt + REMINDER_UNSUBSCRIBE_TTL_DAYS * 86_400_000 - 1000);
    expect((await turnOff(token)).statusCode).toBe(200);
  });

  it('requires the CSRF header like every other POST', async () => {
    const { user, token } = await mailedToken();
    const response = await turnOff(token, { noCsrf: true });
    expect(response.statusCode).toBe(403);
    expect(await reminderIsOn(user)).toBe(true);
    const foreign = await ctx.request('POST', '/api/reminders/off', {
      body: { token },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(await reminderIsOn(user)).toBe(true);
  });
});

describe('POST /api/reminders/unsubscribe (RFC 8058 one-click, the List-Unsubscribe address)', () => {
  async function mailedUnsubscribeUrl(): Promise<{ user: TestUser; token: string; url: string }> {
    const user = await withReminder({ timezone: 'UTC', time: '09:00' });
    now = new Date('2026-06-10T09:00:00Z');
    await runReminders();
    const [mail] = await mailsTo(user);
    const url = /^<http:\/\/localhost:3000(\/api\/reminders\/unsubscribe\?token=.+)>$/.exec(
      mail!.headers!['List-Unsubscribe']!,
    )![1]!;
    return { user, token: offTokenIn(mail!.text), url };
  }

  /** As a mail provider sends it: a form body, no cookie, no X-Requested-With, the provider's Origin. */
  const oneClick = (
    url: string,
    options: { payload?: string; contentType?: string; headers?: Record<string, string>; remoteAddress?: string } = {},
  ) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': options.contentType ?? 'application/x-www-form-urlencoded',
        origin: 'https://mail.provider.example',
        ...options.headers,
      },
      payload: options.payload ?? 'List-Unsubscribe=One-Click',
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    });

  it('turns reminders off without a session or the CSRF header (before: 403 csrf)', async () => {
    const { user, token, url } = await mailedUnsubscribeUrl();
    expect(url).toBe(`/api/reminders/unsubscribe?token=${token}`);
    const response = await oneClick(url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.reminders.unsubscribed });
    expect(await reminderIsOn(user)).toBe(false);
    // Providers may repeat it; without an Origin too.
    expect((await oneClick(url, { headers: { origin: '' } })).statusCode).toBe(200);
  });

  it('reads no session: a cookie sent along neither authorises nor is renewed', async () => {
    const { user, url } = await mailedUnsubscribeUrl();
    const bystander = await withReminder();
    const withCookie = await oneClick(url, { headers: { cookie: `woodshed_session=${bystander.cookie}` } });
    expect(withCookie.statusCode).toBe(200);
    expect(withCookie.headers['set-cookie']).toBeUndefined();
    expect(await reminderIsOn(user)).toBe(false);
    expect(await reminderIsOn(bystander)).toBe(true);
    // The session is no substitute for the token.
    const noToken = await oneClick('/api/reminders/unsubscribe?token=abc', {
      headers: { cookie: `woodshed_session=${bystander.cookie}` },
    });
    expect(noToken.statusCode).toBe(400);
    expect(await reminderIsOn(bystander)).toBe(true);
  });

  it('refuses a bad token (naming it) and a body other than List-Unsubscribe=One-Click', async () => {
    const { user, token, url } = await mailedUnsubscribeUrl();
    const flipped = token.slice(0, 30) + (token[30] === 'A' ? 'B' : 'A') + token.slice(31);
    for (const query of [`?token=${flipped}`, '?token=abc', '?token=', '', `?token=${token}%0d%0aX:1`]) {
      const response = await oneClick(`/api/reminders/unsubscribe${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({
        error: { code: 'validation', message: messages.reminders.linkInvalid, field: 'token' },
      });
    }
    for (const payload of ['', 'List-Unsubscribe=Yes', 'Unsubscribe=One-Click']) {
      const response = await oneClick(url, { payload });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().error.message, payload).toBe(messages.reminders.oneClickBody);
    }
    expect((await oneClick(url, { contentType: 'application/xml' })).statusCode).toBe(415);
    expect((await oneClick(url, { payload: `List-Unsubscribe=One-Click&x=${'y'.repeat(2000)}` })).statusCode).toBe(413);
    expect(await reminderIsOn(user)).toBe(true);
  });

  it('is the only route without the CSRF check: the same request to /api/reminders/off is refused', async () => {
    const { user, token } = await mailedUnsubscribeUrl();
    const response = await oneClick(`/api/reminders/off?token=${token}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('csrf');
    expect(await reminderIsOn(user)).toBe(true);
    // Every other mutating route of the app still answers 403 csrf to it.
    const passed: string[] = [];
    for (const route of ctx.app.routeAccessTable) {
      if (['GET', 'HEAD', 'OPTIONS'].includes(route.method)) continue;
      const answer = await ctx.app.inject({
        method: route.method as 'POST',
        url: route.url.replaceAll(/:\w+/g, '00000000-0000-4000-8000-000000000000'),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      if (answer.statusCode !== 403 || answer.json().error.code !== 'csrf') passed.push(`${route.method} ${route.url}`);
    }
    expect(passed).toEqual(['POST /api/reminders/unsubscribe']);
  });

  it('answers a GET (a client that opens the address in a browser) with the web page, changing nothing', async () => {
    const { user, token, url } = await mailedUnsubscribeUrl();
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`http://localhost:3000/reminders/off#${token}`);
    expect(await reminderIsOn(user)).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/reminders/unsubscribe?token=a%0d%0ab' })).statusCode).toBe(
      400,
    );
  });
});

describe('rate limit', () => {
  it('limits the link per IP, like the public auth routes', async () => {
    const limited = await createTestContext({ AUTH_RATE_LIMIT_PER_IP: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push(
          (await limited.request('POST', '/api/reminders/off', { body: { token: 'nope' }, remoteAddress: '10.0.0.7' }))
            .statusCode,
        );
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
      const elsewhere = await limited.request('POST', '/api/reminders/off', {
        body: { token: 'nope' },
        remoteAddress: '10.0.0.8',
      });
      expect(elsewhere.statusCode).toBe(400);
      // The one-click address shares the budget.
      const oneClick = await limited.app.inject({
        method: 'POST',
        url: '/api/reminders/unsubscribe?token=nope',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
        remoteAddress: '10.0.0.7',
      });
      expect(oneClick.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('the job in the app', () => {
  it('runs every REMINDER_CHECK_SECONDS (60 by default)', async () => {
    expect(ctx.app.config.reminderCheckSeconds).toBe(60);
    expect(createReminderJob(deps).everyMs).toBe(60_000);
    const quick = { ...deps, config: { ...deps.config, reminderCheckSeconds: 2 } };
    expect(createReminderJob(quick).everyMs).toBe(2_000);
  });
});
