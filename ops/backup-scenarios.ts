/**
 * Backups and upgrades in `npm run test:ops` (ops/run.ts): `npm run backup` under write load and its restore, on
 * each store, compared table by table and file by file with the moment of the snapshot; and main's server started on
 * the previous release's schema, directly and through a backup of it.
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@woodshed/shared';
import * as tar from 'tar';
import { demoSchoolEnv, signInDemoLearner } from '../bench/restart.ts';
import { freePort } from '../scripts/local-machine.mjs';
import { checksumDifferences, tableChecksums, type Query } from '../apps/server/src/backup/checksums.ts';
import { MANIFEST_NAME, knownMigrations, manifestSchema, type Manifest } from '../apps/server/src/backup/manifest.ts';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.ts';
import { serverPaths } from '../apps/server/src/paths.ts';
import {
  signal,
  startServer,
  startWriters,
  withStore,
  type ScenarioResult,
  type Server,
  type Store,
} from './scenarios.ts';

const repo = path.resolve(import.meta.dirname, '..');
/** Write load before the backup starts, and after it ends (the restore must not have the writes of after). */
const LOAD_BEFORE_MS = 1_500;
const LOAD_AFTER_MS = 1_000;
/** A backup or restore that takes longer is a failure (the demo school's is a few seconds). */
const TOOL_TIMEOUT_MS = 120_000;
const ADMIN_URL = process.env.OPS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const seconds = (ms: number) => (ms / 1000).toFixed(1);

/** `npm run backup` / `npm run restore` as an operator types them; exit code, output and time. */
async function npmRun(args: string[], env: NodeJS.ProcessEnv) {
  const started = performance.now();
  const child = spawn('npm', ['run', '--silent', ...args], { cwd: repo, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), TOOL_TIMEOUT_MS);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  return { code, output: output.trim(), ms: performance.now() - started };
}

async function npmRunOk(args: string[], env: NodeJS.ProcessEnv) {
  const result = await npmRun(args, env);
  if (result.code !== 0) throw new Error(`npm run ${args.join(' ')} exited with ${result.code}:\n${result.output}`);
  return result;
}

/** What the CLI is run with for a store: the same variables as its server. */
function storeEnv(store: Store): NodeJS.ProcessEnv {
  return { ...demoSchoolEnv(store.dataDir, 0), DATABASE_URL: store.kind === 'postgres' ? store.databaseUrl : '' };
}

