import { chmod, mkdir, rm } from 'node:fs/promises';
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
 * snapshot through this socket. It lies in DATA_DIR/sockets, a folder only the data's owner may enter (mode 0700),
 * so only who may read the data directory anyway can ask.
 */
export const snapshotSocketPath = (dataDir: string) => path.join(dataDir, 'sockets', 'backup.sock');

interface Log {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/**
 * Answers `POST /snapshot` on the socket with the snapshot: one line of JSON (SnapshotInfo), then the data
 * directory's tar. One at a time (409 while one is taken). The caller holds the data directory's lock, so a socket
 * file left by a killed server is stale and is replaced.
 */
export async function serveSnapshots(dataDir: string, client: PGlite, log: Log): Promise<{ close(): Promise<void> }> {
  const socket = snapshotSocketPath(dataDir);
  await mkdir(path.dirname(socket), { recursive: true, mode: 0o700 });
  await chmod(path.dirname(socket), 0o700);
  await rm(socket, { force: true });
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
    snapshotPglite(client)
      .then(({ info, tar }) => {
        log.info({ snapshotMs: info.snapshotMs, bytes: tar.byteLength }, 'backup snapshot taken');
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        res.write(`${JSON.stringify(info)}\n`);
        res.end(tar);
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
 * Asks the server running on dataDir for a snapshot; null when none listens (no socket, or one left by a server
 * that is gone).
 */
export async function requestSnapshot(dataDir: string): Promise<{ info: SnapshotInfo; tar: Buffer } | null> {
  const body = await new Promise<{ status: number; data: Buffer } | null>((resolve, reject) => {
    const req = request({ socketPath: snapshotSocketPath(dataDir), method: 'POST', path: '/snapshot' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, data: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
    req.end();
  });
  if (body === null) return null;
  if (body.status !== 200) {
    throw new Error(`The running server refused the snapshot (${body.status}): ${body.data.toString('utf8')}`);
  }
  const newline = body.data.indexOf(0x0a);
  if (newline < 0) throw new Error('The running server sent no snapshot');
  const info = JSON.parse(body.data.subarray(0, newline).toString('utf8')) as SnapshotInfo;
  return { info, tar: body.data.subarray(newline + 1) };
}
