import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@woodshed/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { mailOutbox, passwordResetTokens } from '../db/schema/index.ts';
import { requestPasswordReset } from '../modules/auth/index.ts';
import { createTestContext, type TestContext, type TestUser } from '../test/harness.ts';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink.ts';
import type { Mailer } from './mail.ts';
import {
  MAIL_MAX_ATTEMPTS,
  backoffMinutes,
  createSmtpTransport,
  deliverDueMail,
  type MailTransport,
} from './mail-sender.ts';

let sink: SmtpSink;
let ctx: TestContext;
let transport: MailTransport;
let user: TestUser;
const FROM = 'Woodshed <no-reply@woodshed.local>';

beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await createTestContext({ SMTP_URL: sink.url });
  transport = await createSmtpTransport(sink.url);
});
afterAll(async () => {
  transport.close?.();
  await ctx.close();
  await sink.close();
});
beforeEach(async () => {
  // A fresh account each test: reset e-mails to one address are spaced out (RESET_MAIL_GAP_MINUTES).
  user = await ctx.createUser();
  await ctx.database.db.delete(mailOutbox);
  sink.received.length = 0;
  sink.attempts = 0;
  sink.delayMs = 0;
  sink.failing = false;
});

const outboxFor = (email: string) => ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
const deliver = (now?: Date) => deliverDueMail(ctx.database.db, transport, { from: FROM, ...(now ? { now } : {}) });
const linkIn = (text: string) => text.match(/http:\/\/localhost:3000\/update-password#access_token=[\w-]+/)?.[0];
const resetBody = (email: string) => ({ email });

describe('mail outbox and background sender', () => {
  it('queues one message per reset without waiting on SMTP; the sender delivers it and marks it sent', async () => {
    sink.delayMs = 300;
    const started = performance.now();
    const response = await ctx.request('POST', '/api/auth/reset', { body: resetBody(user.email) });
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(200);
    expect(elapsed).toBeLessThan(300);
    expect(sink.attempts).toBe(0);

    const queued = await outboxFor(user.email);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ sentAt: null, attempts: 0, lastError: null });
    expect(await ctx.database.db.select().from(mailOutbox)).toHaveLength(1);
    const link = linkIn(queued[0]!.text);
    expect(link).toBeDefined();

    // Unknown addresses queue nothing.
    await ctx.request('POST', '/api/auth/reset', { body: resetBody('nobody-here@example.test') });
    expect(await ctx.database.db.select().from(mailOutbox)).toHaveLength(1);

    expect(await deliver()).toEqual({ claimed: 1, sent: 1, failed: 0, gaveUp: 0, released: 0 });
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]!.to).toEqual([user.email]);
    expect(sink.received[0]!.subject).toBe('Reset your Woodshed password');
    expect(linkIn(sink.received[0]!.text)).toBe(link);
    const [sent] = await outboxFor(user.email);
    expect(sent!.sentAt).toBeInstanceOf(Date);
    expect(sent).toMatchObject({ attempts: 1, lastError: null });
    // Nothing left to do.
    expect(await deliver()).toMatchObject({ claimed: 0, sent: 0 });
    expect(sink.received).toHaveLength(1);
  });

  it('leaves a message that SMTP refused unsent, backs off, and delivers it on a later attempt', async () => {
    await ctx.request('POST', '/api/auth/reset', { body: resetBody(user.email) });
    const [queued] = await outboxFor(user.email);
    const token = queued!.text.match(/access_token=([\w-]+)/)![1]!;
    sink.failing = true;

    const before = Date.now();
    expect(await deliver()).toMatchObject({ claimed: 1, sent: 0, failed: 1, gaveUp: 0 });
    expect(sink.attempts).toBe(1);
    const [failed] = await outboxFor(user.email);
    expect(failed).toMatchObject({ sentAt: null, attempts: 1 });
    expect(failed!.lastError).toBe('EMESSAGE 451 on DATA');
    expect(failed!.lastError).not.toContain(token);
    // One minute after the failed attempt.
    const waitMs = failed!.nextAttemptAt.getTime() - before;
    expect(waitMs).toBeGreaterThan(55_000);
    expect(waitMs).toBeLessThan(65_000 + (Date.now() - before));

    // Not due yet: nothing is tried.
    expect(await deliver()).toMatchObject({ claimed: 0 });
    expect(sink.attempts).toBe(1);

    sink.failing = false;
    expect(await deliver(new Date(Date.now() + 61_000))).toMatchObject({ claimed: 1, sent: 1 });
    expect(linkIn(sink.received[0]!.text)).toContain(token);
    const [sent] = await outboxFor(user.email);
    expect(sent!.sentAt).toBeInstanceOf(Date);
    expect(sent).toMatchObject({ attempts: 2, lastError: null });
  });

  it(`gives up after ${MAIL_MAX_ATTEMPTS} attempts, doubling the wait up to an hour`, async () => {
    await ctx.request('POST', '/api/auth/reset', { body: resetBody(user.email) });
    sink.failing = true;
    let now = Date.now();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) {
      const report = await deliver(new Date(now));
      expect(report.claimed).toBe(1);
      const [row] = await outboxFor(user.email);
      expect(row).toMatchObject({ attempts: attempt, sentAt: null, lastError: 'EMESSAGE 451 on DATA' });
      if (attempt < MAIL_MAX_ATTEMPTS) {
        expect(report).toMatchObject({ failed: 1, gaveUp: 0 });
        waits.push((row!.nextAttemptAt.getTime() - now) / 60_000);
        now = row!.nextAttemptAt.getTime();
      } else {
        expect(report).toMatchObject({ failed: 0, gaveUp: 1 });
      }
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60]);
    expect(waits).toEqual(waits.map((_, i) => backoffMinutes(i + 1)));
    expect(sink.attempts).toBe(MAIL_MAX_ATTEMPTS);

    // Even much later, and with SMTP working again, it is not tried again.
    sink.failing = false;
    expect(await deliver(new Date(now + 30 * 86_400_000))).toMatchObject({ claimed: 0 });
    expect(sink.attempts).toBe(MAIL_MAX_ATTEMPTS);
    const [row] = await outboxFor(user.email);
    expect(row).toMatchObject({ attempts: MAIL_MAX_ATTEMPTS, sentAt: null, lastError: 'EMESSAGE 451 on DATA' });
  });

  it('shares due mail between concurrent senders without sending any twice', async () => {
    for (let i = 0; i < 6; i += 1) {
      await ctx.app.mailer.queue(ctx.database.db, {
        to: `reader${i}@example.test`,
        subject: `Message ${i}`,
        text: `Body ${i}`,
      });
    }
    sink.delayMs = 20;
    const send = () => deliverDueMail(ctx.database.db, transport, { from: FROM, batchSize: 2 });
    const reports = await Promise.all([send(), send(), send(), send()]);
    let sent = reports.reduce((sum, report) => sum + report.sent, 0);
    // Whatever one round left (a sender that found every row locked), the next takes.
    while (sent < 6) {
      const report = await send();
      if (report.claimed === 0) break;
      sent += report.sent;
    }
    expect(sent).toBe(6);
    expect(sink.received.map((mail) => mail.subject).sort()).toEqual([0, 1, 2, 3, 4, 5].map((i) => `Message ${i}`));
    const rows = await ctx.database.db.select().from(mailOutbox);
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
  });

  it('writes the token and its mail in one transaction: when queueing fails, neither stays', async () => {
    const fresh = await ctx.createUser();
    const failingMailer: Mailer = {
      async queue(tx, mail) {
        await ctx.app.mailer.queue(tx, mail);
        throw new Error('queue failed');
      },
      wake: () => undefined,
    };
    await expect(
      requestPasswordReset(ctx.database.db, failingMailer, 'http://localhost:3000', fresh.email),
    ).rejects.toThrow('queue failed');
    expect(
      await ctx.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, fresh.id)),
    ).toHaveLength(0);
    expect(await outboxFor(fresh.email)).toHaveLength(0);
  });
});

