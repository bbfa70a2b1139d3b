import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigratedDatabase, prepareDatabase, seedForStart } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { practiceSessions, users } from './db/schema/index.ts';
import { removeDemoAccounts, resetDemoPasswords } from './seed/demo-account-cleanup.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_ADMIN,
  DEMO_LEARNER,
  DEMO_TEACHER,
  demoAccountsWithPublishedPasswords,
  seedDemoAccounts,
} from './seed/demo.ts';
import { LOCK_FILE } from './lib/data-dir-lock.ts';
import { hashPassword } from './modules/auth/index.ts';
import { findUserByEmail } from './modules/auth/index.ts';
import { SESSION_SECRET_FILE } from './session-secret.ts';
import { createTestContext, type TestContext } from './test/harness.ts';

/**
 * Production defaults: a production start makes no demo account and prints no password, refuses a database
 * whose demo accounts still have their published passwords until `npm run demo-accounts` deals with them, and one
 * process at a time uses an embedded database.
 */

const repo = path.resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
const freshDataDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'woodshed-production-'));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

const productionEnv = (dataDir: string, env: Record<string, string> = {}) => ({
  NODE_ENV: 'production',
  SEED_DEMO: 'true',
  DATA_DIR: dataDir,
  ADMIN_EMAIL: '',
  ADMIN_PASSWORD: '',
  ...env,
});

const refusal = /^Refusing to start in production: anyone can sign in to these demo accounts/;

describe('a production start', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ NODE_ENV: 'production' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('creates no demo account or demo data whatever SEED_DEMO says, and shows no password (before: teacher@woodshed.local / teach-the-blues signed in)', async () => {
    const owner = { email: 'owner@school.example', password: 'our-own-long-passphrase-31' };
    const config = loadConfig(
      productionEnv(await freshDataDir(), { ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password }),
    );
    expect([config.isProduction, config.seedDemo]).toEqual([true, true]);
    const hints = await seedForStart(ctx.database.db, config);
    expect(hints).toEqual([`Superadmin: ${owner.email} (from ADMIN_EMAIL; created)`]);
    for (const password of [owner.password, ...DEMO_ACCOUNTS.map((account) => account.password)]) {
      expect(hints.join('\n')).not.toContain(password);
    }
    expect(await ctx.database.db.select({ email: users.email }).from(users)).toEqual([{ email: owner.email }]);
    expect(await ctx.database.db.select({ n: count() }).from(practiceSessions)).toEqual([{ n: 0 }]);

    const teacher = await ctx.request('POST', '/api/auth/login', {
      body: { email: DEMO_TEACHER.email, password: DEMO_TEACHER.password },
    });
    expect(teacher.statusCode).toBe(401);
    expect((await ctx.request('POST', '/api/auth/login', { body: owner })).statusCode).toBe(200);
    // Later starts too.
    expect(await seedForStart(ctx.database.db, config)).toEqual([
      `Superadmin: ${owner.email} (from ADMIN_EMAIL; unchanged)`,
    ]);
    expect(await findUserByEmail(ctx.database.db, DEMO_TEACHER.email)).toBeUndefined();
  });
});

describe('a production start on a database with demo accounts', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ NODE_ENV: 'production' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('is refused while they have their published passwords; removing or re-passwording them lets it start', async () => {
    const db = ctx.database.db;
    const config = loadConfig(productionEnv(await freshDataDir()));
    // As a development start made them; someone signed in as the learner meanwhile.
    await seedDemoAccounts(db, [...DEMO_ACCOUNTS]);
    const learnerCookie = await ctx.signIn(DEMO_LEARNER.email, DEMO_LEARNER.password);
    // The teacher's password was changed (a reset): the account belongs to someone now and does not stop a start.
    await db
      .update(users)
      .set({ passwordHash: await hashPassword('the-teachers-own-secret-77') })
      .where(eq(users.email, DEMO_TEACHER.email));

    const refused = seedForStart(db, config);
    await expect(refused).rejects.toThrow(refusal);
    const message = await refused.catch((error: Error) => error.message);
    expect(message).toContain(`  ${DEMO_LEARNER.email}, demo learner`);
    expect(message).toContain(`  ${DEMO_ADMIN.email}, demo superadmin`);
    expect(message).not.toContain(DEMO_TEACHER.email);
    expect(message).toContain('npm run demo-accounts -- --remove');
    expect(message).toContain('npm run demo-accounts -- --reset-passwords');

    // --remove: the learner goes (with their session); the admin is the only superadmin, so account deletion keeps it.
    const log = { warn: () => undefined };
    const removal = await removeDemoAccounts(
      db,
      { files: ctx.app.files, log },
      await demoAccountsWithPublishedPasswords(db),
    );
    expect(removal).toEqual({ removed: [DEMO_LEARNER.email], keptLastSuperadmin: [DEMO_ADMIN.email] });
    expect(await findUserByEmail(db, DEMO_LEARNER.email)).toBeUndefined();
    expect((await ctx.request('GET', '/api/auth/session', { as: learnerCookie })).json()).toMatchObject({
      user: null,
    });
    const stillRefused = await seedForStart(db, config).catch((error: Error) => error.message);
    expect(stillRefused).toMatch(refusal);
    expect(stillRefused).toContain(DEMO_ADMIN.email);
    expect(stillRefused).not.toContain(DEMO_LEARNER.email);

    // --reset-passwords: a random password, shown once; the published one no longer signs in.
    const adminCookie = await ctx.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const [reset, ...others] = await resetDemoPasswords(db, await demoAccountsWithPublishedPasswords(db));
    expect(others).toEqual([]);
    expect(reset?.email).toBe(DEMO_ADMIN.email);
    expect(reset?.password).toMatch(/^[\w-]{24}$/);
    expect((await ctx.request('GET', '/api/auth/session', { as: adminCookie })).json()).toMatchObject({ user: null });
    const published = await ctx.request('POST', '/api/auth/login', {
      body: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    });
    expect(published.statusCode).toBe(401);
    await ctx.signIn(DEMO_ADMIN.email, reset!.password);

    expect(await seedForStart(db, config)).toEqual([
      'No superadmin configured: set ADMIN_EMAIL and ADMIN_PASSWORD, or run `npm run create-admin`.',
    ]);
  });
});

