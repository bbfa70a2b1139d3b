import { RESET_MAILS_PER_HOUR, RESET_MAIL_GAP_MINUTES, messages } from '@woodshed/shared';
import type { PGlite } from '@electric-sql/pglite';
import { eq, inArray } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { mailOutbox, passwordResetTokens } from '../../db/schema/index.ts';
import { createTestContext, TEST_PASSWORD, type TestContext } from '../../test/harness.ts';
import { hashPassword } from './passwords.ts';
import { requestPasswordReset } from './service.ts';
import { insertUserWithProfile } from './users.ts';

/** The app's clock, moved by the tests (reset e-mails are counted by time). */
let now = Date.now();
let ctx: TestContext;
let passwordHash: string;
beforeAll(async () => {
  ctx = await createTestContext({}, { clock: { now: () => new Date(now) } });
  passwordHash = await hashPassword(TEST_PASSWORD);
});
afterAll(async () => {
  await ctx.close();
});

const MINUTE = 60_000;
let accounts = 0;
/** An account made straight in the database (no sign-in): cheap enough to make dozens. */
async function account(): Promise<string> {
  accounts += 1;
  const email = `reset-${accounts}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  await insertUserWithProfile(ctx.database.db, { email, passwordHash });
  return email;
}
const unknown = () => `nobody-${Math.random().toString(36).slice(2, 10)}@example.test`;

const reset = (email: string, remoteAddress?: string) =>
  ctx.request('POST', '/api/auth/reset', { body: { email }, ...(remoteAddress ? { remoteAddress } : {}) });
const outbox = (email: string) =>
  ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.createdAt);
const linksTo = async (email: string) =>
  (await outbox(email)).map((mail) => mail.text.match(/#access_token=([A-Za-z0-9_-]+)/)![1]!);
const check = async (token: string) =>
  (await ctx.request('POST', '/api/auth/reset-token/check', { body: { token } })).statusCode;
const update = (token: string, password = 'a-brand-new-chord-77') =>
  ctx.request('POST', '/api/auth/update-password', { body: { token, password } });

describe('reset e-mails per address', () => {
  it('answers 20 requests for one address alike but sends one e-mail, and the first link still works', async () => {
    now = Date.now();
    const email = await account();
    for (let i = 0; i < 20; i++) {
      // From twenty addresses, as someone trying to flood the owner's inbox or use up their requests would.
      const response = await reset(email, `198.51.100.${i + 1}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: messages.auth.resetEmailSent });
      now += 10_000;
    }
    const links = await linksTo(email);
    expect(links).toHaveLength(1);
    expect((await update(links[0]!)).statusCode).toBe(200);
  });

  it(`sends at most ${RESET_MAILS_PER_HOUR} an hour, ${RESET_MAIL_GAP_MINUTES} minutes apart, each link staying valid until one is used`, async () => {
    now = Date.now();
    const email = await account();
    const start = now;
    const mailsAt: number[] = [];
    for (const minute of [0, 1, 4, 5, 9, 10, 14, 15, 30, 59, 60, 61]) {
      now = start + minute * MINUTE;
      const before = (await outbox(email)).length;
      expect((await reset(email)).statusCode).toBe(200);
      if ((await outbox(email)).length > before) mailsAt.push(minute);
    }
    // 0, 5 and 10 use up the hour; at 60 the first is an hour old and no longer counts; 61 is too soon after 60.
    expect(mailsAt).toEqual([0, 5, 10, 60]);
    const links = await linksTo(email);
    expect(links).toHaveLength(4);
    // A later link did not cancel the earlier ones (the first is valid until now + its hour, in real time).
    for (const link of links) expect(await check(link)).toBe(200);
    // Any one of them resets the password, and ends the others.
    expect((await update(links[1]!)).statusCode).toBe(200);
    for (const link of links) expect(await check(link)).toBe(400);
  });

  it('never sends for an address without an account; its token rows belong to nobody', async () => {
    now = Date.now();
    const email = unknown();
    for (let i = 0; i < 3; i++) expect((await reset(email)).statusCode).toBe(200);
    expect(await outbox(email)).toHaveLength(0);
    const rows = await ctx.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.createdAt, new Date(now)));
    expect(rows.map((row) => row.userId)).toEqual([null, null, null]);
  });
});

