import { chmod, mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadedConfig } from '../config.ts';
import { lockDataDir } from '../lib/data-dir-lock.ts';
import { dataFileCopier, packArchive, sha256Of } from './archive.ts';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, DATABASE_ENTRY, appVersion, type Manifest } from './manifest.ts';
import { requestSnapshot, snapshotPglite, type SnapshotInfo } from './pglite-snapshot.ts';
import { snapshotPostgres } from './postgres-tools.ts';

export interface BackupResult {
  file: string;
  manifest: Manifest;
  /** Where the database's snapshot came from. */
  source: 'from the running server' | 'from the data directory' | 'by pg_dump';
  snapshotMs: number;
  bytes: number;
}

/** `backups/woodshed-<UTC time>.tar.gz` under a folder; a name for a file as given. */
export async function archivePath(target: string, now = new Date()): Promise<string> {
  const isFolder =
    target.endsWith('/') ||
    (await stat(target).then(
      (info) => info.isDirectory(),
      () => false,
    ));
  if (!isFolder) return path.resolve(target);
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return path.resolve(target, `woodshed-${stamp}.tar.gz`);
}

/** The embedded database's snapshot: from the server running on it, or from the data directory itself. */
async function snapshotEmbedded(dataDir: string, tarFile: string) {
  const fromServer = await requestSnapshot(dataDir, tarFile);
  if (fromServer) return { info: fromServer, source: 'from the running server' as const };
  // No server answers: this process opens the database, holding the lock (a second process would be refused).
  const lock = lockDataDir(dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create(path.join(dataDir, 'db'));
    try {
      const { info, tar } = await snapshotPglite(client);
      await writeFile(tarFile, tar);
      return { info, source: 'from the data directory' as const };
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

/**
 * Writes one archive of the configured store: the database's consistent snapshot, then DATA_DIR's files (see
 * dataFileCopier for the order), and the manifest. Built in a folder beside the target and renamed into place, so
 * an interrupted backup leaves no half archive under the target's name. Mode 0600: it holds every account's data.
 */
export async function createBackup(config: LoadedConfig, target: string): Promise<BackupResult> {
  const store = config.databaseUrl ? 'postgres' : 'pglite';
  if (store === 'pglite' && !(await stat(path.join(config.dataDir, 'db')).catch(() => null))) {
    throw new Error(`There is no embedded database in ${config.dataDir}/db to back up (is DATA_DIR right?).`);
  }
  const file = await archivePath(target);
  await mkdir(path.dirname(file), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(file), '.woodshed-backup-'));
  try {
    const withStorage = config.storage.driver === 'local';
    const copier = dataFileCopier(config.dataDir, staging, withStorage);
    await copier.pass();

    const databasePath = DATABASE_ENTRY[store];
    const databaseFile = path.join(staging, databasePath);
    await mkdir(path.dirname(databaseFile), { recursive: true });
    let info: SnapshotInfo;
    let source: BackupResult['source'];
    if (config.databaseUrl) {
      info = await snapshotPostgres(config.databaseUrl, databaseFile);
      source = 'by pg_dump';
    } else {
      ({ info, source } = await snapshotEmbedded(config.dataDir, databaseFile));
    }

    await copier.pass();
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      appVersion: appVersion(),
      createdAt: new Date().toISOString(),
      store,
      migrations: info.migrations,
      database: {
        path: databasePath,
        bytes: (await stat(databaseFile)).size,
        sha256: await sha256Of(databaseFile),
      },
      tables: info.tables,
      storage: config.storage.driver,
      files: await copier.files(),
    };
    const partial = path.join(staging, 'archive.tar.gz');
    await packArchive(staging, manifest, partial);
    // Staging is the creator's alone (mkdtemp: 0700), so the archive is never readable by others on the way.
    await chmod(partial, 0o600);
    await rename(partial, file);
    return { file, manifest, source, snapshotMs: info.snapshotMs, bytes: (await stat(file)).size };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