async function readManifest(archive: string): Promise<Manifest> {
  const folder = await mkdtemp(path.join(tmpdir(), 'woodshed-ops-manifest-'));
  try {
    await tar.extract({ file: archive, cwd: folder, filter: (name) => name === MANIFEST_NAME });
    return manifestSchema.parse(JSON.parse(await readFile(path.join(folder, MANIFEST_NAME), 'utf8')));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

const UTC_TODAY = `(now() at time zone 'UTC')::date`;

/**
 * Totals the triggers keep in each write's own transaction, recomputed from the rows: a copy torn between two
 * moments (a session without its totals) shows here. Week totals exist for week ends from two days ago on.
 */
async function derivedTotalsProblems(query: Query, { withXp = false } = {}): Promise<string[]> {
  const checks: Record<string, string> = {
    practice_day_totals: `select count(*)::int as wrong from (
        select user_id, date, sum(duration)::int as minutes from practice_sessions where not scheduled_removal
        group by 1, 2 having sum(duration) <> 0) e
      full join practice_day_totals t using (user_id, date) where e.minutes is distinct from t.minutes`,
    practice_totals: `select count(*)::int as wrong from (
        select user_id, sum(duration)::bigint as minutes from practice_sessions where not scheduled_removal
        group by 1 having sum(duration) <> 0) e
      full join practice_totals t using (user_id) where e.minutes is distinct from t.minutes`,
    practice_week_totals: `select count(*)::int as wrong from (
        select (s.date + k)::date as week_end, s.user_id, sum(s.duration)::int as minutes
        from practice_sessions s cross join generate_series(0, 6) as k where not s.scheduled_removal
        group by 1, 2 having sum(s.duration) <> 0) e
      full join practice_week_totals t using (week_end, user_id)
      where coalesce(e.week_end, t.week_end) >= ${UTC_TODAY} - 2 and e.minutes is distinct from t.minutes`,
  };
  if (withXp) {
    checks.user_xp = `select count(*)::int as wrong from (
        select receiver_id as user_id, sum(amount)::bigint as xp from xp_awards group by 1) e
      full join user_xp t using (user_id) where e.xp is distinct from t.xp`;
    checks.xp_week_totals = `select count(*)::int as wrong from (
        select ((a.awarded_at at time zone p.timezone)::date + k)::date as week_end, a.receiver_id as user_id,
          sum(a.amount)::bigint as xp
        from xp_awards a join profiles p on p.id = a.receiver_id cross join generate_series(0, 6) as k
        group by 1, 2 having sum(a.amount) <> 0) e
      full join xp_week_totals t using (week_end, user_id)
      where coalesce(e.week_end, t.week_end) >= ${UTC_TODAY} - 2 and e.xp is distinct from t.xp`;
  }
  const problems: string[] = [];
  for (const [table, sql] of Object.entries(checks)) {
    const [row] = await query<{ wrong: number }>(sql);
    if (row!.wrong > 0) problems.push(`${table}: ${row!.wrong} rows disagree with the rows they total`);
  }
  return problems;
}

/** Compares the restored files with the manifest, and checks every stored file's row has its file. */
async function fileProblems(dataDir: string, manifest: Manifest, query: Query): Promise<string[]> {
  const problems: string[] = [];
  for (const file of manifest.files) {
    const content = await readFile(path.join(dataDir, file.path)).catch(() => null);
    if (!content) problems.push(`${file.path} was not restored`);
    else if (createHash('sha256').update(content).digest('hex') !== file.sha256) {
      problems.push(`${file.path} differs from the backup`);
    }
  }
  const rows = await query<{ bucket: string; path: string }>('select bucket, path from storage_objects');
  for (const row of rows) {
    const file = path.join(dataDir, 'storage', row.bucket, row.path);
    if (!(await stat(file).catch(() => null))) problems.push(`storage_objects row ${row.path} has no file`);
  }
  return problems.slice(0, 10);
}

async function signIn(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (response.status !== 200 || !cookie) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  return cookie;
}

/** Uploads text documents as the demo superadmin until stopped; the ids of those stored. */
function startUploads(base: string, cookie: string) {
  let stopped = false;
  const stored: string[] = [];
  const upload = async () => {
    const form = new FormData();
    form.append('category', 'document');
    form.append('file', new Blob([`ops upload ${randomBytes(16).toString('hex')}\n`]), 'ops-notes.txt');
    const response = await fetch(`${base}/api/admin/uploads`, {
      method: 'POST',
      headers: { cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE },
      body: form,
    });
    if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
    stored.push(((await response.json()) as { id: string }).id);
  };
  const loop = (async () => {
    while (!stopped) await upload();
  })();
  return {
    stored,
    first: upload(),
    async stop() {
      stopped = true;
      await loop;
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A second store of the same kind for the restore: a new data directory, and a new database on PostgreSQL. */
async function restoreTarget(store: Store): Promise<{ target: Store; cleanup: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'woodshed-ops-restored-'));
  if (store.kind === 'pglite') {
    return { target: { kind: 'pglite', dataDir }, cleanup: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const url = new URL(store.databaseUrl);
  const database = `${url.pathname.slice(1)}_restored`;
  const { default: pg } = await import('pg');
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`drop database if exists ${database}`);
  await admin(`create database ${database}`);
  url.pathname = `/${database}`;
  return {
    target: { kind: 'postgres', dataDir, databaseUrl: url.href },
    async cleanup() {
      await admin(`drop database if exists ${database} with (force)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `npm run backup` while writers log practice and the superadmin uploads files; then the server stops, the archive
 * is restored into a new store, and the restore is compared with the snapshot: every table's rows and checksum
 * against those the backup recorded at the moment of its snapshot (in the snapshot's own transaction or lock),
 * every file's sha256, every stored file's row with its file, the triggers' totals with their rows, and the
 * writers' ledger (every write acknowledged before the backup began is in it, none sent after it ended). Last, the
 * server starts on the restored copy and the demo learner signs in.
 */
export async function backupUnderLoad(store: Store): Promise<ScenarioResult> {
  const port = await freePort();
  const run = Math.random().toString(36).slice(2, 10);
  const server = await startServer(store, port);
  const archive = path.join(store.dataDir, '..', `woodshed-ops-${run}.tar.gz`);
  const { target, cleanup } = await restoreTarget(store);
  let restored: Server | undefined;
  try {
    const uploads = startUploads(server.base, await signIn(server.base, 'admin@woodshed.local', 'run-the-school'));
    await uploads.first;
    const writers = startWriters(server.base, await signInDemoLearner(server.base), run);
    await pause(LOAD_BEFORE_MS);

    const savedBefore = writers.ledger.filter((entry) => entry.outcome?.kind === 'saved').map((entry) => entry.seq);
    const backup = await npmRunOk(['backup', '--', archive], storeEnv(store));
    const sentBeforeEnd = writers.ledger.length;
    await pause(LOAD_AFTER_MS);
    await writers.stop();
    await uploads.stop();
    signal(server, 'SIGTERM');
    await server.exited;

    const restore = await npmRunOk(['restore', '--', archive], storeEnv(target));
    const manifest = await readManifest(archive);
    const problems: string[] = [];
    const { tables, derived, files, notes } = await withStore(target, async (query) => ({
      tables: checksumDifferences(manifest.tables, await tableChecksums(query)),
      derived: await derivedTotalsProblems(query),
      files: await fileProblems(target.dataDir, manifest, query),
      notes: (
        await query<{ notes: string }>(`select notes from practice_sessions where notes like 'ops ${run} %'`)
      ).map((row) => Number(row.notes.slice(`ops ${run} `.length))),
    }));
    problems.push(...tables.map((difference) => `table ${difference}`), ...derived, ...files);
    const inBackup = new Set(notes);
    const lost = savedBefore.filter((seq) => !inBackup.has(seq));
    const fromAfter = notes.filter((seq) => seq >= sentBeforeEnd);
    if (lost.length > 0) problems.push(`${lost.length} writes acknowledged before the backup are not in it`);
    if (fromAfter.length > 0) problems.push(`${fromAfter.length} writes sent after the backup ended are in it`);
    const serverErrors = writers.ledger.filter(
      (entry) => entry.outcome?.kind === 'refused' && entry.outcome.status >= 500,
    );
    if (serverErrors.length > 0) problems.push(`${serverErrors.length} writes answered 5xx during the backup`);
    if (savedBefore.length === 0) problems.push('no write was acknowledged before the backup: the load did not run');
    const uploadedInBackup = await withStore(target, (query) =>
      query<{ id: string }>(`select id from storage_objects where name = 'ops-notes.txt'`),
    );
    if (uploadedInBackup.length === 0) problems.push('no file uploaded before the backup is in it');

    const restoredPort = await freePort();
    restored = await startServer(target, restoredPort);
    await signInDemoLearner(restored.base);
    const snapshotMs = /in (\d+) ms/.exec(backup.output)?.[1] ?? '?';
    const archiveBytes = (await stat(archive)).size;
    return {
      figures: {
        writes: writers.ledger.length,
        'acked before backup': savedBefore.length,
        'in backup': inBackup.size,
        uploads: uploads.stored.length,
        'backup s': seconds(backup.ms),
        'snapshot ms': snapshotMs,
        'archive MB': (archiveBytes / 1e6).toFixed(1),
        tables: manifest.tables.length,
        rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
        files: manifest.files.length,
        'restore s': seconds(restore.ms),
        'restored start s': seconds(restored.readyMs),
      },
      problems,
    };
  } finally {
    if (restored) {
      signal(restored, 'SIGTERM');
      await restored.exited;
    }
    if (server.child.exitCode === null && server.child.signalCode === null) {
      signal(server, 'SIGKILL');
      await server.exited;
    }
    await cleanup();
    await rm(archive, { force: true });
  }
}

// ── Upgrade ─────────────────────────────────────────────────────────────────

interface Journal {
  entries: Array<{ tag: string }>;
}

/** The migrations folder as the previous release shipped it (ops/previous-release.json): main's, journal cut. */
function previousReleaseMigrations(): { folder: string; count: number; last: string } {
  const { lastMigration } = JSON.parse(
    readFileSync(path.join(import.meta.dirname, 'previous-release.json'), 'utf8'),
  ) as {
    lastMigration: string;
  };
  const folder = mkdtempSync(path.join(tmpdir(), 'woodshed-ops-previous-'));
  cpSync(serverPaths.migrations, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal;
  const index = journal.entries.findIndex((entry) => entry.tag === lastMigration);
  if (index < 0) throw new Error(`ops/previous-release.json names ${lastMigration}, which is not a migration`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index + 1) }));
  return { folder, count: index + 1, last: lastMigration };
}

const UPGRADE_USERS = [
  { email: 'upgrade-utc@example.test', username: 'upgrade_utc', timezone: 'UTC' },
  { email: 'upgrade-ny@example.test', username: 'upgrade_ny', timezone: 'America/New_York' },
  { email: 'upgrade-tokyo@example.test', username: 'upgrade_tokyo', timezone: 'Asia/Tokyo' },
];
const UPGRADE_PASSWORD = 'upgrade-and-keep-practising';
/** The previous release's rows the upgrade must keep as they were (the start itself signs in, seeds reference data). */
const KEPT_TABLES = [
  'public.profiles',
  'public.practice_sessions',
  'public.practice_day_totals',
  'public.practice_totals',
  'public.xp_awards',
  'public.user_xp',
];

/**
 * The previous release's data, written with SQL as its code would: users with profiles in three zones, two weeks
 * of practice (some sessions pending removal; the day totals come from migration 0008's trigger) and XP awards.
 */
async function writePreviousReleaseData(query: Query): Promise<void> {
  const hash = await hashPassword(UPGRADE_PASSWORD);
  for (const [u, user] of UPGRADE_USERS.entries()) {
    const [{ id } = { id: '' }] = await query<{ id: string }>(
      `insert into users (email, password_hash) values ('${user.email}', '${hash}') returning id`,
    );
    await query(
      `insert into profiles (id, username, timezone) values ('${id}', '${user.username}', '${user.timezone}')`,
    );
    const sessions: string[] = [];
    for (let day = 0; day < 14; day += 1) {
      for (let n = 0; n < 1 + ((day + u) % 3); n += 1) {
        const removed = (day + n + u) % 7 === 0;
        sessions.push(
          `('${id}', ${UTC_TODAY} - ${day}, ${5 + ((day * 7 + n * 11 + u * 13) % 55)}, 'upgrade ${day}/${n}', ${removed})`,
        );
      }
    }
    await query(
      `insert into practice_sessions (user_id, date, duration, notes, scheduled_removal) values ${sessions.join(', ')}`,
    );
    const awards: string[] = [];
    for (let day = 0; day < 9; day += 1) {
      awards.push(
        `('${id}', ${10 + day * 5 + u}, 'Practice', now() - interval '${day} days 3 hours', true, 'upgrade:${day}')`,
      );
    }
    await query(
      `insert into xp_awards (receiver_id, amount, description, awarded_at, system_award, award_key) values ${awards.join(', ')}`,
    );
    await query(
      `insert into user_xp (user_id, xp) select receiver_id, sum(amount) from xp_awards where receiver_id = '${id}' group by 1`,
    );
  }
}

/** This week's practice minutes of the signed-in user on the leaderboard (read from practice_week_totals). */
async function weekPracticeOnBoard(base: string, cookie: string): Promise<number | null> {
  const response = await fetch(`${base}/api/leaderboard?board=practice&period=week`, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`the week's leaderboard answered ${response.status}`);
  // The viewer's row is among the entries when in the top, else in `you`.
  const board = (await response.json()) as {
    entries: Array<{ value: number; isYou: boolean }>;
    you: { value: number } | null;
  };
  return (board.entries.find((entry) => entry.isYou) ?? board.you)?.value ?? null;
}

/**
 * Main's server on the previous release's data, and its checks. First start (running the newer migrations): the UTC
 * user's week on the board is the sum of their sessions of the last 7 days; stopped, the kept tables are as they
 * were and every trigger-kept total agrees with its rows. Second start: a session logged now moves the week by its
 * minutes, and the totals still agree.
 */
async function startOnPreviousData(store: Store, before: Manifest['tables']) {
  const user = UPGRADE_USERS[0]!;
  const problems: string[] = [];
  const started: Server[] = [];
  const withServer = async <T>(use: (base: string, cookie: string) => Promise<T>): Promise<T> => {
    const server = await startServer(store, await freePort(), { SEED_DEMO: 'false' });
    started.push(server);
    try {
      return await use(server.base, await signIn(server.base, user.email, UPGRADE_PASSWORD));
    } finally {
      signal(server, 'SIGTERM');
      await server.exited;
    }
  };
  try {
    const week = await withServer((base, cookie) => weekPracticeOnBoard(base, cookie));
    const { migrations, weekRows } = await withStore(store, async (query) => {
      const [expected] = await query<{ minutes: number }>(
        `select coalesce(sum(s.duration), 0)::int as minutes from practice_sessions s join users u on u.id = s.user_id
         where u.email = '${user.email}' and not s.scheduled_removal and s.date > ${UTC_TODAY} - 7`,
      );
      if (week !== expected!.minutes) {
        problems.push(`the board's week is ${week} minutes, the sessions' ${expected!.minutes}`);
      }
      const kept = (await tableChecksums(query)).filter((table) => KEPT_TABLES.includes(table.name));
      const expectedKept = before.filter((table) => KEPT_TABLES.includes(table.name));
      problems.push(...checksumDifferences(expectedKept, kept).map((difference) => `after the upgrade ${difference}`));
      problems.push(...(await derivedTotalsProblems(query, { withXp: true })));
      const [weeks] = await query<{ rows: number }>('select count(*)::int as rows from practice_week_totals');
      const [applied] = await query<{ count: number }>(
        'select count(*)::int as count from drizzle.__drizzle_migrations',
      );
      return { migrations: applied!.count, weekRows: weeks!.rows };
    });

    const weekAfter = await withServer(async (base, cookie) => {
      const logged = await fetch(`${base}/api/practice/sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE },
        body: JSON.stringify({ date: new Date().toISOString().slice(0, 10), duration: 25, notes: 'after the upgrade' }),
      });
      if (logged.status !== 201) problems.push(`logging a session after the upgrade answered ${logged.status}`);
      return weekPracticeOnBoard(base, cookie);
    });
    if (week === null || weekAfter !== week + 25) {
      problems.push(`the week's board showed ${week} minutes, then ${weekAfter} after 25 more`);
    }
    problems.push(...(await withStore(store, (query) => derivedTotalsProblems(query, { withXp: true }))));
    return { problems, week, weekRows, migrations, readyMs: started[0]!.readyMs };
  } finally {
    for (const server of started) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        signal(server, 'SIGKILL');
        await server.exited;
      }
    }
  }
}

/**
 * The previous release's schema (its migrations only), with data; a backup of it; main's server started on it (the
 * upgrade); and the backup restored and started under main too (a restore into a newer version migrates).
 */
export async function upgradeFromPreviousRelease(store: Store): Promise<ScenarioResult> {
  if (store.kind !== 'pglite') throw new Error('the upgrade scenario runs on the embedded database');
  const previous = previousReleaseMigrations();
  const archive = path.join(store.dataDir, '..', `woodshed-ops-upgrade-${process.pid}.tar.gz`);
  const { target, cleanup } = await restoreTarget(store);
  try {
    const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    const old = await PGlite.create(path.join(store.dataDir, 'db'));
    let before: Manifest['tables'];
    try {
      await migrate(drizzle(old), { migrationsFolder: previous.folder });
      const query: Query = async <Row>(sql: string) => (await old.query<Row>(sql)).rows;
      await writePreviousReleaseData(query);
      before = await tableChecksums(query);
    } finally {
      await old.close();
    }

    const backup = await npmRunOk(['backup', '--', archive], storeEnv(store));
    const manifest = await readManifest(archive);
    const problems: string[] = [];
    if (manifest.migrations.applied !== previous.count || manifest.migrations.latest !== previous.last) {
      problems.push(`the backup records ${manifest.migrations.applied} migrations up to ${manifest.migrations.latest}`);
    }
    const upgraded = await startOnPreviousData(store, before);
    problems.push(...upgraded.problems.map((problem) => `in place: ${problem}`));

    const restore = await npmRunOk(['restore', '--', archive], storeEnv(target));
    if (!restore.output.includes(`the next start runs the other ${upgraded.migrations - previous.count}`)) {
      problems.push(`the restore did not announce the pending migrations:\n${restore.output}`);
    }
    const fromBackup = await startOnPreviousData(target, before);
    problems.push(...fromBackup.problems.map((problem) => `restored: ${problem}`));
    if (upgraded.migrations !== knownMigrations().length) {
      problems.push(`${upgraded.migrations} migrations applied after the upgrade, not all of main's`);
    }
    return {
      figures: {
        'previous release': `${previous.count} migrations (${previous.last})`,
        main: `${upgraded.migrations} migrations`,
        sessions: before.find((table) => table.name === 'public.practice_sessions')!.rows,
        'week total rows': upgraded.weekRows,
        'board week minutes': upgraded.week ?? 'none',
        'upgrade start s': seconds(upgraded.readyMs),
        'backup s': seconds(backup.ms),
        'restore s': seconds(restore.ms),
        'restored start s': seconds(fromBackup.readyMs),
      },
      problems,
    };
  } finally {
    await cleanup();
    await rm(archive, { force: true });
    await rm(previous.folder, { recursive: true, force: true });
  }
}
