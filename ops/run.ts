/**
 * `npm run test:ops`: what happens to acknowledged writes when the server is stopped or killed under load.
 * Each scenario starts the real server (`node scripts/start.mjs`, the production bundle) on loopback, drives it
 * with concurrent writers that keep a ledger of what they were told was saved, does something to the process,
 * and then reads the database itself. One line per scenario with its figures; exit 1 when any fails.
 *
 * Usage: tsx ops/run.ts [scenario…]   (default: all; PostgreSQL ones need the server at OPS_DATABASE_URL's host)
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { postgresOutage, redisOutage, storageDriverFailure, storageFull } from './faults.ts';
import { twoInstances } from './cluster.ts';
import { mixedLoad } from './mixed-load.ts';
import { backupUnderLoad, upgradeFromPreviousRelease } from './backup-scenarios.ts';
import { gracefulStop, killUnderLoad, type ScenarioResult, type Store } from './scenarios.ts';

const repo = path.resolve(import.meta.dirname, '..');
/** An admin connection to this machine's PostgreSQL; each scenario makes (and drops) its own database. */
const ADMIN_URL = process.env.OPS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Each scenario with the store it is given: a new PGlite data directory, a new database on the machine's
 * PostgreSQL, or only a data directory (`own`: it starts a database of its own, ops/private-services.ts).
 */
const SCENARIOS: Record<
  string,
  { store: 'pglite' | 'postgres' | 'own'; run: (store: Store) => Promise<ScenarioResult> }
> = {
  'mixed-load-pglite': { store: 'pglite', run: mixedLoad },
  'mixed-load-postgres': { store: 'postgres', run: mixedLoad },
  'kill-pglite': { store: 'pglite', run: killUnderLoad },
  'kill-postgres': { store: 'postgres', run: killUnderLoad },
  'graceful-stop': { store: 'pglite', run: gracefulStop },
  'postgres-outage': { store: 'own', run: postgresOutage },
  'redis-outage': { store: 'pglite', run: redisOutage },
  'storage-full': { store: 'pglite', run: storageFull },
  'storage-driver-failure': { store: 'pglite', run: storageDriverFailure },
  'two-instances': { store: 'postgres', run: twoInstances },
  'backup-pglite': { store: 'pglite', run: backupUnderLoad },
  'backup-postgres': { store: 'postgres', run: backupUnderLoad },
  upgrade: { store: 'pglite', run: upgradeFromPreviousRelease },
};

async function storeFor(name: string): Promise<{ store: Store; cleanup: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `woodshed-ops-${name}-`));
  if (SCENARIOS[name]!.store !== 'postgres') {
    return { store: { kind: 'pglite', dataDir }, cleanup: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const database = `woodshed_ops_${process.pid}_${name.replace(/\W/g, '_')}`;
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${database}`);
  await admin.query(`create database ${database}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return {
    store: { kind: 'postgres', dataDir, databaseUrl: url.href },
    async cleanup() {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${database} with (force)`);
      await client.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const wanted = process.argv.slice(2);
const names = wanted.length > 0 ? wanted : Object.keys(SCENARIOS);
for (const name of names) if (!SCENARIOS[name]) throw new Error(`no scenario "${name}": ${Object.keys(SCENARIOS)}`);

for (const script of ['scripts/build-web.mjs', 'scripts/build-server.mjs']) {
  const build = spawnSync('node', [script, '--if-stale'], { cwd: repo, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`${script} failed`);
}

let failed = 0;
for (const name of names) {
  const { store, cleanup } = await storeFor(name);
  const started = performance.now();
  try {
    const result = await SCENARIOS[name]!.run(store);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const figures = Object.entries(result.figures)
      .map(([key, value]) => `${key} ${value}`)
      .join(', ');
    console.log(`${result.problems.length === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds} s): ${figures}`);
    for (const problem of result.problems) console.log(`     ${problem}`);
    if (result.problems.length > 0) failed += 1;
  } catch (error) {
    failed += 1;
    console.log(`FAIL ${name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  } finally {
    await cleanup();
  }
}
console.log(`ops scenarios: ${names.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
