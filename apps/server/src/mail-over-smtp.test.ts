import { CSRF_HEADER, CSRF_HEADER_VALUE, messages } from '@woodshed/shared';
import { eq } from 'drizzle-orm';
import type { StructuredHeader } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app.ts';
import { profiles, siteSettings } from './db/schema/index.ts';
import { createReminderJob } from './modules/reminders/index.ts';
import { runJob } from './plugins/jobs.ts';
import { TEST_PASSWORD, createTestContext, type TestContext, type TestUser } from './test/harness.ts';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from './test/smtp-sink.ts';

/**
 * The mail a reader gets, end to end: the app with background sending on delivers over real SMTP to an in-process
 * server (smtp-server), the messages are read back with mailparser, and their links are followed.
 */

const PUBLIC_URL = 'https://woodshed.example.test';
const SCHOOL = 'Riverside Guitar School';
let sink: SmtpSink;
let ctx: TestContext;
let live: App;
/** The real time, except while a test holds it at a fixed instant (the reminder job's "now"). */
let fixedNow: Date | undefined;
const clock = { now: () => fixedNow ?? new Date() };

beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await createTestContext({ SMTP_URL: sink.url, PUBLIC_URL }, { clock });
  await ctx.database.db.insert(siteSettings).values({ key: 'school_name', value: SCHOOL });
  live = await buildApp({ config: ctx.app.config, db: ctx.database.db, runJobs: true, logger: false, clock });
  await live.ready();
});
afterEach(() => {
  fixedNow = undefined;
});
afterAll(async () => {
  await live.close();
  await ctx.close();
  await sink.close();
});

async function withReminderAt(time: string): Promise<TestUser> {
  const user = await ctx.createUser({ username: 'riff_raff' });
  await ctx.database.db
    .update(profiles)
    .set({ dailyPracticeReminder: true, practiceReminderTime: time, timezone: 'UTC' })
    .where(eq(profiles.id, user.id));
  return user;
}

async function receive(predicate: (mail: ReceivedMail) => boolean): Promise<ReceivedMail> {
  await expect.poll(() => sink.received.some(predicate), { timeout: 10_000 }).toBe(true);
  return sink.received.find(predicate)!;
}

const requestReset = (email: string) =>
  live.inject({
    method: 'POST',
    url: '/api/auth/reset',
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    payload: { email },
  });

/** A header field as it came over the wire, unfolded ("List-Unsubscribe: <…>"); undefined when absent. */
function headerLine(mail: ReceivedMail, name: string): string | undefined {
  const lines = mail.parsed.headerLines.filter((line) => line.key === name.toLowerCase());
  expect(lines.length).toBeLessThanOrEqual(1);
  return lines[0]?.line.replace(/\r?\n[ \t]+/g, ' ');
}

const contentType = (mail: ReceivedMail) => mail.parsed.headers.get('content-type') as StructuredHeader;

function expectMultipartAlternative(mail: ReceivedMail, to: string, subject: string) {
  expect(contentType(mail).value).toBe('multipart/alternative');
  // Exactly two parts, text first (the least preferred first, RFC 2046 §5.1.4), then HTML.
  const boundary = contentType(mail).params.boundary!;
  const parts = mail.raw.split(`--${boundary}`).slice(1, -1);
  expect(parts.map((part) => /^Content-Type: ([^;\r\n]+)/im.exec(part)?.[1])).toEqual(['text/plain', 'text/html']);
  expect(mail.parsed.attachments).toEqual([]);
  expect(mail.parsed.from?.value).toEqual([{ address: 'no-reply@woodshed.local', name: 'Woodshed' }]);
  expect(mail.parsed.to).toMatchObject({ value: [{ address: to, name: '' }] });
  expect(mail.to).toEqual([to]);
  expect(mail.parsed.subject).toBe(subject);
  expect(mail.parsed.text?.trim().length).toBeGreaterThan(0);
  const html = mail.parsed.html as string;
  expect(html).toContain(`Woodshed · ${SCHOOL}</p>`);
  expect(html).toContain('<meta name="color-scheme" content="light dark">');
  expect(html).not.toMatch(/<img/i);
  return html;
}

