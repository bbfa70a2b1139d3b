import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { storedFileSchema } from '@woodshed/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { storageObjects } from '../../db/schema/index.ts';
import { createTestContext } from '../../test/harness.ts';
import * as sample from '../../test/sample-files.ts';
import { LocalDiskDriver, S3Driver, assertSafeKey } from './drivers.ts';

const readAll = (body: Readable) => buffer(body);

describe('assertSafeKey', () => {
  it.each(['', '../x', 'a/../../b', '/etc/passwd', 'a//b', 'a/./b', 'a\\b', 'a\0b', '..', 'x'.repeat(600)])(
    'refuses %j',
    (key) => {
      expect(() => assertSafeKey(key)).toThrow(/unsafe storage key/);
    },
  );
  it.each(['images/3f2c.png', 'a/b/c.txt', 'file..name'])('accepts %j', (key) => {
    expect(() => assertSafeKey(key)).not.toThrow();
  });
});

describe('LocalDiskDriver', () => {
  let root: string;
  let driver: LocalDiskDriver;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'woodshed-drivers-'));
    driver = new LocalDiskDriver(path.join(root, 'storage'), 'library-assets');
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('writes under <root>/<bucket>/<key>, reads, reads ranges and deletes', async () => {
    const data = Buffer.from('0123456789');
    await driver.put('documents/a.txt', data, 'text/plain');
    const file = path.join(root, 'storage', 'library-assets', 'documents', 'a.txt');
    expect(await readFile(file)).toEqual(data);

    const whole = await driver.get('documents/a.txt');
    expect(whole?.size).toBe(10);
    expect(await readAll(whole!.body)).toEqual(data);
    const part = await driver.get('documents/a.txt', { start: 2, end: 4 });
    expect(part?.size).toBe(10);
    expect(await readAll(part!.body)).toEqual(Buffer.from('234'));

    await driver.delete('documents/a.txt');
    expect(existsSync(file)).toBe(false);
    expect(await driver.get('documents/a.txt')).toBeNull();
    await expect(driver.delete('documents/a.txt')).resolves.toBeUndefined();
  });

  it('replaces atomically and leaves no temporary files', async () => {
    await driver.put('images/x.png', Buffer.from('first'), 'image/png');
    await driver.put('images/x.png', Buffer.from('second'), 'image/png');
    expect(await readAll((await driver.get('images/x.png'))!.body)).toEqual(Buffer.from('second'));
    expect(await readdir(path.join(root, 'storage', 'library-assets', 'images'))).toEqual(['x.png']);
  });

  it('never leaves its root', async () => {
    await writeFile(path.join(root, 'secret.txt'), 'secret');
    for (const key of ['../../secret.txt', '../secret.txt', '/etc/passwd', 'images/../../secret.txt', 'a\0b']) {
      expect(() => driver.pathOf(key)).toThrow(/unsafe storage key/);
      await expect(driver.get(key)).rejects.toThrow(/unsafe storage key/);
      await expect(driver.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe storage key/);
      await expect(driver.delete(key)).rejects.toThrow(/unsafe storage key/);
    }
    expect(await readFile(path.join(root, 'secret.txt'), 'utf8')).toBe('secret');
  });

  it('treats a directory or a missing parent as no object', async () => {
    await driver.put('videos/a/b.mp4', Buffer.from('x'), 'video/mp4');
    expect(await driver.get('videos/a')).toBeNull();
    expect(await driver.get('videos/a/b.mp4/c')).toBeNull();
    expect(await driver.get('nothing/here.png')).toBeNull();
  });
});

