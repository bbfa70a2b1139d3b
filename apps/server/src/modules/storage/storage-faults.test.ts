import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { messages } from '@woodshed/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageObjects } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness.ts';
import * as sample from '../../test/sample-files.ts';
import { LocalDiskDriver, type StorageDriver } from './drivers.ts';
import { createFileStore } from './file-store.ts';

let ctx: TestContext;
let admin: TestUser;
let assets: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.createUser({ isSuperadmin: true });
  assets = path.join(ctx.app.config.dataDir, 'storage', 'library-assets');
});
afterAll(async () => {
  await ctx.close();
  await rm(ctx.app.config.dataDir, { recursive: true, force: true });
});

const uploadPng = (name: string) => {
  const form = sample.multipartForm([
    { name: 'category', value: 'image' },
    { name: 'file', filename: name, contentType: 'image/png', data: sample.png },
  ]);
  return ctx.request('POST', '/api/admin/uploads', { body: form.body, headers: form.headers, as: admin });
};

const rowsNamed = (name: string) => ctx.app.db.select().from(storageObjects).where(eq(storageObjects.name, name));

describe('the storage failing under an upload', () => {
  it('answers 503 in words the uploader can act on, writes no row, and keeps serving reads', async () => {
    // A file where the images folder should be: every write under it fails (ENOTDIR), as a broken disk would.
    await mkdir(assets, { recursive: true });
    await writeFile(path.join(assets, 'images'), 'not a folder');
    try {
      const response = await uploadPng('broken-disk.png');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: { code: 'unavailable', message: messages.storage.storageUnavailable, field: 'file' },
      });
      expect(await rowsNamed('broken-disk.png')).toEqual([]);
      const list = await ctx.request('GET', '/api/admin/files', { as: admin });
      expect(list.statusCode).toBe(200);
    } finally {
      await rm(path.join(assets, 'images'), { force: true });
    }
    // Once the disk is sound again, the same upload goes through.
    const retried = await uploadPng('broken-disk.png');
    expect(retried.statusCode, retried.body).toBe(201);
    expect(await rowsNamed('broken-disk.png')).toHaveLength(1);
  });

  it('says the storage is full when the disk is (ENOSPC)', async () => {
    const local = new LocalDiskDriver(path.join(ctx.app.config.dataDir, 'storage'), 'library-assets');
    // Reads and deletes as usual; every write fails as on a full disk (the real one is in `npm run test:ops`).
    const full: StorageDriver = {
      bucket: local.bucket,
      put: () => Promise.reject(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })),
      get: (key, range) => local.get(key, range),
      delete: (key) => local.delete(key),
    };
    const files = createFileStore(ctx.app.db, ctx.app.config, { driver: full });
    const saving = files.save({ category: 'image', name: 'full-disk.png', data: sample.png });
    await expect(saving).rejects.toBeInstanceOf(AppError);
    await expect(saving).rejects.toMatchObject({ statusCode: 503, message: messages.storage.storageFull });
    expect(await rowsNamed('full-disk.png')).toEqual([]);
  });
});