describe('reset timing', () => {
  /** The statements of one reset request, each as its verb and first table (or its text when it reads none). */
  async function statementsOf(email: string): Promise<string[]> {
    const seen: string[] = [];
    const logger: Logger = {
      logQuery(query) {
        // node-postgres logs the transaction's begin and commit, PGlite does not.
        if (/^(begin|commit)\b/i.test(query)) return;
        const insert = /^insert into "?(\w+)"?/i.exec(query);
        const from = /\bfrom "?(\w+)"?/i.exec(query);
        seen.push(insert ? `insert ${insert[1]}` : from ? `select ${from[1]}` : query);
      },
    };
    const client = (ctx.database.db as unknown as { $client: PGlite | pg.Pool }).$client;
    const logged =
      ctx.database.kind === 'pglite'
        ? (await import('drizzle-orm/pglite')).drizzle(client as PGlite, { schema, logger })
        : (await import('drizzle-orm/node-postgres')).drizzle(client as pg.Pool, { schema, logger });
    await requestPasswordReset(logged as unknown as Db, ctx.app.mailer, 'http://localhost:3000', email, new Date(now));
    return seen;
  }

  it('runs the same statements, writing the same tables, whether or not the address has an account', async () => {
    now = Date.now();
    const known = await account();
    const withMail = await statementsOf(known);
    const suppressed = await statementsOf(known);
    const withoutAccount = await statementsOf(unknown());
    expect(withMail).toEqual([
      'select pg_advisory_xact_lock($1, hashtext($2))',
      'select password_reset_tokens',
      'select site_settings',
      'insert password_reset_tokens',
      'insert mail_outbox',
    ]);
    expect(suppressed).toEqual(withMail);
    expect(withoutAccount).toEqual(withMail);
    // Only the first sent a link.
    expect(await linksTo(known)).toHaveLength(1);
  });

  it('answers as fast for an address with an account (which gets an e-mail) as for one without', async () => {
    now = Date.now();
    const time = async (email: string) => {
      const started = performance.now();
      const response = await reset(email);
      const elapsed = performance.now() - started;
      expect(response.statusCode).toBe(200);
      return elapsed;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    // Warm both paths.
    for (let i = 0; i < 3; i++) {
      await time(await account());
      await time(unknown());
    }
    // 20 of each, interleaved in alternating order and compared by medians; a load spike on the shared machine can
    // spoil one series, so up to three are taken. Before, the known path ran a transaction more (13.4 against 5.7 ms).
    const series: string[] = [];
    let passed = false;
    for (let attempt = 0; attempt < 3 && !passed; attempt++) {
      const emails = await Promise.all(Array.from({ length: 20 }, () => account()));
      const known: number[] = [];
      const other: number[] = [];
      for (const [i, email] of emails.entries()) {
        if (i % 2 === 0) {
          known.push(await time(email));
          other.push(await time(unknown()));
        } else {
          other.push(await time(unknown()));
          known.push(await time(email));
        }
      }
      const [k, u] = [median(known), median(other)];
      series.push(`known ${k.toFixed(2)} ms / unknown ${u.toFixed(2)} ms`);
      // The known path still writes the outbox row for real (a few percent more); before it took 2.35 times as long.
      passed = Math.abs(k - u) < 2 || Math.max(k, u) < 1.6 * Math.min(k, u);
      // Every known address did get its e-mail, so the known series timed the path that sends.
      const mailed = await ctx.database.db.select().from(mailOutbox).where(inArray(mailOutbox.to, emails));
      expect(mailed).toHaveLength(emails.length);
    }
    expect(passed, `medians: ${series.join('; ')}`).toBe(true);
    expect(await ctx.database.db.select().from(passwordResetTokens)).not.toHaveLength(0);
  }, 120_000);
});
