import { randomBytes, randomUUID } from 'node:crypto';
import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE } from '@woodshed/shared';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { resolveSessionSecret } from '../session-secret.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { seedReferenceData } from '../seed/reference.ts';
import { hashPassword } from '../modules/auth/index.ts';
import { insertUserWithProfile } from '../modules/auth/index.ts';

export const TEST_PASSWORD = 'fretboard-harmony-42';

/**
 * A fresh database per test file: in-memory PGlite, or, when DATABASE_URL is set, a new
 * PostgreSQL database created for the file and dropped after it.
 */
async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    return { database, drop: async () => undefined };
  }
  const name = `woodshed_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  /** A user whose session cookie to send, or a raw cookie value. */
  as?: TestUser | string;
  headers?: Record<string, string>;
  /** Leave out the CSRF header, to test that it is required. */
  noCsrf?: boolean;
  /** The client's address (request.ip); light-my-request's default is 127.0.0.1. */
  remoteAddress?: string;
}

export interface TestContext {
  app: App;
  database: Database;
  request(method: Method, url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  /** Creates an account directly (no CAPTCHA) and signs it in through the API. */
  createUser(options?: {
    email?: string;
    isSuperadmin?: boolean;
    eventCreator?: boolean;
    username?: string;
  }): Promise<TestUser>;
  signIn(email: string, password: string): Promise<string>;
  /** Fetches a challenge from the API and solves it as the browser widget would; returns the payload. */
  solveCaptcha(): Promise<string>;
  close(): Promise<void>;
}

export function sessionCookieFrom(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
}

export interface TestContextOptions {
  /** A fixed or moving "now" for the app (default: the real time). Change `clock.now` between requests. */
  clock?: { now: () => Date };
}

export async function createTestContext(
  env: Record<string, string> = {},
  options: TestContextOptions = {},
): Promise<TestContext> {
  const { database, drop } = await openTestDatabase();
  await database.migrate();
  await seedReferenceData(database.db);
  const config = await resolveSessionSecret(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: `/tmp/woodshed-test-${randomUUID()}`,
      // Given, so no test writes a secret file into its DATA_DIR.
      SESSION_SECRET: randomBytes(32).toString('hex'),
      CAPTCHA_COST: '10',
      CAPTCHA_MAX_COUNTER: '20',
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000',
      WEB_DIST: '/nonexistent-web-dist',
      ...env,
    }),
  );
  const app = await buildApp({
    config,
    db: database.db,
    runJobs: false,
    logger: false,
    clock: options.clock,
    ...(database.poolStats ? { poolStats: database.poolStats } : {}),
  });
  await app.ready();

  const request: TestContext['request'] = (method, url, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (method !== 'GET' && !options.noCsrf) headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
    const cookie = typeof options.as === 'string' ? options.as : options.as?.cookie;
    const inject: InjectOptions = { method, url, headers };
    if (options.remoteAddress) inject.remoteAddress = options.remoteAddress;
    if (cookie) inject.cookies = { [SESSION_COOKIE]: cookie };
    if (options.body !== undefined) inject.payload = options.body as InjectOptions['payload'];
    return app.inject(inject);
  };

  const signIn = async (email: string, password: string) => {
    const response = await request('POST', '/api/auth/login', { body: { email, password } });
    const cookie = sessionCookieFrom(response);
    if (response.statusCode !== 200 || !cookie)
      throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
    return cookie;
  };

  let userCount = 0;
  const createUser: TestContext['createUser'] = async (options = {}) => {
    userCount += 1;
    const email = options.email ?? `user${userCount}-${randomUUID().slice(0, 8)}@example.test`;
    const { user } = await insertUserWithProfile(database.db, {
      email,
      passwordHash: await hashPassword(TEST_PASSWORD),
      username: options.username ?? null,
      isSuperadmin: options.isSuperadmin ?? false,
      eventCreator: options.eventCreator ?? false,
    });
    return { id: user.id, email, password: TEST_PASSWORD, cookie: await signIn(email, TEST_PASSWORD) };
  };

  const solveCaptcha = async () => {
    const response = await request('GET', '/api/auth/captcha');
    const challenge = response.json() as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('could not solve the CAPTCHA challenge');
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  };

  return {
    app,
    database,
    request,
    createUser,
    signIn,
    solveCaptcha,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
