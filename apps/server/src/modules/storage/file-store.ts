import { randomUUID } from 'node:crypto';
import {
  CHORD_IMAGE_FOLDER,
  SESSION_ATTACHMENT_FOLDER,
  UPLOAD_ALLOWED_TYPES,
  UPLOAD_CATEGORIES,
  UPLOAD_TYPE_INFO,
  UPLOAD_FOLDERS,
  UPLOAD_MAX_BYTES,
  refusedUploadContentMessage,
  messages,
  type StoredFile,
  type UploadCategory,
} from '@woodshed/shared';
import { and, desc, eq, notLike, sql } from 'drizzle-orm';
import type { StorageConfig } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { storageObjects } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { createStorageDriver, type ByteRange, type StorageDriver, type StoredBlob } from './drivers.ts';
import { displayNameForRename, displayNameForUpload } from './file-names.ts';
import { categoryOf, detectMimeType, extensionOf, isAllowedFor } from './file-types.ts';
import { isUuid } from '../../lib/ids.ts';

export const TAG_MAX_LENGTH = 40;

/** Storage folders that may appear in a public URL, and the shape of a key inside one. */
const PUBLIC_FOLDERS = new Set<string>([...Object.values(UPLOAD_FOLDERS), CHORD_IMAGE_FOLDER]);
/** {uuid}.{ext}, or {uuid}-{timestamp}.{ext} for chord images. */
const PUBLIC_KEY = /^[0-9a-f-]{36}(-\d{10,16})?\.[a-z0-9]{2,5}$/;
/** Private folders: never served from /files nor listed on the files page; their owners serve them. */
const PRIVATE_PATHS = `${SESSION_ATTACHMENT_FOLDER}/%`;

/** Why a file of none of the accepted types is refused where any of them is welcome. */
const invalidAnyTypeMessage = () =>
  messages.storage.invalidType +
  UPLOAD_CATEGORIES.flatMap((category) =>
    UPLOAD_ALLOWED_TYPES[category].map((mime) => UPLOAD_TYPE_INFO[mime].label),
  ).join(', ');

export interface SaveFileInput {
  /** 'any': every accepted type, the stored category following the content (session attachments). */
  category: UploadCategory | 'any';
  /** The name the file had on the user's machine; made safe, and its extension made to match the content. */
  name: string;
  data: Buffer;
  uploadedBy?: string | null;
  /**
   * Where to keep it instead of {category folder}/{uuid}: a public folder and a key without extension (the
   * extension follows the content), e.g. chord images at chord-images/{chordId}-{timestamp}; or the private
   * session-attachments folder.
   */
  location?: { folder: typeof CHORD_IMAGE_FOLDER | typeof SESSION_ATTACHMENT_FOLDER; baseName: string };
}

/** A stored file found by its public address, ready to stream. */
export interface OpenedFile {
  id: string;
  category: UploadCategory;
  name: string;
  mimeType: string;
  size: number;
  /** Strong validator: changes when the row changes (the content itself never does). */
  etag: string;
  /** The bytes (or a range of them); null when the blob has gone missing. */
  read(range?: ByteRange): Promise<StoredBlob | null>;
}

export interface FileStore {
  readonly bucket: string;
  /** Checks size and real type, stores the blob and its row; answers the shared StoredFile shape. */
  save(input: SaveFileInput): Promise<StoredFile>;
  /** Newest first; files of private folders are left out. */
  list(category: UploadCategory | 'all'): Promise<StoredFile[]>;
  get(id: string): Promise<StoredFile | null>;
  /** Changes the display name only (its extension is kept); the URL stays. */
  rename(id: string, name: string): Promise<StoredFile>;
  addTag(id: string, tag: string): Promise<StoredFile>;
  removeTag(id: string, tag: string): Promise<StoredFile>;
  /** Removes the row and then the blob; 404 when unknown. */
  delete(id: string): Promise<void>;
  /** The file behind /files/{folder}/{key}, or null for anything else. */
  open(folder: string, key: string): Promise<OpenedFile | null>;
  /** Any stored file by its id, private ones included: the caller has decided the reader may have it. */
  openById(id: string): Promise<OpenedFile | null>;
  /** The same store (and driver) reading and writing its rows in `tx`, e.g. a job's transaction. */
  inTransaction(tx: DbOrTx): FileStore;
  close(): void;
}