interface Server {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `npm start`'s server from the sources, on DATA_DIR with its own port, output captured. */
function startServer(dataDir: string): Server {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: '',
    SEED_DEMO: 'false',
    ADMIN_EMAIL: '',
    LOG_LEVEL: 'info',
    WEB_DIST: '/nonexistent-web-dist',
  };
  delete env.SESSION_SECRET;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repo,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function until<T>(what: string, check: () => Promise<T | undefined> | T | undefined, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Resolves with the address once the server answers /readyz; fails if it exits first. */
async function ready(server: Server): Promise<string> {
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  const address = await until(
    'the server to listen',
    () => {
      if (exitCode !== undefined) throw new Error(`the server exited with ${exitCode}:\n${server.output()}`);
      return /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output())?.[1];
    },
    100_000,
  );
  expect((await fetch(`${address}/readyz`)).status).toBe(200);
  return address;
}

const lockOwner = async (dataDir: string) =>
  (JSON.parse(await readFile(path.join(dataDir, LOCK_FILE), 'utf8')) as { pid: number }).pid;

describe('one process per embedded database', () => {
  let dataDir: string;
  const running: Server[] = [];
  beforeAll(async () => {
    dataDir = await freshDataDir();
  });
  afterAll(() => {
    for (const server of running) server.child.kill('SIGKILL');
  });

  it('refuses a second server on the same DATA_DIR naming the first, and takes over the lock of a killed one', async () => {
    const first = startServer(dataDir);
    running.push(first);
    // The lock is taken before the database opens: the second start is refused while the first still prepares.
    await until('the first server to take the lock', () => lockOwner(dataDir).catch(() => undefined), 40_000);
    expect(await lockOwner(dataDir)).toBe(first.child.pid);
    const second = startServer(dataDir);
    running.push(second);
    const started = Date.now();
    expect(await second.exited).toBe(1);
    // About a second on an idle machine (the lock comes before the app loads); loose for a busy one.
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(second.output()).toContain(`Another Woodshed process (pid ${first.child.pid}, started `);
    expect(second.output()).toContain(`is using the embedded database in ${dataDir}`);

    await ready(first);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(await lockOwner(dataDir)).toBe(first.child.pid);

    const third = startServer(dataDir);
    running.push(third);
    await ready(third);
    expect(await lockOwner(dataDir)).toBe(third.child.pid);
    // The secret the first start generated is the one every later start uses.
    expect((await readFile(path.join(dataDir, SESSION_SECRET_FILE), 'utf8')).trim()).toMatch(/^[0-9a-f]{64}$/);

    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    await expect(readFile(path.join(dataDir, LOCK_FILE))).rejects.toThrow(/ENOENT/);
  }, 150_000);

  it('`npm run demo-accounts -- --remove` lets a refused production start go ahead', async () => {
    // The embedded database the servers above made, with the demo accounts a development start would add.
    const database = await openMigratedDatabase(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: '' }));
    try {
      await seedDemoAccounts(database.db, [DEMO_LEARNER, DEMO_TEACHER]);
    } finally {
      await database.close();
    }
    const config = loadConfig(productionEnv(dataDir, { DATABASE_URL: '' }));
    await expect(prepareDatabase(config)).rejects.toThrow(refusal);

    const env: NodeJS.ProcessEnv = { ...process.env, ...productionEnv(dataDir), DATABASE_URL: '' };
    const script = spawn('npm', ['run', '--silent', 'demo-accounts', '--', '--remove'], { cwd: repo, env });
    let output = '';
    script.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    script.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    expect(await new Promise((resolve) => script.once('exit', resolve)), output).toBe(0);
    expect(output).toContain(`Removed ${DEMO_LEARNER.email}.`);
    expect(output).toContain(`Removed ${DEMO_TEACHER.email}.`);

    const { database: started, signInHints } = await prepareDatabase(config);
    try {
      expect(
        await started.db.select({ email: users.email }).from(users).where(eq(users.email, DEMO_TEACHER.email)),
      ).toEqual([]);
      expect(signInHints.join('\n')).not.toContain('Demo');
    } finally {
      await started.close();
    }
  }, 150_000);
});
