import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { serverPaths } from '../paths.ts';

/**
 * A backup is one gzip'd tar: `manifest.json` first, then the database (`database/…`: PGlite's data directory as a
 * tar, or a `pg_dump -Fc` file), then the files of DATA_DIR it needs (`data/<path in DATA_DIR>`: the stored uploads
 * under storage/ and the session secret). The manifest records what was taken, with a checksum of everything, so a
 * restore checks the archive before it touches anything and the restored database after.
 */
export const BACKUP_FORMAT = 'woodshed-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
/** Where the database lies in the archive, by store. */
export const DATABASE_ENTRY = { pglite: 'database/pgdata.tar', postgres: 'database/pg_dump.custom' } as const;
/** The prefix of DATA_DIR's files in the archive. */
export const DATA_PREFIX = 'data/';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
/** A path in DATA_DIR: relative, no `..`, forward slashes (checked again against the target on restore). */
const dataPath = z
  .string()
  .min(1)
  .refine((value) => !value.startsWith('/') && !value.split('/').includes('..') && !value.includes('\\'), {
    message: 'not a relative path inside DATA_DIR',
  });

export const tableChecksumSchema = z.object({
  /** schema.table */
  name: z.string(),
  rows: z.number().int().min(0),
  /** md5 of the table's rows as text, in their text order. */
  md5: z.string().regex(/^[0-9a-f]{32}$/),
});
export type TableChecksum = z.infer<typeof tableChecksumSchema>;

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  appVersion: z.string(),
  createdAt: z.iso.datetime(),
  store: z.enum(['pglite', 'postgres']),
  migrations: z.object({ applied: z.number().int().min(0), latest: z.string().nullable() }),
  database: z.object({ path: z.string(), bytes: z.number().int().min(0), sha256 }),
  /** Every table of the schemas public and drizzle at the moment of the snapshot. */
  tables: z.array(tableChecksumSchema),
  /** 's3': uploads are in the bucket, not in this archive (backing up a bucket is the bucket's own job). */
  storage: z.enum(['local', 's3']),
  files: z.array(z.object({ path: dataPath, bytes: z.number().int().min(0), sha256 })),
});
export type Manifest = z.infer<typeof manifestSchema>;

interface Journal {
  entries: Array<{ tag: string; when: number }>;
}

/** The migrations this version of the code knows, in order. */
export function knownMigrations(folder = serverPaths.migrations): Journal['entries'] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
  return journal.entries;
}

/** The app's version, from apps/server/package.json. */
export function appVersion(): string {
  const file = path.resolve(serverPaths.migrations, '..', 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}