export interface FileStoreOptions {
  /** Defaults to the driver the configuration names. */
  driver?: StorageDriver;
  log?: { warn(details: object, message: string): void };
}

type Row = typeof storageObjects.$inferSelect;

/** A full disk (or quota): writing again will not help until someone makes room. */
const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);

/**
 * A blob the driver could not write, as the user's error: 503 with what happened in words they can act on. The
 * driver has left nothing behind (the local driver removes its temporary file; S3 keeps no partial object) and no
 * row has been written yet.
 */
function storageFailure(error: unknown, path: string, log: FileStoreOptions['log']): AppError {
  const full = DISK_FULL_CODES.has((error as NodeJS.ErrnoException).code ?? '');
  log?.warn({ err: error, path }, full ? 'file storage is full' : 'file storage failed');
  return new AppError('unavailable', full ? messages.storage.storageFull : messages.storage.storageUnavailable, 'file');
}

export function toStoredFile(row: Row): StoredFile {
  return {
    id: row.id,
    category: row.category,
    name: row.name,
    mimeType: row.mimeType,
    size: row.size,
    tags: row.tags,
    createdAt: row.createdAt.toISOString(),
    url: `/files/${row.path}`,
  };
}

function cleanTag(tag: string): string {
  const trimmed = tag.trim();
  if (!trimmed) throw badRequest(messages.storage.tagEmpty, 'tag');
  if (trimmed.length > TAG_MAX_LENGTH) throw badRequest(messages.storage.tagTooLong, 'tag');
  return trimmed;
}

/**
 * The file store: usable with or without Fastify (`createFileStore(db, config).save(...)`), e.g. by
 * seeds and by other modules that attach files. The app's instance is `app.files`.
 */