describe('with background jobs on', () => {
  let live: App;
  let closed = false;

  const inject = (email: string) =>
    live.inject({
      method: 'POST',
      url: '/api/auth/reset',
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
      payload: { email },
    });

  beforeEach(async () => {
    live = await buildApp({ config: ctx.app.config, db: ctx.database.db, runJobs: true, logger: false });
    await live.ready();
    closed = false;
  });
  afterEach(async () => {
    if (!closed) await live.close();
  });

  it('is nudged by the request and delivers within a second', async () => {
    const started = Date.now();
    expect((await inject(user.email)).statusCode).toBe(200);
    await sink.waitFor(1, 1_000);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(linkIn(sink.received[0]!.text)).toBeDefined();
    await expect.poll(async () => (await outboxFor(user.email))[0]?.sentAt ?? null).toBeInstanceOf(Date);
  });

  it('finishes the message in flight when the app closes, and queries nothing afterwards', async () => {
    sink.delayMs = 300;
    expect((await inject(user.email)).statusCode).toBe(200);
    await expect.poll(() => sink.attempts).toBe(1);
    await live.close();
    closed = true;
    const [row] = await outboxFor(user.email);
    expect(row!.sentAt).toBeInstanceOf(Date);
    // A later nudge does nothing: the sender has stopped.
    live.mailer.wake();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sink.attempts).toBe(1);
  });

  it('answers a reset as fast for a known address as for an unknown one, even when SMTP is slow', async () => {
    // Before the outbox, a known address waited on SMTP (here 300 ms) and an unknown one did not.
    sink.delayMs = 300;
    const unknown = 'no-account-here@example.test';
    const time = async (email: string) => {
      const started = performance.now();
      const response = await inject(email);
      const elapsed = performance.now() - started;
      expect(response.statusCode).toBe(200);
      return elapsed;
    };
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)]!;
    };
    for (let i = 0; i < 3; i += 1) {
      await time(user.email);
      await time(unknown);
    }
    // Interleaved, in alternating order, compared by medians; a load spike on the shared 2-core machine can
    // spoil one series, so up to three are taken. A known address waiting on SMTP would fail all three.
    const ROUNDS = 15;
    const series: string[] = [];
    let passed = false;
    for (let attempt = 0; attempt < 3 && !passed; attempt += 1) {
      const known: number[] = [];
      const other: number[] = [];
      for (let i = 0; i < ROUNDS; i += 1) {
        if (i % 2 === 0) {
          known.push(await time(user.email));
          other.push(await time(unknown));
        } else {
          other.push(await time(unknown));
          known.push(await time(user.email));
        }
      }
      const [k, u] = [median(known), median(other)];
      series.push(`known ${k.toFixed(1)} ms / unknown ${u.toFixed(1)} ms`);
      passed = Math.abs(k - u) < 30 && k < 300;
    }
    expect(passed, `medians: ${series.join('; ')}`).toBe(true);
    // The slow SMTP server did get every message queued, in the background.
    const queued = (await outboxFor(user.email)).length;
    expect(queued).toBeGreaterThan(0);
    await sink.waitFor(queued, 60_000);
  }, 120_000);
});
