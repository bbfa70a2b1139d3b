import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type * as S3SdkModule from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import { FILE_CACHE_MAX_AGE_SECONDS } from '@woodshed/shared';
import type { StorageConfig } from '../../config.ts';

/** Inclusive byte range, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredBlob {
  body: Readable;
  /** Size of the whole object, also when only a range is read. */
  size: number;
}

/** Where the bytes live; the metadata is in storage_objects (Files). */
export interface StorageDriver {
  /** The bucket name recorded in storage_objects.bucket. */
  readonly bucket: string;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object (or the given range of it), or null when there is none. */
  get(key: string, range?: ByteRange): Promise<StoredBlob | null>;
  /** Removes the object; no error when it is already gone. */
  delete(key: string): Promise<void>;
  close?(): void;
}

/** A key is relative, made of plain segments: no "..", ".", empty segments, backslashes or NUL. */
export function assertSafeKey(key: string): void {
  const segments = key.split('/');
  const bad =
    key.length === 0 ||
    key.length > 512 ||
    key.includes('\0') ||
    key.includes('\\') ||
    path.isAbsolute(key) ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..');
  if (bad) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
}

const isMissing = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
};

/** Files under `<root>/<bucket>/<key>`; every path is checked to stay inside that directory. */
export class LocalDiskDriver implements StorageDriver {
  readonly root: string;

  constructor(
    storageRoot: string,
    readonly bucket: string,
  ) {
    assertSafeKey(bucket);
    this.root = path.resolve(storageRoot, bucket);
  }

  /** The absolute path of a key, refusing anything that would leave the root. */
  pathOf(key: string): string {
    assertSafeKey(key);
    const resolved = path.resolve(this.root, key);
    if (!resolved.startsWith(this.root + path.sep)) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
    return resolved;
  }

  /** The type lives in storage_objects; a file on disk has none of its own. */
  async put(key: string, data: Buffer, _contentType?: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Written beside the target and renamed over it: a reader never sees half a file.
    const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.tmp`);
    const handle = await open(temp, 'wx', 0o644);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } catch (error) {
      await handle.close();
      await rm(temp, { force: true });
      throw error;
    }
    await handle.close();
    try {
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredBlob | null> {
    const file = this.pathOf(key);
    let handle;
    try {
      handle = await open(file, 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    const stats = await handle.stat();
    if (!stats.isFile()) {
      await handle.close();
      return null;
    }
    const body = handle.createReadStream({ autoClose: true, ...(range ? { start: range.start, end: range.end } : {}) });
    return { body, size: stats.size };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

type S3StorageConfig = Extract<StorageConfig, { driver: 's3' }>;

type S3Sdk = typeof S3SdkModule;

const isNotFound = (sdk: S3Sdk, error: unknown) =>
  error instanceof sdk.S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** Amazon S3 or any S3-compatible service (MinIO, R2, B2, ...). */
export class S3Driver implements StorageDriver {
  readonly bucket: string;
  /** The SDK is large: it is loaded only when S3 storage is configured, so other starts do not pay for it. */
  private readonly ready: Promise<{ sdk: S3Sdk; client: S3Client }>;

  constructor(config: S3StorageConfig) {
    this.bucket = config.bucket;
    this.ready = import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.region,
        ...(config.endpoint ? { endpoint: config.endpoint } : {}),
        forcePathStyle: config.forcePathStyle,
        ...(config.credentials ? { credentials: config.credentials } : {}),
        // Only the checksums S3 insists on: many S3-compatible services refuse the newer default ones.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    const { sdk, client } = await this.ready;
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: data,
        ContentType: contentType,
        ContentLength: data.length,
        CacheControl: `public, max-age=${FILE_CACHE_MAX_AGE_SECONDS}`,
      }),
    );
  }

  async get(key: string, range?: ByteRange): Promise<StoredBlob | null> {
    assertSafeKey(key);
    const { sdk, client } = await this.ready;
    try {
      const output = await client.send(
        new sdk.GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      if (!output.Body) return null;
      const total = output.ContentRange?.match(/\/(\d+)$/)?.[1];
      const size = total !== undefined ? Number(total) : (output.ContentLength ?? 0);
      return { body: output.Body as Readable, size };
    } catch (error) {
      if (isNotFound(sdk, error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    const { sdk, client } = await this.ready;
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  close(): void {
    void this.ready.then(({ client }) => client.destroy());
  }
}

export function createStorageDriver(config: StorageConfig): StorageDriver {
  return config.driver === 's3' ? new S3Driver(config) : new LocalDiskDriver(config.root, config.bucket);
}