interface RecordedRequest {
  method: string;
  path: string;
  query: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Just enough of S3's REST API (path-style PUT/GET/DELETE object) to check what the SDK sends. */
async function startFakeS3() {
  const objects = new Map<string, { body: Buffer; contentType: string; cacheControl: string | undefined }>();
  const requests: RecordedRequest[] = [];
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const objectPath = decodeURIComponent(url.pathname);
    requests.push({ method: req.method ?? '', path: objectPath, query: url.search, headers: req.headers, body });
    const notFound = () => {
      res.writeHead(404, { 'content-type': 'application/xml' });
      res.end(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
      );
    };
    if (req.method === 'PUT') {
      objects.set(objectPath, {
        body,
        contentType: String(req.headers['content-type']),
        cacheControl: req.headers['cache-control'],
      });
      res.writeHead(200, { etag: '"fake"' });
      res.end();
    } else if (req.method === 'GET') {
      const object = objects.get(objectPath);
      if (!object) return notFound();
      const range = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
      if (range) {
        const start = Number(range[1]);
        const end = Math.min(Number(range[2]), object.body.length - 1);
        res.writeHead(206, {
          'content-type': object.contentType,
          'content-length': String(end - start + 1),
          'content-range': `bytes ${start}-${end}/${object.body.length}`,
        });
        res.end(object.body.subarray(start, end + 1));
      } else {
        res.writeHead(200, { 'content-type': object.contentType, 'content-length': String(object.body.length) });
        res.end(object.body);
      }
    } else if (req.method === 'DELETE') {
      objects.delete(objectPath);
      res.writeHead(204);
      res.end();
    } else {
      res.writeHead(405);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const s3Env = (endpoint: string) => ({
  S3_BUCKET: 'woodshed-media',
  S3_ENDPOINT: endpoint,
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: 'test-access-key',
  S3_SECRET_ACCESS_KEY: 'test-secret-key',
});

describe('S3 configuration', () => {
  it('switches to S3 when S3_BUCKET is set', () => {
    expect(loadConfig({ DATA_DIR: '/srv/woodshed' }).storage).toEqual({
      driver: 'local',
      bucket: 'library-assets',
      root: '/srv/woodshed/storage',
    });
    expect(loadConfig({ ...s3Env('http://127.0.0.1:9000'), S3_REGION: 'eu-central-1' }).storage).toEqual({
      driver: 's3',
      bucket: 'woodshed-media',
      region: 'eu-central-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'test-access-key', secretAccessKey: 'test-secret-key' },
    });
    expect(loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: '', S3_FORCE_PATH_STYLE: '' }).storage).toEqual({
      driver: 's3',
      bucket: 'b',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('refuses half a configuration', () => {
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'only-the-id' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});

describe('S3Driver against a local fake S3', () => {
  let fake: Awaited<ReturnType<typeof startFakeS3>>;
  let driver: S3Driver;
  beforeAll(async () => {
    fake = await startFakeS3();
    const storage = loadConfig(s3Env(fake.endpoint)).storage;
    if (storage.driver !== 's3') throw new Error('expected the S3 configuration');
    driver = new S3Driver(storage);
  });
  afterAll(async () => {
    driver.close();
    await fake.close();
  });

  it('puts, gets (whole and ranges) and deletes objects with path-style requests', async () => {
    fake.requests.length = 0;
    const key = `images/${randomUUID()}.png`;
    await driver.put(key, sample.png, 'image/png');

    const [put] = fake.requests;
    expect(put).toMatchObject({ method: 'PUT', path: `/woodshed-media/${key}` });
    expect(put?.body).toEqual(sample.png);
    expect(put?.headers['content-type']).toBe('image/png');
    expect(put?.headers['content-length']).toBe(String(sample.png.length));
    expect(put?.headers['cache-control']).toBe('public, max-age=3600');
    expect(put?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=test-access-key\/\d{8}\/us-east-1\/s3\/aws4_request/,
    );
    expect(put?.headers['content-encoding']).toBeUndefined();

    const whole = await driver.get(key);
    expect(whole?.size).toBe(sample.png.length);
    expect(await readAll(whole!.body)).toEqual(sample.png);
    const part = await driver.get(key, { start: 1, end: 3 });
    expect(part?.size).toBe(sample.png.length);
    expect(await readAll(part!.body)).toEqual(sample.png.subarray(1, 4));
    expect(fake.requests.at(-1)?.headers.range).toBe('bytes=1-3');

    await driver.delete(key);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `/woodshed-media/${key}` });
    expect(fake.objects.has(`/woodshed-media/${key}`)).toBe(false);
    expect(await driver.get(key)).toBeNull();
  });

  it('refuses unsafe keys before any request', async () => {
    fake.requests.length = 0;
    await expect(driver.put('../escape.png', sample.png, 'image/png')).rejects.toThrow(/unsafe storage key/);
    await expect(driver.get('/abs')).rejects.toThrow(/unsafe storage key/);
    expect(fake.requests).toEqual([]);
  });
});

describe('the app on S3', () => {
  it('uploads, serves (with ranges) and deletes through the S3 driver', async () => {
    const fake = await startFakeS3();
    const ctx = await createTestContext(s3Env(fake.endpoint));
    try {
      const admin = await ctx.createUser({ isSuperadmin: true });
      const form = sample.multipartForm([
        { name: 'category', value: 'audio' },
        { name: 'file', filename: 'Backing track.mp3', contentType: 'audio/mpeg', data: sample.mp3() },
      ]);
      const uploaded = await ctx.request('POST', '/api/admin/uploads', {
        as: admin,
        body: form.body,
        headers: form.headers,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const file = storedFileSchema.parse(uploaded.json());
      const key = file.url.slice('/files/'.length);
      expect(fake.objects.get(`/woodshed-media/${key}`)).toMatchObject({
        body: sample.mp3(),
        contentType: 'audio/mpeg',
      });
      const [row] = await ctx.database.db.select().from(storageObjects).where(eq(storageObjects.id, file.id));
      expect(row?.bucket).toBe('woodshed-media');
      expect(existsSync(path.join(ctx.app.config.dataDir, 'storage'))).toBe(false);

      const served = await ctx.request('GET', file.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('audio/mpeg');
      expect(served.rawPayload).toEqual(sample.mp3());
      const ranged = await ctx.request('GET', file.url, { headers: { range: 'bytes=10-13' } });
      expect(ranged.statusCode).toBe(206);
      expect(ranged.rawPayload).toEqual(sample.mp3().subarray(10, 14));
      expect(ranged.headers['content-range']).toBe(`bytes 10-13/${sample.mp3().length}`);

      const deleted = await ctx.request('DELETE', `/api/admin/files/${file.id}`, { as: admin });
      expect(deleted.statusCode).toBe(204);
      expect(fake.objects.size).toBe(0);
      expect((await ctx.request('GET', file.url)).statusCode).toBe(404);
      expect(fake.requests.every((r) => r.path.startsWith('/woodshed-media/'))).toBe(true);
    } finally {
      await ctx.close();
      await rm(ctx.app.config.dataDir, { recursive: true, force: true });
      await fake.close();
    }
  });
});
