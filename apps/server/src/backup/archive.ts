import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { SESSION_SECRET_FILE } from '../session-secret.ts';
import { DATA_PREFIX, MANIFEST_NAME, manifestSchema, type Manifest } from './manifest.ts';

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** The stored uploads' folder in DATA_DIR (the local driver's root; config.ts). */
export const STORAGE_DIR = 'storage';

/**
 * The local driver writes each file beside its target as `.<name>.<uuid>.tmp` and renames it into place
 * (storage/drivers.ts): a temporary file is half an upload, never a stored file.
 */
const isUploadInProgress = (name: string) => name.startsWith('.') && name.endsWith('.tmp');

/** The files of DATA_DIR a restore needs, relative to it: the session secret and every stored upload there now. */
async function listDataFiles(dataDir: string, withStorage: boolean): Promise<string[]> {
  const relative: string[] = [];
  if (await isFile(path.join(dataDir, SESSION_SECRET_FILE))) relative.push(SESSION_SECRET_FILE);
  if (!withStorage) return relative;
  const entries = await readdir(path.join(dataDir, STORAGE_DIR), { recursive: true, withFileTypes: true }).catch(
    (error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    },
  );
  for (const entry of entries) {
    if (!entry.isFile() || isUploadInProgress(entry.name)) continue;
    relative.push(path.relative(dataDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  }
  return relative.sort();
}

/**
 * Copies DATA_DIR's files into `staging/data/`, in two passes around the database's snapshot. An upload writes its
 * file before its row and a delete removes the row before the file (storage/file-store.ts), so a row in the
 * snapshot has its file on disk from before the snapshot until after it. The pass before copies them all (the
 * bulk of the time, with the app running); the pass after adds what appeared or changed meanwhile. A file deleted
 * in between keeps its first copy: an orphan in the restore at worst, never a row without its file.
 */
export function dataFileCopier(dataDir: string, staging: string, withStorage: boolean) {
  const copied = new Map<string, string>();
  const identity = (info: { ino: number; size: number; mtimeMs: number }) => `${info.ino}:${info.size}:${info.mtimeMs}`;
  return {
    async pass(): Promise<void> {
      for (const name of await listDataFiles(dataDir, withStorage)) {
        const source = path.join(dataDir, name);
        const info = await stat(source).catch(() => null);
        if (!info || copied.get(name) === identity(info)) continue;
        const target = path.join(staging, DATA_PREFIX, name);
        await mkdir(path.dirname(target), { recursive: true });
        try {
          await copyFile(source, target);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue; // deleted since the listing
          throw error;
        }
        copied.set(name, identity(info));
      }
    },
    /** What was copied, as the manifest lists it (sizes and checksums of the copies). */
    async files(): Promise<Manifest['files']> {
      const files: Manifest['files'] = [];
      for (const name of [...copied.keys()].sort()) {
        const copy = path.join(staging, DATA_PREFIX, name);
        files.push({ path: name, bytes: (await stat(copy)).size, sha256: await sha256Of(copy) });
      }
      return files;
    },
  };
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (info) => info.isFile(),
    () => false,
  );
}

/** Writes the manifest into staging and packs staging into `file` (gzip'd tar, manifest first). */
export async function packArchive(staging: string, manifest: Manifest, file: string): Promise<void> {
  await writeFile(path.join(staging, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
  const members = [MANIFEST_NAME, manifest.database.path, ...manifest.files.map((f) => DATA_PREFIX + f.path)];
  await tar.create({ gzip: true, file, cwd: staging, portable: true }, members);
}

/** Why an archive cannot be restored; the message is for the operator. */
export class BackupArchiveError extends Error {}

/**
 * Unpacks `file` into `staging` (regular files and folders only, nothing outside staging: node-tar strips absolute
 * paths and `..`) and checks it: a Woodshed manifest of this format, and every file it lists present with its size
 * and sha256.
 */
export async function unpackArchive(file: string, staging: string): Promise<Manifest> {
  try {
    await tar.extract({
      file,
      cwd: staging,
      strict: true,
      filter: (_path, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
    });
  } catch (error) {
    throw new BackupArchiveError(
      `${file} is not a readable backup (a gzip'd tar written by npm run backup): ${(error as Error).message}`,
    );
  }
  const text = await readFile(path.join(staging, MANIFEST_NAME), 'utf8').catch(() => null);
  if (text === null) throw new BackupArchiveError(`${file} is not a Woodshed backup: it has no ${MANIFEST_NAME}.`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupArchiveError(`${file} has a damaged ${MANIFEST_NAME} (not JSON).`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const format = (json as { format?: unknown; formatVersion?: unknown } | null) ?? {};
    if (format.format === 'woodshed-backup' && format.formatVersion !== 1) {
      throw new BackupArchiveError(
        `${file} is a backup of format ${String(format.formatVersion)}, which this version cannot read: restore it with a newer Woodshed.`,
      );
    }
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new BackupArchiveError(`${file} is not a Woodshed backup this version can read (${problems}).`);
  }
  const manifest = parsed.data;
  const listed = [
    { path: manifest.database.path, bytes: manifest.database.bytes, sha256: manifest.database.sha256 },
    ...manifest.files.map((entry) => ({ ...entry, path: DATA_PREFIX + entry.path })),
  ];
  for (const entry of listed) {
    const member = path.join(staging, entry.path);
    const info = await stat(member).catch(() => null);
    if (!info?.isFile()) throw new BackupArchiveError(`${file} is incomplete: ${entry.path} is missing.`);
    if (info.size !== entry.bytes || (await sha256Of(member)) !== entry.sha256) {
      throw new BackupArchiveError(`${file} is damaged: ${entry.path} does not match its checksum.`);
    }
  }
  return manifest;
}
