import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { chmod, copyFile, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { appliedMigrations, tableChecksums, type Query } from './checksums.ts';
import type { Manifest } from './manifest.ts';

/** What a snapshot says about itself; the data directory's tar comes with it. */
export interface SnapshotInfo {
  tables: Manifest['tables'];
  migrations: Manifest['migrations'];
  /** How long the snapshot took; on PGlite, no other query or transaction ran meanwhile. */
  snapshotMs: number;
}

/**
 * A consistent copy of an embedded database: PGlite runs one statement at a time, and `transaction()` holds its
 * transaction lock for the whole callback, so no other query or transaction of the process runs between the
 * checksums and the copy of the data directory (`dumpDataDir`, a tar of its files). The copy is the state between
 * two transactions; opening it replays the WAL like any restart (the open read-only transaction leaves nothing).
 */
export async function snapshotPglite(client: PGlite): Promise<{ info: SnapshotInfo; tar: Uint8Array }> {
  return client.transaction(async (tx) => {
    const started = performance.now();
    const query: Query = async <Row>(sql: string) => (await tx.query<Row>(sql)).rows;
    const tables = await tableChecksums(query);
    const migrations = await appliedMigrations(query);
    const tar = new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
    return { info: { tables, migrations, snapshotMs: Math.round(performance.now() - started) }, tar };
  });
}

/**
 * A running server holds its embedded database (one process per data directory), so a backup asks it for the
 * snapshot through a socket. Socket and snapshot files lie in DATA_DIR/backup, a folder only the data's owner may
 * enter (mode 0700), so only who may read the data directory anyway can ask or read.
 */
export const snapshotFolder = (dataDir: string) => path.join(dataDir, 'backup');
export const snapshotSocketPath = (dataDir: string) => path.join(snapshotFolder(dataDir), 'backup.sock');

interface Log {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/**
 * Answers `POST /snapshot` on the socket: the snapshot goes into a file of DATA_DIR/backup (written at once: a
 * busy server's event loop sends a large answer over a socket a few hundred kB per turn, which took a minute under
 * write load), and the answer is its SnapshotInfo and file name, as JSON. The backup moves the file away. One at a
 * time (409 while one is taken). The caller holds the data directory's lock, so whatever the folder holds (a socket
 * of a killed server, a snapshot of a killed backup) is stale and goes.
 */
export async function serveSnapshots(dataDir: string, client: PGlite, log: Log): Promise<{ close(): Promise<void> }> {
  const folder = snapshotFolder(dataDir);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await chmod(folder, 0o700);
  for (const name of await readdir(folder)) await rm(path.join(folder, name), { force: true, recursive: true });
  const socket = snapshotSocketPath(dataDir);
  let busy = false;
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/snapshot') {
      res.writeHead(404).end();
      return;
    }
    if (busy) {
      res.writeHead(409, { 'content-type': 'text/plain' }).end('Another backup is being taken.');
      return;
    }
    busy = true;
    const file = `snapshot-${randomUUID()}.tar`;
    snapshotPglite(client)
      .then(({ info, tar }) => {
        // At once: written in chunks, each waiting for a turn of a busy event loop, it would take seconds.
        writeFileSync(path.join(folder, file), tar, { mode: 0o600 });
        log.info({ snapshotMs: info.snapshotMs, bytes: tar.byteLength }, 'backup snapshot taken');
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ info, file }));
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'backup snapshot failed');
        res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
      })
      .finally(() => {
        busy = false;
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => {
      server.off('error', reject);
      resolve();
    });
  });
  await chmod(socket, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

/**
 * Asks the server running on dataDir for a snapshot and moves it to `tarFile`; null when no server listens (no
 * socket, or one left by a server that is gone).
 */
export async function requestSnapshot(dataDir: string, tarFile: string): Promise<SnapshotInfo | null> {
  const answer = await new Promise<{ status: number; body: string } | null>((resolve, reject) => {
    const req = request({ socketPath: snapshotSocketPath(dataDir), method: 'POST', path: '/snapshot' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
    req.end();
  });
  if (answer === null) return null;
  if (answer.status !== 200)
    throw new Error(`The running server refused the snapshot (${answer.status}): ${answer.body}`);
  const { info, file } = JSON.parse(answer.body) as { info: SnapshotInfo; file: string };
  const snapshot = path.join(snapshotFolder(dataDir), path.basename(file));
  try {
    await rename(snapshot, tarFile);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(snapshot, tarFile);
  } finally {
    await rm(snapshot, { force: true });
  }
  return info;
}
