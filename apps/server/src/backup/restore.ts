import { openAsBlob } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { LoadedConfig } from '../config.ts';
import { lockDataDir, type DataDirLock } from '../lib/data-dir-lock.ts';
import { SESSION_SECRET_FILE } from '../session-secret.ts';
import { BackupArchiveError, STORAGE_DIR, unpackArchive } from './archive.ts';
import { checksumDifferences, tableChecksums, type Query } from './checksums.ts';
import { DATA_PREFIX, knownMigrations, type Manifest } from './manifest.ts';
import { postgresQuery, runPostgresTool, withPostgres } from './postgres-tools.ts';

export interface RestoreOptions {
  /** Replace a database or files that are already there. */
  force?: boolean;
}

export interface RestoreResult {
  manifest: Manifest;
  /** Migrations of this version the backup has not had: the next start runs them. */
  pendingMigrations: number;
  /** What --force replaced. */
  replaced: string[];
}

/** A restore refused before anything was changed; the message says why and what to do. */
export class RestoreRefusal extends Error {}

const STORE_NAMES = { pglite: 'the embedded database (PGlite, DATA_DIR/db)', postgres: 'PostgreSQL (DATABASE_URL)' };

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function isEmptyFolder(folder: string): Promise<boolean> {
  return (await readdir(folder, { recursive: true, withFileTypes: true })).every((entry) => !entry.isFile());
}

/** What the target already holds, in words; empty when a restore may go ahead without --force. */
async function occupied(config: LoadedConfig, manifest: Manifest): Promise<string[]> {
  const found: string[] = [];
  if (config.databaseUrl) {
    const tables = await withPostgres(config.databaseUrl, async (client) => {
      const { rows } = await client.query<{ count: number }>(
        `select count(*)::int as count from information_schema.tables where table_schema in ('public', 'drizzle')`,
      );
      return rows[0]!.count;
    });
    if (tables > 0) found.push(`the database at DATABASE_URL has ${tables} tables`);
  } else {
    const db = path.join(config.dataDir, 'db');
    if ((await exists(db)) && (await readdir(db)).length > 0) found.push(`${db} holds a database`);
  }
  const storage = path.join(config.dataDir, STORAGE_DIR);
  if (manifest.storage === 'local' && (await exists(storage)) && !(await isEmptyFolder(storage))) {
    found.push(`${storage} holds files`);
  }
  const secret = path.join(config.dataDir, SESSION_SECRET_FILE);
  if (manifest.files.some((file) => file.path === SESSION_SECRET_FILE) && (await exists(secret))) {
    found.push(`${secret} exists`);
  }
  return found;
}

/**
 * A PostgreSQL database in use by a server is not restored under it: the other sessions on it are listed instead.
 * (An embedded database's server is found by the data directory's lock.)
 */