export function createFileStore(
  db: DbOrTx,
  config: { storage: StorageConfig },
  options: FileStoreOptions = {},
): FileStore {
  const driver = options.driver ?? createStorageDriver(config.storage);
  const bucket = driver.bucket;
  const mine = (id: string) => and(eq(storageObjects.bucket, bucket), eq(storageObjects.id, id));

  async function findRow(id: string): Promise<Row | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db.select().from(storageObjects).where(mine(id));
    return row;
  }

  async function requireRow(id: string): Promise<Row> {
    const row = await findRow(id);
    if (!row) throw notFound(messages.storage.fileNotFound);
    return row;
  }

  const opened = (row: Row): OpenedFile => ({
    id: row.id,
    category: row.category,
    name: row.name,
    mimeType: row.mimeType,
    size: row.size,
    etag: `"${row.id}-${row.updatedAt.getTime().toString(36)}"`,
    read: (range) => driver.get(row.path, range),
  });

  return {
    bucket,

    async save({ category, name, data, uploadedBy, location }) {
      if (category !== 'any' && !UPLOAD_CATEGORIES.includes(category)) {
        throw badRequest(messages.storage.categoryInvalid, 'category');
      }
      if (data.length === 0) throw badRequest(messages.storage.fileRequired, 'file');
      if (data.length >= UPLOAD_MAX_BYTES) throw new AppError('payload_too_large', messages.storage.tooLarge, 'file');
      const mimeType = await detectMimeType(data);
      const refused = () =>
        badRequest(category === 'any' ? invalidAnyTypeMessage() : refusedUploadContentMessage(category, name), 'file');
      if (!mimeType) throw refused();
      if (category !== 'any' && !isAllowedFor(category, mimeType)) throw refused();
      const storedCategory = category === 'any' ? categoryOf(mimeType) : category;
      const path = location
        ? `${location.folder}/${location.baseName}.${extensionOf(mimeType)}`
        : `${UPLOAD_FOLDERS[storedCategory]}/${randomUUID()}.${extensionOf(mimeType)}`;
      try {
        await driver.put(path, data, mimeType);
      } catch (error) {
        throw storageFailure(error, path, options.log);
      }
      try {
        const [row] = await db
          .insert(storageObjects)
          .values({
            bucket,
            category: storedCategory,
            path,
            name: displayNameForUpload(name, mimeType),
            mimeType,
            size: data.length,
            uploadedBy: uploadedBy ?? null,
          })
          .returning();
        if (!row) throw new Error('storage_objects insert returned no row');
        return toStoredFile(row);
      } catch (error) {
        await driver.delete(path).catch((cleanupError: unknown) => {
          options.log?.warn({ err: cleanupError, path }, 'could not remove the blob of a failed upload');
        });
        throw error;
      }
    },

    async list(category) {
      const rows = await db
        .select()
        .from(storageObjects)
        .where(
          and(
            eq(storageObjects.bucket, bucket),
            notLike(storageObjects.path, PRIVATE_PATHS),
            category === 'all' ? undefined : eq(storageObjects.category, category),
          ),
        )
        .orderBy(desc(storageObjects.createdAt), desc(storageObjects.id));
      return rows.map(toStoredFile);
    },

    async get(id) {
      const row = await findRow(id);
      return row ? toStoredFile(row) : null;
    },

    async rename(id, name) {
      const row = await requireRow(id);
      const newName = displayNameForRename(name, row.name, row.mimeType);
      if (!newName) throw badRequest(messages.storage.nameEmpty, 'name');
      const [updated] = await db
        .update(storageObjects)
        .set({ name: newName, updatedAt: new Date() })
        .where(mine(id))
        .returning();
      if (!updated) throw notFound(messages.storage.fileNotFound);
      return toStoredFile(updated);
    },

    async addTag(id, rawTag) {
      const tag = cleanTag(rawTag);
      if (!isUuid(id)) throw notFound(messages.storage.fileNotFound);
      // One statement, so two concurrent requests cannot both add the same tag.
      const [updated] = await db
        .update(storageObjects)
        .set({ tags: sql`array_append(${storageObjects.tags}, ${tag}::text)`, updatedAt: new Date() })
        .where(
          and(
            mine(id),
            sql`not exists (select 1 from unnest(${storageObjects.tags}) as existing(tag) where lower(existing.tag) = lower(${tag}::text))`,
          ),
        )
        .returning();
      if (updated) return toStoredFile(updated);
      await requireRow(id);
      throw new AppError('conflict', messages.storage.tagExists, 'tag');
    },

    async removeTag(id, rawTag) {
      const tag = rawTag.trim();
      if (!isUuid(id)) throw notFound(messages.storage.fileNotFound);
      const [updated] = await db
        .update(storageObjects)
        .set({
          tags: sql`array(select t.tag from unnest(${storageObjects.tags}) with ordinality as t(tag, n) where lower(t.tag) <> lower(${tag}::text) order by t.n)`,
          updatedAt: new Date(),
        })
        .where(mine(id))
        .returning();
      if (!updated) throw notFound(messages.storage.fileNotFound);
      return toStoredFile(updated);
    },

    async delete(id) {
      if (!isUuid(id)) throw notFound(messages.storage.fileNotFound);
      const [removed] = await db.delete(storageObjects).where(mine(id)).returning({ path: storageObjects.path });
      if (!removed) throw notFound(messages.storage.fileNotFound);
      // The row is gone, so the URL already answers 404; a blob left behind is only wasted space.
      await driver.delete(removed.path).catch((error: unknown) => {
        options.log?.warn({ err: error, path: removed.path }, 'could not remove the blob of a deleted file');
      });
    },

    async open(folder, key) {
      if (!PUBLIC_FOLDERS.has(folder) || !PUBLIC_KEY.test(key)) return null;
      const path = `${folder}/${key}`;
      const [row] = await db
        .select()
        .from(storageObjects)
        .where(and(eq(storageObjects.bucket, bucket), eq(storageObjects.path, path)));
      return row ? opened(row) : null;
    },

    async openById(id) {
      const row = await findRow(id);
      return row ? opened(row) : null;
    },

    inTransaction(tx) {
      // The driver stays this store's to close.
      return { ...createFileStore(tx, config, { ...options, driver }), close: () => undefined };
    },

    close() {
      driver.close?.();
    },
  };
}
