import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigratedDatabase } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import { lockDataDir } from '../lib/data-dir-lock.ts';
import { createBackup } from './backup.ts';
import { serveSnapshots, snapshotFolder, snapshotSocketPath } from './pglite-snapshot.ts';
import { checksumDifferences } from './checksums.ts';
import { MANIFEST_NAME, knownMigrations, type Manifest } from './manifest.ts';
import { RestoreRefusal, restoreBackup } from './restore.ts';

const configFor = (dataDir: string, env: NodeJS.ProcessEnv = {}) =>
  loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', ...env });

let root: string;
let source: string;
let archive: string;
let manifest: Manifest;
const upload = 'storage/library-assets/documents/notes.txt';

/** A copy of the archive with its manifest changed (and the files as they are unless `edit` changes them). */
async function variant(name: string, edit: (folder: string, manifest: Manifest) => Promise<Manifest> | Manifest) {
  const folder = await mkdtemp(path.join(root, 'variant-'));
  await tar.extract({ file: archive, cwd: folder });
  const changed = await edit(folder, JSON.parse(await readFile(path.join(folder, MANIFEST_NAME), 'utf8')) as Manifest);
  await writeFile(path.join(folder, MANIFEST_NAME), JSON.stringify(changed));
  const file = path.join(root, name);
  await tar.create({ gzip: true, file, cwd: folder }, await readdir(folder));
  return file;
}

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(RestoreRefusal);
  return (error as Error).message;
};

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'woodshed-backup-test-'));
  source = path.join(root, 'source');
  const database = await openMigratedDatabase(configFor(source));
  await database.db.execute(`insert into users (email, password_hash) values ('kept@example.test', 'x')`);
  await database.close();
  await mkdir(path.dirname(path.join(source, upload)), { recursive: true });
  await writeFile(path.join(source, upload), 'practice notes\n');
  // Half an upload of the local driver: not a stored file.
  await writeFile(path.join(source, 'storage/library-assets/documents/.other.txt.1234.tmp'), 'half');
  await writeFile(path.join(source, 'session-secret'), `${'a'.repeat(64)}\n`, { mode: 0o600 });
  const result = await createBackup(configFor(source), `${root}/`);
  archive = result.file;
  manifest = result.manifest;
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('npm run backup', () => {
  it('writes one archive, readable only by its owner, whose manifest describes the snapshot', async () => {
    expect(path.basename(archive)).toMatch(/^woodshed-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
    expect((await stat(archive)).mode & 0o777).toBe(0o600);
    expect(manifest).toMatchObject({
      format: 'woodshed-backup',
      formatVersion: 1,
      store: 'pglite',
      storage: 'local',
      migrations: { applied: knownMigrations().length, latest: knownMigrations().at(-1)!.tag },
      database: { path: 'database/pgdata.tar' },
    });
    expect(manifest.files.map((file) => file.path)).toEqual(['session-secret', upload]);
    expect(manifest.tables.find((table) => table.name === 'public.users')?.rows).toBe(1);
    expect(manifest.tables.find((table) => table.name === 'drizzle.__drizzle_migrations')?.rows).toBe(
      knownMigrations().length,
    );
    const members: string[] = [];
    await tar.list({ file: archive, onReadEntry: (entry) => members.push(entry.path) });
    expect(members[0]).toBe(MANIFEST_NAME);
  });
});

describe('npm run backup of a running server', () => {
  it('asks the server for its snapshot through a socket only the owner can reach', async () => {
    const running = path.join(root, 'running');
    const database = await openMigratedDatabase(configFor(running));
    const log = { info: () => undefined, error: () => undefined };
    const snapshots = await serveSnapshots(running, database.pglite!, log);
    try {
      expect((await stat(snapshotFolder(running))).mode & 0o777).toBe(0o700);
      expect((await stat(snapshotSocketPath(running))).mode & 0o777).toBe(0o600);
      // The server holds the data directory's lock: a backup that opened the database itself would be refused.
      const result = await createBackup(configFor(running), path.join(root, 'running.tar.gz'));
      expect(result.source).toBe('from the running server');
      expect(result.manifest.migrations.applied).toBe(knownMigrations().length);
      // The snapshot's file was moved into the archive, not left beside the socket.
      expect(await readdir(snapshotFolder(running))).toEqual(['backup.sock']);
    } finally {
      await snapshots.close();
      await database.close();
    }
  });
});

describe('npm run restore', () => {
  it('restores the database and the files into an empty DATA_DIR, equal to the backup', async () => {
    const target = path.join(root, 'restored');
    const result = await restoreBackup(configFor(target), archive);
    expect(result.pendingMigrations).toBe(0);
    expect(await readFile(path.join(target, upload), 'utf8')).toBe('practice notes\n');
    expect((await stat(path.join(target, 'session-secret'))).mode & 0o777).toBe(0o600);
    expect((await readdir(target)).sort()).toEqual(['db', 'session-secret', 'storage']);

    const database = await openMigratedDatabase(configFor(target));
    try {
      const { rows } = (await database.db.execute('select email from users')) as unknown as {
        rows: Array<{ email: string }>;
      };
      expect(rows).toEqual([{ email: 'kept@example.test' }]);
    } finally {
      await database.close();
    }
  });

  it('refuses to overwrite a DATA_DIR that holds data, unless forced', async () => {
    const message = await refusal(restoreBackup(configFor(source), archive));
    expect(message).toMatch(/Refusing to overwrite what is there: .*source\/db holds a database.*Add --force/);
    const forced = await restoreBackup(configFor(source), archive, { force: true });
    expect(forced.replaced).toHaveLength(3);
    expect(await readFile(path.join(source, upload), 'utf8')).toBe('practice notes\n');
  });

  it('refuses while a server holds the data directory', async () => {
    const target = path.join(root, 'locked');
    const lock = lockDataDir(target);
    try {
      const message = await refusal(restoreBackup(configFor(target), archive));
      expect(message).toContain(`Refusing to restore while a server runs on ${target}`);
      expect(message).toContain(`pid ${process.pid}`);
    } finally {
      lock.release();
    }
  });

  it('names a missing file, and a file that is not a backup', async () => {
    expect(await refusal(restoreBackup(configFor(path.join(root, 'a')), path.join(root, 'none.tar.gz')))).toBe(
      `There is no backup at ${path.join(root, 'none.tar.gz')}.`,
    );
    const garbage = path.join(root, 'garbage.tar.gz');
    await writeFile(garbage, 'not an archive');
    expect(await refusal(restoreBackup(configFor(path.join(root, 'b')), garbage))).toMatch(
      /is not a readable backup \(a gzip'd tar written by npm run backup\)/,
    );
    const noManifest = path.join(root, 'no-manifest.tar.gz');
    await tar.create({ gzip: true, file: noManifest, cwd: source }, ['session-secret']);
    expect(await refusal(restoreBackup(configFor(path.join(root, 'c')), noManifest))).toMatch(
      /is not a Woodshed backup: it has no manifest\.json/,
    );
  });

  it('refuses a damaged archive before changing anything', async () => {
    const damaged = await variant('damaged.tar.gz', async (folder, m) => {
      await writeFile(path.join(folder, 'data', upload), 'other notes\n');
      return m;
    });
    const target = path.join(root, 'damaged');
    expect(await refusal(restoreBackup(configFor(target), damaged))).toContain(
      `data/${upload} does not match its checksum`,
    );
    expect(await readdir(target)).toEqual([]);
  });

  it('refuses a backup of the other store, of a newer version, or of another file store', async () => {
    const target = path.join(root, 'other');
    const postgres = configFor(target, { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(await refusal(restoreBackup(postgres, archive))).toMatch(
      /is a backup of the embedded database .* but this configuration uses PostgreSQL .* Unset DATABASE_URL/,
    );
    const newer = await variant('newer.tar.gz', (_folder, m) => ({
      ...m,
      migrations: { applied: knownMigrations().length + 1, latest: '9999_future' },
    }));
    expect(await refusal(restoreBackup(configFor(target), newer))).toMatch(
      /comes from a newer Woodshed .* Restore it with that version or a later one/,
    );
    const s3 = configFor(target, { S3_BUCKET: 'woodshed' });
    expect(await refusal(restoreBackup(s3, archive))).toMatch(/holds the uploaded files, but S3_BUCKET is set/);
    const future = await variant(
      'format-2.tar.gz',
      (_folder, m) => ({ ...m, formatVersion: 2 }) as unknown as Manifest,
    );
    expect(await refusal(restoreBackup(configFor(target), future))).toMatch(
      /a backup of format 2, which this version cannot read/,
    );
  });

  it('tells how many migrations the next start runs for a backup of an older version', async () => {
    // The database really is at the latest migration; only the count the restore reports comes from the manifest.
    const older = await variant('older.tar.gz', (_folder, m) => ({
      ...m,
      migrations: { applied: knownMigrations().length - 2, latest: knownMigrations().at(-3)!.tag },
    }));
    const result = await restoreBackup(configFor(path.join(root, 'older')), older);
    expect(result.pendingMigrations).toBe(2);
  });
});

describe('checksumDifferences', () => {
  const table = (name: string, rows: number, md5 = '0'.repeat(32)) => ({ name, rows, md5 });
  it('names missing, extra, shorter and changed tables', () => {
    expect(
      checksumDifferences(
        [table('public.a', 1), table('public.b', 2), table('public.c', 3)],
        [table('public.a', 1), table('public.b', 1), table('public.c', 3, 'f'.repeat(32)), table('public.d', 0)],
      ),
    ).toEqual(['public.b: 1 rows, not 2', 'public.c: same 3 rows, other contents', 'public.d is not in the backup']);
    expect(checksumDifferences([table('public.a', 1)], [])).toEqual(['public.a is missing']);
  });
});