async function refuseOtherSessions(databaseUrl: string): Promise<void> {
  const sessions = await withPostgres(databaseUrl, async (client) => {
    const { rows } = await client.query<{ who: string }>(
      `select coalesce(nullif(application_name, ''), 'a client') || ' from ' || coalesce(client_addr::text, 'a local socket')
         as who
       from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return rows.map((row) => row.who);
  });
  if (sessions.length > 0) {
    throw new RestoreRefusal(
      `Refusing to restore: ${sessions.length} other sessions use this database (${[...new Set(sessions)].join(', ')}). ` +
        'Stop the Woodshed server (every instance) first.',
    );
  }
}

function checkCompatible(config: LoadedConfig, manifest: Manifest, archive: string): void {
  const store = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.store !== store) {
    throw new RestoreRefusal(
      `${archive} is a backup of ${STORE_NAMES[manifest.store]}, but this configuration uses ${STORE_NAMES[store]}. ` +
        (manifest.store === 'pglite'
          ? 'Unset DATABASE_URL to restore it into DATA_DIR.'
          : 'Set DATABASE_URL to the (new, empty) PostgreSQL database to restore it into.'),
    );
  }
  const known = knownMigrations().length;
  if (manifest.migrations.applied > known) {
    throw new RestoreRefusal(
      `${archive} comes from a newer Woodshed (${manifest.migrations.applied} migrations, up to ` +
        `${manifest.migrations.latest}; this version knows ${known}). Restore it with that version or a later one.`,
    );
  }
  if (manifest.storage !== config.storage.driver) {
    throw new RestoreRefusal(
      manifest.storage === 's3'
        ? `${archive} was taken with uploads in S3 (not in the archive), but S3_BUCKET is not set: set it to the bucket.`
        : `${archive} holds the uploaded files, but S3_BUCKET is set: restore with the local file store (unset S3_BUCKET), ` +
            'then copy DATA_DIR/storage into the bucket.',
    );
  }
}

function verify(manifest: Manifest, restored: Manifest['tables']): void {
  const differences = checksumDifferences(manifest.tables, restored);
  if (differences.length > 0) {
    throw new Error(`The restored database differs from the backup: ${differences.slice(0, 5).join('; ')}`);
  }
}

/** Opens the data directory's tar in a new folder (PGlite's own loader) and checks it against the manifest. */
async function restorePglite(manifest: Manifest, staging: string): Promise<string> {
  const { PGlite } = await import('@electric-sql/pglite');
  const folder = path.join(staging, 'restored-db');
  const client = await PGlite.create(folder, {
    loadDataDir: await openAsBlob(path.join(staging, manifest.database.path)),
  });
  try {
    const query: Query = async <Row>(sql: string) => (await client.query<Row>(sql)).rows;
    verify(manifest, await tableChecksums(query));
  } finally {
    await client.close();
  }
  return folder;
}

/**
 * pg_restore into DATABASE_URL. A database being replaced (--force) loses its app schemas first, so no table of a
 * later version stays behind to stop the migrations of the next start.
 */
async function restorePostgres(databaseUrl: string, manifest: Manifest, staging: string, replace: boolean) {
  if (replace) {
    await withPostgres(databaseUrl, (client) =>
      client.query('drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public'),
    );
  }
  await runPostgresTool(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-acl',
      '--exit-on-error',
      '--single-transaction',
      path.join(staging, manifest.database.path),
    ],
    databaseUrl,
  );
  verify(manifest, await withPostgres(databaseUrl, (client) => tableChecksums(postgresQuery(client))));
}

/** Moves `from` to `to`; what was at `to` goes into `aside` first (deleted with the staging folder). */
async function putInPlace(from: string | null, to: string, aside: string): Promise<void> {
  if (await exists(to)) await rename(to, aside);
  if (from !== null && (await exists(from))) await rename(from, to);
}

/**
 * Restores an archive of `npm run backup` into the configured store and DATA_DIR. Refuses, before changing
 * anything, a missing or damaged archive, one of the other store or of a newer version, a running server, and a
 * target that holds data (unless `force`). The database is checked against the backup's checksums before the files
 * go in; the next start runs the migrations of this version the backup has not had.
 */
export async function restoreBackup(
  config: LoadedConfig,
  archive: string,
  { force = false }: RestoreOptions = {},
): Promise<RestoreResult> {
  const file = path.resolve(archive);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new RestoreRefusal(`There is no backup at ${file}.`);
  await mkdir(config.dataDir, { recursive: true });
  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) {
    try {
      lock = lockDataDir(config.dataDir);
    } catch (error) {
      throw new RestoreRefusal(
        `Refusing to restore while a server runs on ${config.dataDir}:\n${(error as Error).message}`,
      );
    }
  }
  // In DATA_DIR, so the restored folders are moved into place, not copied.
  const staging = await mkdtemp(path.join(config.dataDir, '.restore-'));
  try {
    const manifest = await unpackArchive(file, staging).catch((error: unknown) => {
      throw error instanceof BackupArchiveError ? new RestoreRefusal(error.message) : error;
    });
    checkCompatible(config, manifest, file);
    if (config.databaseUrl) await refuseOtherSessions(config.databaseUrl);
    const replaced = await occupied(config, manifest);
    if (replaced.length > 0 && !force) {
      throw new RestoreRefusal(
        `Refusing to overwrite what is there: ${replaced.join('; ')}. Add --force to replace it with the backup.`,
      );
    }

    const aside = path.join(staging, 'replaced');
    await mkdir(aside);
    if (config.databaseUrl) {
      await restorePostgres(config.databaseUrl, manifest, staging, replaced.length > 0);
    } else {
      const restored = await restorePglite(manifest, staging);
      await putInPlace(restored, path.join(config.dataDir, 'db'), path.join(aside, 'db'));
    }
    const data = path.join(staging, DATA_PREFIX);
    if (manifest.storage === 'local') {
      await putInPlace(
        path.join(data, STORAGE_DIR),
        path.join(config.dataDir, STORAGE_DIR),
        path.join(aside, 'storage'),
      );
    }
    if (manifest.files.some((entry) => entry.path === SESSION_SECRET_FILE)) {
      const secret = path.join(config.dataDir, SESSION_SECRET_FILE);
      await putInPlace(path.join(data, SESSION_SECRET_FILE), secret, path.join(aside, SESSION_SECRET_FILE));
      await chmod(secret, 0o600);
    }
    return { manifest, pendingMigrations: knownMigrations().length - manifest.migrations.applied, replaced };
  } finally {
    await rm(staging, { recursive: true, force: true });
    lock?.release();
  }
}