describe('mail over SMTP', () => {
  it('delivers a reset as text and HTML with the school name, and its link resets the password', async () => {
    const user = await ctx.createUser();
    expect((await requestReset(user.email)).statusCode).toBe(200);
    const mail = await receive((m) => m.to[0] === user.email);
    const html = expectMultipartAlternative(mail, user.email, 'Reset your Woodshed password');
    expect(headerLine(mail, 'List-Unsubscribe')).toBeUndefined();
    expect(headerLine(mail, 'List-Unsubscribe-Post')).toBeUndefined();

    const link = /^https:\/\/woodshed\.example\.test\/update-password#access_token=([\w-]+)$/m.exec(mail.text);
    expect(link).not.toBeNull();
    // The button and the written-out address are the same link as the text part's.
    expect(html).toContain(`class="ws-button" href="${link![0]}"`);
    expect(html).toContain(`>${link![0]}</a>`);

    const password = 'a-brand-new-passphrase-31';
    const updated = await live.inject({
      method: 'POST',
      url: '/api/auth/update-password',
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
      payload: { token: link![1], password },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    await expect(ctx.signIn(user.email, TEST_PASSWORD)).rejects.toThrow('401');
    expect(await ctx.signIn(user.email, password)).toBeTruthy();
  });

  it('delivers a reminder with List-Unsubscribe and one-click Post; the provider-style POST turns reminders off', async () => {
    const user = await withReminderAt('09:00');
    // 09:05 UTC today: the reminder at 09:00 UTC is due.
    fixedNow = new Date(`${new Date().toISOString().slice(0, 10)}T09:05:00Z`);
    const job = createReminderJob({ mailer: live.mailer, clock: live.clock, config: live.config });
    expect(await runJob(ctx.database.db, job)).toBe(true);
    const mail = await receive((m) => m.to[0] === user.email);
    const html = expectMultipartAlternative(mail, user.email, messages.reminders.subject);
    expect(mail.text.startsWith('Hi riff_raff,\n')).toBe(true);
    expect(html).toContain('>Hi riff_raff,</p>');

    const listUnsubscribe = headerLine(mail, 'List-Unsubscribe');
    expect(listUnsubscribe).toMatch(
      /^List-Unsubscribe: <https:\/\/woodshed\.example\.test\/api\/reminders\/unsubscribe\?token=[A-Za-z0-9_-]{70}>$/,
    );
    expect(headerLine(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // The header's token is the body's "turn off" link's token.
    const url = new URL(/<(.+)>/.exec(listUnsubscribe!)![1]!);
    expect(mail.text).toContain(`${PUBLIC_URL}/reminders/off#${url.searchParams.get('token')}`);
    expect(html).toContain(`>${PUBLIC_URL}/reminders/off#${url.searchParams.get('token')}</a>`);

    const profile = async () =>
      ((await ctx.request('GET', '/api/profile', { as: user })).json() as { dailyPracticeReminder: boolean })
        .dailyPracticeReminder;
    expect(await profile()).toBe(true);
    // As a mail provider sends it (RFC 8058 §3.2): no cookie, no X-Requested-With, the provider's own Origin.
    const oneClick = await live.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.google.com' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ message: messages.reminders.unsubscribed });
    expect(oneClick.headers['set-cookie']).toBeUndefined();
    expect(await profile()).toBe(false);
  });

  it('escapes the school name in the HTML part', async () => {
    const hostile = '<script>alert("owned")</script> & Sons';
    await ctx.database.db.update(siteSettings).set({ value: hostile }).where(eq(siteSettings.key, 'school_name'));
    const user = await ctx.createUser();
    expect((await requestReset(user.email)).statusCode).toBe(200);
    const mail = await receive((m) => m.to[0] === user.email);
    expect(mail.raw).not.toContain('<script>');
    expect(mail.parsed.html).toContain(
      '>Woodshed · &lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt; &amp; Sons</p>',
    );
  });
});
