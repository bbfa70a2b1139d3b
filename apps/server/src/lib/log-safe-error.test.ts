import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { logSafeError, logSafeErrSerializer, scrubText, shortErrorDescription } from './log-safe-error.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const SECRET = 'zq-secret-parameter-7f3a9c';
const production = { production: true };
const development = { production: false };

async function thrownBy(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('logSafeError with database errors', () => {
  it('keeps the SQLSTATE, the SQL with placeholders and our frames, never the parameter', async () => {
    const error = await thrownBy(() => ctx.database.db.execute(sql`select ${SECRET}::int`));
    // The raw error does carry the secret, in several places.
    expect(
      JSON.stringify({ ...(error as object), message: (error as Error).message, stack: (error as Error).stack }),
    ).toContain(SECRET);

    const safe = logSafeError(error, production);
    expect(JSON.stringify(safe)).not.toContain(SECRET);
    expect(safe).toMatchObject({ type: 'DrizzleQueryError', code: '22P02', query: 'select $1::int' });
    expect(safe.reason).toBeUndefined();
    expect(safe.stack).toContain('log-safe-error.test.ts');
    expect(safe.stack).not.toMatch(/Failed query|params:/);
    expect(Object.keys(safe)).not.toContain('params');
  });

  it('outside production keeps the database message for debugging, but never the params', async () => {
    const error = await thrownBy(() => ctx.database.db.execute(sql`select ${'not-a-uuid'}::uuid, ${SECRET}::text`));
    const safe = logSafeError(error, development);
    expect(safe).toMatchObject({ type: 'DrizzleQueryError', code: '22P02', query: 'select $1::uuid, $2::text' });
    expect(safe.reason).toContain('invalid input syntax for type uuid');
    expect(JSON.stringify(safe)).not.toContain(SECRET);
  });

  it('names the constraint and table of a unique violation, without the duplicate value', async () => {
    const email = `${SECRET}@example.test`;
    await ctx.database.db.insert(users).values({ email, passwordHash: 'x' });
    const error = await thrownBy(() => ctx.database.db.insert(users).values({ email, passwordHash: 'x' }));
    const safe = logSafeError(error, production);
    expect(safe).toMatchObject({
      type: 'DrizzleQueryError',
      code: '23505',
      table: 'users',
      constraint: 'users_email_unique',
    });
    expect(safe.query).toMatch(/^insert into "users"/);
    expect(JSON.stringify(safe)).not.toContain(SECRET);
    // Outside production too: the detail "Key (email)=(…)" is never copied.
    expect(JSON.stringify(logSafeError(error, development))).not.toContain(SECRET);
  });

  it('handles an error raised inside a transaction', async () => {
    const error = await thrownBy(() =>
      ctx.database.db.transaction(async (tx) => tx.execute(sql`select ${SECRET}::int`)),
    );
    const safe = logSafeError(error, production);
    expect(safe.code).toBe('22P02');
    expect(JSON.stringify(safe)).not.toContain(SECRET);
  });
});

describe('logSafeError with other values', () => {
  it('scrubs links, tokens, addresses and quoted values from messages in production', () => {
    const link = 'https://woodshed.example.org/update-password#access_token=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_';
    const error = new TypeError(`could not mail ${link} to "someone" at ada@example.test with ${'k'.repeat(40)}`);
    const safe = logSafeError(error, production);
    expect(safe.type).toBe('TypeError');
    expect(safe.reason).toBe('could not mail [url] to [quoted] at [address] with [redacted]');
    expect(logSafeError(error, development).reason).toBe(error.message);
  });

  it('drops a multi-line message from the stack, keeping frames only', () => {
    const error = new Error(`first line\nsecond line with ${SECRET}\n    at fake (${SECRET}.ts:1:1)`);
    const safe = logSafeError(error, development);
    expect(safe.stack).not.toContain(SECRET);
    expect(safe.stack?.split('\n').every((line) => line.startsWith('at '))).toBe(true);
  });

  it('keeps SMTP codes of a nodemailer error, and gives a short description', () => {
    const error = Object.assign(new Error(`Message failed: 550 no such user ${SECRET}@example.test`), {
      code: 'EMESSAGE',
      responseCode: 550,
      command: 'DATA',
      response: `550 no such user ${SECRET}@example.test`,
      rejected: [`${SECRET}@example.test`],
    });
    const safe = logSafeError(error, production);
    expect(safe).toMatchObject({ type: 'Error', code: 'EMESSAGE', responseCode: 550, command: 'DATA' });
    expect(JSON.stringify(safe)).not.toContain(SECRET);
    expect(shortErrorDescription(safe)).toBe('EMESSAGE 550 on DATA');
  });

  it('follows causes and aggregate errors', () => {
    const inner = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const safe = logSafeError(new Error('outer', { cause: new AggregateError([inner], 'all failed') }), production);
    expect(safe.cause).toMatchObject({ type: 'AggregateError', errors: [{ code: 'ECONNREFUSED' }] });
    expect(shortErrorDescription(safe.cause!)).toBe('AggregateError (ECONNREFUSED)');
  });

  it('logs only the type of a thrown non-error', () => {
    expect(logSafeError(`token ${SECRET}`, development)).toEqual({ type: 'string' });
    expect(logSafeError({ params: [SECRET] }, development)).toEqual({ type: 'object' });
    expect(logSafeError(null, development)).toEqual({ type: 'null' });
  });

  it('is idempotent, and the pino serializer leaves non-errors alone', () => {
    const once = logSafeError(new Error('x'), production);
    expect(logSafeError(once, production)).toBe(once);
    const serialize = logSafeErrSerializer(true);
    expect(serialize(once)).toBe(once);
    expect(serialize('plain text')).toBe('plain text');
    expect(serialize(new RangeError('bad'))).toMatchObject({ type: 'RangeError', reason: 'bad' });
  });

  it('scrubText caps the length', () => {
    expect(scrubText('x '.repeat(1_000)).length).toBeLessThanOrEqual(300);
  });
});
