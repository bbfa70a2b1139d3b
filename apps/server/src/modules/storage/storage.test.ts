import { existsSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  SESSION_ATTACHMENT_FOLDER,
  SESSION_COOKIE,
  UPLOAD_MAX_BYTES,
  fileUsagesResponseSchema,
  messages,
  storedFileSchema,
  type StoredFile,
} from '@woodshed/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chords, storageObjects } from '../../db/schema/index.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness.ts';
import * as sample from '../../test/sample-files.ts';
import { createItem, inputOf } from '../library/test-fixtures.ts';
import { createFileStore } from './file-store.ts';

let ctx: TestContext;
let admin: TestUser;
let learner: TestUser;
let storageRoot: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.createUser({ isSuperadmin: true });
  learner = await ctx.createUser();
  storageRoot = path.join(ctx.app.config.dataDir, 'storage', 'library-assets');
});
afterAll(async () => {
  await ctx.close();
  await rm(ctx.app.config.dataDir, { recursive: true, force: true });
});

const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string; message: string; field?: string } }).error;
const UUID_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function upload(parts: sample.FormPart[], as: TestUser | undefined = admin) {
  const form = sample.multipartForm(parts);
  return ctx.request('POST', '/api/admin/uploads', { body: form.body, headers: form.headers, ...(as ? { as } : {}) });
}

async function uploadFile(
  category: string,
  filename: string,
  data: Buffer,
  contentType = 'application/octet-stream',
): Promise<StoredFile> {
  const response = await upload([
    { name: 'category', value: category },
    { name: 'file', filename, contentType, data },
  ]);
  expect(response.statusCode, response.body).toBe(201);
  return storedFileSchema.parse(response.json());
}

/** Where the local driver keeps a file of this public URL. */
const diskPathOf = (file: StoredFile) => path.join(storageRoot, file.url.replace(/^\/files\//, ''));

async function allStoredPaths(dir = ctx.app.config.dataDir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('POST /api/admin/uploads', () => {
  it.each([
    ['image', 'cover.jpg', sample.jpeg, 'image/jpeg', 'jpg'],
    ['image', 'diagram.png', sample.png, 'image/png', 'png'],
    ['image', 'loop.gif', sample.gif, 'image/gif', 'gif'],
    ['image', 'photo.webp', sample.webp, 'image/webp', 'webp'],
    ['document', 'Chord chart.pdf', sample.pdf, 'application/pdf', 'pdf'],
    ['document', 'plan.txt', sample.text, 'text/plain', 'txt'],
    ['audio', 'Backing track.mp3', sample.mp3(), 'audio/mpeg', 'mp3'],
    ['audio', 'frame-only.mp3', sample.mp3FrameOnly(), 'audio/mpeg', 'mp3'],
    ['audio', 'tuning note.wav', sample.wav(), 'audio/wav', 'wav'],
    ['video', 'lesson.mp4', sample.mp4(), 'video/mp4', 'mp4'],
    ['video', 'lesson.webm', sample.webm, 'video/webm', 'webm'],
  ] as const)('accepts a %s: %s', async (category, filename, data, mimeType, ext) => {
    const file = await uploadFile(category, filename, data);
    const folder = { image: 'images', document: 'documents', audio: 'audios', video: 'videos' }[category];
    expect(file).toMatchObject({ category, name: filename, mimeType, size: data.length, tags: [] });
    expect(file.url).toMatch(new RegExp(`^/files/${folder}/[0-9a-f-]{36}\\.${ext}$`));
    expect(UUID_KEY.test(file.url.split('/')[3]!.split('.')[0]!)).toBe(true);
    expect(Date.now() - Date.parse(file.createdAt)).toBeLessThan(60_000);
    expect(await readFile(diskPathOf(file))).toEqual(data);
    const [row] = await ctx.database.db.select().from(storageObjects).where(eq(storageObjects.id, file.id));
    expect(row).toMatchObject({
      bucket: 'library-assets',
      path: file.url.slice('/files/'.length),
      uploadedBy: admin.id,
    });
  });

  it('trusts the content, not the declared type or the extension', async () => {
    const file = await uploadFile('image', 'cover.jpg', sample.png, 'image/jpeg');
    expect(file).toMatchObject({ name: 'cover.png', mimeType: 'image/png' });
    expect(file.url).toMatch(/\.png$/);
    expect((await uploadFile('image', 'scan', sample.jpeg, 'image/png')).name).toBe('scan.jpg');
    expect((await uploadFile('image', 'Scan.JPEG', sample.jpeg)).name).toBe('Scan.jpeg');
    expect((await uploadFile('audio', 'Take 1.2', sample.wav())).name).toBe('Take 1.2.wav');
  });

  it.each([
    ['an ELF binary', sample.elf],
    ['a Windows executable', sample.windowsExe],
    ['a PDF', sample.pdf],
    ['plain text', sample.text],
  ])('refuses %s named photo.png as an image', async (_label, data) => {
    const before = await allStoredPaths();
    const response = await upload([
      { name: 'category', value: 'image' },
      { name: 'file', filename: 'photo.png', contentType: 'image/png', data },
    ]);
    expect(response.statusCode).toBe(400);
    // The name ends in an allowed extension, so the message says the content is the problem (issue 12).
    expect(errorOf(response)).toEqual({
      code: 'validation',
      message: "This file's content is not an image (JPEG, PNG, GIF or WEBP), although its name ends in .png.",
      field: 'file',
    });
    expect(await allStoredPaths()).toEqual(before);
  });

  it('refuses a text file named x.png saying its content is not an image (issue 12)', async () => {
    const response = await upload([
      { name: 'category', value: 'image' },
      { name: 'file', filename: 'x.PNG', contentType: 'image/png', data: Buffer.from('just some notes\n') },
    ]);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(
      "This file's content is not an image (JPEG, PNG, GIF or WEBP), although its name ends in .png.",
    );
    // A name that does not claim an allowed type still gets the list of allowed types.
    const named = await upload([
      { name: 'category', value: 'image' },
      { name: 'file', filename: 'x.txt', contentType: 'text/plain', data: Buffer.from('just some notes\n') },
    ]);
    expect(errorOf(named).message).toBe('Invalid file type. Allowed types: JPEG, PNG, GIF, WEBP');
  });

  it.each([
    [
      'document',
      'a PNG',
      sample.png,
      "This file's content is not a document (PDF or TXT), although its name ends in .pdf.",
    ],
    [
      'document',
      'an executable',
      sample.windowsExe,
      "This file's content is not a document (PDF or TXT), although its name ends in .pdf.",
    ],
    [
      'document',
      'bytes that are not UTF-8',
      sample.binaryGarbage,
      "This file's content is not a document (PDF or TXT), although its name ends in .pdf.",
    ],
    [
      'document',
      'text with a NUL byte',
      Buffer.from('abc\0def'),
      "This file's content is not a document (PDF or TXT), although its name ends in .pdf.",
    ],
    ['audio', 'an MP4', sample.mp4(), 'Invalid file type. Allowed types: MP3, WAV'],
    ['video', 'an MP3', sample.mp3(), 'Invalid file type. Allowed types: MP4, WEBM'],
    ['image', 'a WAV', sample.wav(), 'Invalid file type. Allowed types: JPEG, PNG, GIF, WEBP'],
  ])('refuses under %s: %s', async (category, _label, data, message) => {
    const response = await upload([
      { name: 'category', value: category },
      { name: 'file', filename: 'file.pdf', contentType: 'application/pdf', data },
    ]);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(message);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const data = Buffer.concat([sample.png, Buffer.alloc(11 * 1024 * 1024)]);
    const response = await upload([
      { name: 'category', value: 'image' },
      { name: 'file', filename: 'huge.png', contentType: 'image/png', data },
    ]);
    expect(response.statusCode).toBe(413);
    expect(errorOf(response)).toMatchObject({ code: 'payload_too_large', message: 'File size must be less than 10MB' });
  });

  it('refuses exactly 10 MB ("less than 10MB") and accepts one byte less', async () => {
    const exactly = Buffer.concat([sample.png, Buffer.alloc(UPLOAD_MAX_BYTES - sample.png.length)]);
    const refused = await upload([
      { name: 'file', filename: 'edge.png', data: exactly },
      { name: 'category', value: 'image' },
    ]);
    expect(refused.statusCode).toBe(413);
    expect(errorOf(refused).message).toBe(messages.storage.tooLarge);
    const accepted = await uploadFile('image', 'edge.png', exactly.subarray(0, UPLOAD_MAX_BYTES - 1));
    expect(accepted.size).toBe(UPLOAD_MAX_BYTES - 1);
  });

  it.each([
    ['../../etc/passwd.png', 'passwd.png'],
    ['a/b\\c.png', 'c.png'],
    ['C:\\Users\\me\\Desktop\\tab.png', 'tab.png'],
    ['evil\u0000na\u0007me\u202e.png', 'evilname.png'],
    ['  ..hidden..png  ', 'hidden.png'],
    ['..', 'file.png'],
    ['photo.exe', 'photo.png'],
    ['photo.png.exe', 'photo.png.png'],
    [`${'x'.repeat(300)}.png`, `${'x'.repeat(196)}.png`],
  ])('makes the name %j safe: %j', async (filename, expected) => {
    const file = await uploadFile('image', filename, sample.png);
    expect(file.name).toBe(expected);
    const stored = diskPathOf(file);
    expect(stored.startsWith(storageRoot + path.sep)).toBe(true);
    expect(existsSync(stored)).toBe(true);
    expect(existsSync(path.join(ctx.app.config.dataDir, 'etc'))).toBe(false);
    expect((await allStoredPaths()).every((p) => p.startsWith(storageRoot + path.sep))).toBe(true);
  });

  it('asks for a file when there is none, or it is empty', async () => {
    for (const parts of [
      [{ name: 'category', value: 'image' }],
      [
        { name: 'category', value: 'image' },
        { name: 'file', filename: '', data: Buffer.alloc(0) },
      ],
      [
        { name: 'category', value: 'image' },
        { name: 'attachment', filename: 'x.png', data: sample.png },
      ],
    ] satisfies sample.FormPart[][]) {
      const response = await upload(parts);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({
        code: 'validation',
        message: 'Please choose a file to upload',
        field: 'file',
      });
    }
    const json = await ctx.request('POST', '/api/admin/uploads', { as: admin, body: { category: 'image' } });
    expect(json.statusCode).toBe(400);
    expect(errorOf(json).message).toBe(messages.storage.fileRequired);
  });

  it('requires a valid category', async () => {
    for (const category of [undefined, '', 'spreadsheet', 'IMAGE']) {
      const parts: sample.FormPart[] = [{ name: 'file', filename: 'x.png', data: sample.png }];
      if (category !== undefined) parts.unshift({ name: 'category', value: category });
      const response = await upload(parts);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'validation', field: 'category' });
    }
  });

  it('takes one file per request', async () => {
    const response = await upload([
      { name: 'category', value: 'image' },
      { name: 'file', filename: 'a.png', data: sample.png },
      { name: 'file', filename: 'b.png', data: sample.png },
    ]);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).field).toBe('file');
  });

  it('answers malformed form data with 400, not 500', async () => {
    const form = sample.multipartForm([
      { name: 'category', value: 'image' },
      { name: 'file', filename: 'a.png', data: sample.png },
    ]);
    for (const [body, headers] of [
      ['x', { 'content-type': 'multipart/form-data' }],
      [form.body.subarray(0, form.body.length - 20), form.headers],
      ['not multipart at all', form.headers],
    ] as const) {
      const response = await ctx.request('POST', '/api/admin/uploads', { as: admin, body, headers });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'validation', field: 'file' });
    }
    const many = sample.multipartForm(Array.from({ length: 8 }, (_, i) => ({ name: `field${i}`, value: 'x' })));
    expect(
      (await ctx.request('POST', '/api/admin/uploads', { as: admin, body: many.body, headers: many.headers }))
        .statusCode,
    ).toBe(400);
  });

  it('works over a real connection, also when refusing a large file', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const send = (data: Buffer) => {
      const body = new FormData();
      body.append('category', 'image');
      body.append('file', new Blob([data], { type: 'image/png' }), 'real.png');
      return fetch(`${address}/api/admin/uploads`, {
        method: 'POST',
        body,
        headers: { cookie: `${SESSION_COOKIE}=${admin.cookie}`, [CSRF_HEADER]: CSRF_HEADER_VALUE },
      });
    };
    const big = await send(Buffer.concat([sample.png, Buffer.alloc(12 * 1024 * 1024)]));
    expect(big.status).toBe(413);
    expect(((await big.json()) as { error: { message: string } }).error.message).toBe(messages.storage.tooLarge);
    const small = await send(sample.png);
    expect(small.status).toBe(201);
    const file = storedFileSchema.parse(await small.json());
    const served = await fetch(`${address}${file.url}`, { headers: { range: 'bytes=0-7' } });
    expect(served.status).toBe(206);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(sample.png.subarray(0, 8));
  });

  it('needs the CSRF header', async () => {
    const form = sample.multipartForm([
      { name: 'category', value: 'image' },
      { name: 'file', filename: 'a.png', data: sample.png },
    ]);
    const response = await ctx.request('POST', '/api/admin/uploads', {
      as: admin,
      body: form.body,
      headers: form.headers,
      noCsrf: true,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('access to the admin file routes', () => {
  let file: StoredFile;
  beforeAll(async () => {
    file = await uploadFile('image', 'guarded.png', sample.png);
  });

  const routes = () =>
    [
      ['POST', '/api/admin/uploads', undefined],
      ['GET', '/api/admin/files', undefined],
      ['GET', '/api/admin/files?category=image', undefined],
      ['PATCH', `/api/admin/files/${file.id}`, { name: 'mine' }],
      ['POST', `/api/admin/files/${file.id}/tags`, { tag: 'x' }],
      ['DELETE', `/api/admin/files/${file.id}/tags/x`, undefined],
      ['GET', `/api/admin/files/${file.id}/usages`, undefined],
      ['DELETE', `/api/admin/files/${file.id}`, undefined],
    ] as const;

  it('answers 401 when signed out and 403 to a learner, for every route', async () => {
    for (const [method, url, body] of routes()) {
      const signedOut = await ctx.request(method, url, body ? { body } : {});
      expect(signedOut.statusCode, `${method} ${url}`).toBe(401);
      const asLearner = await ctx.request(method, url, { as: learner, ...(body ? { body } : {}) });
      expect(asLearner.statusCode, `${method} ${url}`).toBe(403);
    }
    const form = sample.multipartForm([
      { name: 'category', value: 'image' },
      { name: 'file', filename: 'a.png', data: sample.png },
    ]);
    expect(
      (await ctx.request('POST', '/api/admin/uploads', { as: learner, body: form.body, headers: form.headers }))
        .statusCode,
    ).toBe(403);
    // Nothing changed.
    expect((await ctx.app.files.get(file.id))?.name).toBe('guarded.png');
  });

  it('declares superadmin on every admin storage route and public on /files', () => {
    const table = ctx.app.routeAccessTable.filter(
      (r) => r.url.startsWith('/api/admin/uploads') || r.url.startsWith('/api/admin/files'),
    );
    expect(table.length).toBeGreaterThanOrEqual(6);
    expect(table.every((r) => r.access === 'superadmin')).toBe(true);
    expect(ctx.app.routeAccessTable.find((r) => r.url === '/files/:folder/:key')?.access).toBe('public');
  });
});

describe('GET /api/admin/files', () => {
  it('lists newest first and filters by category', async () => {
    const first = await uploadFile('audio', 'one.mp3', sample.mp3());
    const second = await uploadFile('document', 'two.txt', sample.text);
    const third = await uploadFile('audio', 'three.wav', sample.wav());

    const all = await ctx.request('GET', '/api/admin/files', { as: admin });
    expect(all.statusCode).toBe(200);
    const items = (all.json() as { items: StoredFile[] }).items;
    const ids = items.map((f) => f.id);
    expect(ids.indexOf(third.id)).toBeLessThan(ids.indexOf(second.id));
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const times = items.map((f) => Date.parse(f.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(items.map((f) => f.category))).toEqual(new Set(['image', 'document', 'audio', 'video']));
    // File lookup rule: every listed file has a name not starting with a dot, a type and a size.
    expect(items.every((f) => f.name.length > 0 && !f.name.startsWith('.') && f.mimeType && f.size > 0)).toBe(true);

    const audio = await ctx.request('GET', '/api/admin/files?category=audio', { as: admin });
    const audioItems = (audio.json() as { items: StoredFile[] }).items;
    expect(audioItems.every((f) => f.category === 'audio')).toBe(true);
    expect(audioItems.slice(0, 2).map((f) => f.id)).toEqual([third.id, first.id]);
    expect(
      ((await ctx.request('GET', '/api/admin/files?category=all', { as: admin })).json() as { items: unknown[] }).items,
    ).toHaveLength(items.length);
  });

  it('refuses an unknown category', async () => {
    const response = await ctx.request('GET', '/api/admin/files?category=spreadsheet', { as: admin });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).field).toBe('category');
  });
});

describe('PATCH /api/admin/files/:id (rename)', () => {
  it('keeps the extension and the URL', async () => {
    const file = await uploadFile('image', 'photo.png', sample.png);
    const rename = (name: string) => ctx.request('PATCH', `/api/admin/files/${file.id}`, { as: admin, body: { name } });

    const plain = await rename('  Fretboard map ');
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toMatchObject({
      id: file.id,
      name: 'Fretboard map.png',
      url: file.url,
      mimeType: 'image/png',
      size: file.size,
    });
    expect((await rename('cover.jpg')).json()).toMatchObject({ name: 'cover.png', url: file.url });
    expect((await rename('../x/y.PNG')).json()).toMatchObject({ name: 'y.png' });
    expect((await rename('v1.2')).json()).toMatchObject({ name: 'v1.2.png' });

    const served = await ctx.request('GET', file.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-disposition']).toBe("inline; filename*=UTF-8''v1.2.png");
  });

  it('keeps one extension when the typed name already ends in it (issue 12)', async () => {
    const file = await uploadFile('image', 'thumb.png', sample.png);
    const rename = (name: string) => ctx.request('PATCH', `/api/admin/files/${file.id}`, { as: admin, body: { name } });
    // What the rename form sends: the typed name followed by the extension it shows.
    expect((await rename('palm-muting-thumb.png.png')).json()).toMatchObject({ name: 'palm-muting-thumb.png' });
    expect((await rename('palm-muting-thumb.PNG')).json()).toMatchObject({ name: 'palm-muting-thumb.png' });
  });

  it('refuses a blank name', async () => {
    const file = await uploadFile('document', 'notes.txt', sample.text);
    for (const name of ['', '   ', '.txt', '../']) {
      const response = await ctx.request('PATCH', `/api/admin/files/${file.id}`, { as: admin, body: { name } });
      expect(response.statusCode, name).toBe(400);
      expect(errorOf(response)).toMatchObject({
        code: 'validation',
        message: 'File name cannot be empty',
        field: 'name',
      });
    }
    expect((await ctx.app.files.get(file.id))?.name).toBe('notes.txt');
  });

  it('answers 404 for an unknown file and for an id that cannot be one (lib/params.ts)', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await ctx.request('PATCH', `/api/admin/files/${id}`, { as: admin, body: { name: 'x' } });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'not_found', message: messages.storage.fileNotFound });
    }
  });
});

describe('tags', () => {
  it('adds trimmed tags, refuses duplicates whatever their case, and removes them', async () => {
    const file = await uploadFile('audio', 'groove.wav', sample.wav());
    const add = (tag: string) => ctx.request('POST', `/api/admin/files/${file.id}/tags`, { as: admin, body: { tag } });

    const added = await add('  Blues ');
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ id: file.id, tags: ['Blues'] });

    for (const duplicate of ['blues', ' BLUES', 'Blues']) {
      const response = await add(duplicate);
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toMatchObject({ code: 'conflict', message: 'Tag already exists' });
    }
    expect((await add('AC/DC')).json()).toMatchObject({ tags: ['Blues', 'AC/DC'] });
    expect((await add('Rock')).json()).toMatchObject({ tags: ['Blues', 'AC/DC', 'Rock'] });

    const removed = await ctx.request('DELETE', `/api/admin/files/${file.id}/tags/${encodeURIComponent('ac/dc')}`, {
      as: admin,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ tags: ['Blues', 'Rock'] });
    expect((await ctx.request('DELETE', `/api/admin/files/${file.id}/tags/blues`, { as: admin })).json()).toMatchObject(
      { tags: ['Rock'] },
    );
    // Removing a tag the file does not have changes nothing.
    expect((await ctx.request('DELETE', `/api/admin/files/${file.id}/tags/jazz`, { as: admin })).json()).toMatchObject({
      tags: ['Rock'],
    });
    expect((await add('blues')).statusCode).toBe(200);
  });

  it('refuses an empty tag and unknown files', async () => {
    const file = await uploadFile('image', 't.png', sample.png);
    const empty = await ctx.request('POST', `/api/admin/files/${file.id}/tags`, { as: admin, body: { tag: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).message).toBe(messages.storage.tagEmpty);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await ctx.request('POST', `/api/admin/files/${missing}/tags`, { as: admin, body: { tag: 'x' } })).statusCode,
    ).toBe(404);
    expect((await ctx.request('DELETE', `/api/admin/files/${missing}/tags/x`, { as: admin })).statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/files/:id', () => {
  it('removes the row and the blob; the URL answers 404 afterwards', async () => {
    const file = await uploadFile('video', 'clip.webm', sample.webm);
    expect((await ctx.request('GET', file.url)).statusCode).toBe(200);

    const response = await ctx.request('DELETE', `/api/admin/files/${file.id}`, { as: admin });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await ctx.database.db.select().from(storageObjects).where(eq(storageObjects.id, file.id))).toEqual([]);
    expect(existsSync(diskPathOf(file))).toBe(false);
    expect((await ctx.request('GET', file.url)).statusCode).toBe(404);
    expect((await ctx.request('DELETE', `/api/admin/files/${file.id}`, { as: admin })).statusCode).toBe(404);
  });
});

describe('GET /api/admin/files/:id/usages', () => {
  const usagesOf = (id: string) => ctx.request('GET', `/api/admin/files/${id}/usages`, { as: admin });

  it('names the library items and chords that use the file, by field', async () => {
    const file = await uploadFile('image', 'barre.png', sample.png);
    // The file manager copies absolute URLs; bodies embed the path.
    const article = await createItem(
      ctx,
      admin,
      inputOf('article', {
        title: 'Barre Chords 101',
        thumbnailUrl: `https://school.example.test${file.url}`,
        details: { content: `<p>Look:</p><p><img src="${file.url}" alt="Barre"></p>` },
      }),
    );
    const track = await createItem(
      ctx,
      admin,
      inputOf('jam_track', { title: 'Another track', thumbnailUrl: null, details: { backingTrackUrl: file.url } }),
    );
    const [chord] = await ctx.database.db.select({ id: chords.id, name: chords.name }).from(chords).limit(1);
    await ctx.database.db
      .update(chords)
      .set({ imgUrl: file.url, bucketImgId: file.id })
      .where(eq(chords.id, chord!.id));
    // Another file's URL in the same fields is no use of this one.
    await createItem(ctx, admin, inputOf('video', { title: 'Unrelated' }));

    const response = await usagesOf(file.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { items } = fileUsagesResponseSchema.parse(response.json());
    expect(items).toHaveLength(4);
    expect(items).toEqual(
      expect.arrayContaining([
        { id: article.id, title: 'Barre Chords 101', kind: 'article', field: 'thumbnail' },
        { id: article.id, title: 'Barre Chords 101', kind: 'article', field: 'body' },
        { id: track.id, title: 'Another track', kind: 'jam_track', field: 'backingTrack' },
        { id: chord!.id, title: chord!.name, kind: 'chord', field: 'picture' },
      ]),
    );
    // Deleting stays possible; afterwards the file is gone.
    expect((await ctx.request('DELETE', `/api/admin/files/${file.id}`, { as: admin })).statusCode).toBe(204);
    expect((await usagesOf(file.id)).statusCode).toBe(404);
  });

  it('answers an empty list for a file nothing uses', async () => {
    const file = await uploadFile('document', 'unused.pdf', sample.pdf);
    const response = await usagesOf(file.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items: [] });
  });

  it('answers 404 for an unknown id and for a malformed one', async () => {
    for (const id of ['6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', 'not-a-uuid']) {
      const response = await usagesOf(id);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toBe(messages.storage.fileNotFound);
    }
  });
});

describe('GET /files/:folder/:key', () => {
  it('serves the bytes with safe headers, to anyone', async () => {
    const file = await uploadFile('audio', 'Blues – in A (slow).mp3', sample.mp3());
    const response = await ctx.request('GET', file.url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(sample.mp3());
    expect(response.headers).toMatchObject({
      'content-type': 'audio/mpeg',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=3600',
      'content-length': String(file.size),
      'accept-ranges': 'bytes',
      'content-disposition': "inline; filename*=UTF-8''Blues%20%E2%80%93%20in%20A%20%28slow%29.mp3",
    });
    expect(response.headers['content-security-policy']).not.toContain('sandbox');
    expect(response.headers.etag).toMatch(/^"[0-9a-f-]{36}-[0-9a-z]+"$/);
  });

  it('sandboxes documents and labels text as UTF-8', async () => {
    const textFile = await uploadFile('document', 'notes.txt', Buffer.from('<script>alert(1)</script>\n'));
    const text = await ctx.request('GET', textFile.url);
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const pdfFile = await uploadFile('document', 'chart.pdf', sample.pdf);
    const pdf = await ctx.request('GET', pdfFile.url);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(pdf.rawPayload).toEqual(sample.pdf);
  });

  it('answers ranges so players can seek', async () => {
    const data = sample.mp4();
    const file = await uploadFile('video', 'seek.mp4', data);
    const get = (range: string, headers: Record<string, string> = {}) =>
      ctx.request('GET', file.url, { headers: { range, ...headers } });

    const middle = await get('bytes=4-11');
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 4-11/${data.length}`);
    expect(middle.headers['content-length']).toBe('8');
    expect(middle.headers['content-type']).toBe('video/mp4');
    expect(middle.rawPayload).toEqual(data.subarray(4, 12));

    const open = await get('bytes=40-');
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload).toEqual(data.subarray(40));
    expect(open.headers['content-range']).toBe(`bytes 40-${data.length - 1}/${data.length}`);

    const suffix = await get('bytes=-5');
    expect(suffix.statusCode).toBe(206);
    expect(suffix.rawPayload).toEqual(data.subarray(data.length - 5));

    const pastEnd = await get('bytes=10-99999');
    expect(pastEnd.statusCode).toBe(206);
    expect(pastEnd.rawPayload).toEqual(data.subarray(10));

    const unsatisfiable = await get(`bytes=${data.length}-`);
    expect(unsatisfiable.statusCode).toBe(416);
    expect(unsatisfiable.headers['content-range']).toBe(`bytes */${data.length}`);

    // Several ranges, other units and nonsense are ignored: the whole file.
    for (const ignored of ['bytes=0-1,4-5', 'items=0-1', 'bytes=5-2', 'bytes=abc']) {
      const whole = await get(ignored);
      expect(whole.statusCode, ignored).toBe(200);
      expect(whole.rawPayload).toEqual(data);
    }
    // If-Range with a stale validator: the whole file.
    expect((await get('bytes=0-1', { 'if-range': '"stale"' })).statusCode).toBe(200);
    const etag = String(middle.headers.etag);
    expect((await get('bytes=0-1', { 'if-range': etag })).statusCode).toBe(206);
  });

  it('answers 304 to a matching If-None-Match, until the file is renamed', async () => {
    const file = await uploadFile('image', 'etag.png', sample.png);
    const first = await ctx.request('GET', file.url);
    const etag = String(first.headers.etag);
    const cached = await ctx.request('GET', file.url, { headers: { 'if-none-match': etag } });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    expect(cached.headers.etag).toBe(etag);
    await ctx.request('PATCH', `/api/admin/files/${file.id}`, { as: admin, body: { name: 'renamed' } });
    const afterRename = await ctx.request('GET', file.url, { headers: { 'if-none-match': etag } });
    expect(afterRename.statusCode).toBe(200);
    expect(afterRename.headers['content-disposition']).toBe("inline; filename*=UTF-8''renamed.png");
  });

  it('answers HEAD with the headers only', async () => {
    const file = await uploadFile('image', 'head.gif', sample.gif);
    const response = await ctx.app.inject({ method: 'HEAD', url: file.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/gif');
    expect(response.headers['content-length']).toBe(String(sample.gif.length));
    expect(response.body).toBe('');
  });

  it('answers 404 for unknown files, other folders and malformed keys', async () => {
    const file = await uploadFile('image', 'real.png', sample.png);
    const key = file.url.split('/').at(-1)!;
    for (const url of [
      '/files/images/00000000-0000-4000-8000-000000000000.png',
      `/files/documents/${key}`,
      `/files/etc/${key}`,
      `/files/session-attachments/${key}`,
      `/files/images/${key.toUpperCase()}`,
      `/files/images/${key.replace('.png', '.PNG')}`,
      '/files/images/..%2F..%2F..%2Fetc%2Fpasswd',
      '/files/images/%2e%2e',
      `/files/images/${key}%00.png`,
      '/files/images/passwd',
    ]) {
      const response = await ctx.request('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['cache-control']).not.toBe('public, max-age=3600');
    }
    expect(
      (await ctx.request('GET', `/files/images/${key}/extra`, { headers: { accept: 'application/json' } })).statusCode,
    ).toBe(404);
  });

  it('answers 404 when the blob has gone missing', async () => {
    const file = await uploadFile('image', 'lost.png', sample.png);
    await rm(diskPathOf(file));
    const response = await ctx.request('GET', file.url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('createFileStore without Fastify', () => {
  it('saves, renames, tags and deletes through the same service', async () => {
    const store = createFileStore(ctx.database.db, ctx.app.config);
    try {
      const saved = await store.save({ category: 'image', name: 'Am shape.png', data: sample.png });
      expect(saved).toMatchObject({ name: 'Am shape.png', mimeType: 'image/png', tags: [] });
      expect((await ctx.request('GET', saved.url)).statusCode).toBe(200);
      expect((await store.rename(saved.id, 'A minor')).name).toBe('A minor.png');
      expect((await store.addTag(saved.id, ' chords ')).tags).toEqual(['chords']);
      await expect(store.addTag(saved.id, 'CHORDS')).rejects.toMatchObject({
        statusCode: 409,
        message: messages.storage.tagExists,
      });
      await expect(store.save({ category: 'image', name: 'x.png', data: sample.elf })).rejects.toMatchObject({
        statusCode: 400,
      });
      await expect(
        store.save({ category: 'image', name: 'x.png', data: Buffer.alloc(UPLOAD_MAX_BYTES) }),
      ).rejects.toMatchObject({
        statusCode: 413,
        message: messages.storage.tooLarge,
      });
      await store.delete(saved.id);
      expect(await store.get(saved.id)).toBeNull();
      await expect(store.delete(saved.id)).rejects.toMatchObject({ statusCode: 404 });
      expect(await store.get('not-a-uuid')).toBeNull();
      expect(await store.open('images', 'nope')).toBeNull();
    } finally {
      store.close();
    }
  });

  it('keeps private session attachments out of the public route and the list, but opens them by id', async () => {
    const saved = await ctx.app.files.save({
      category: 'any',
      name: 'lesson.pdf',
      data: sample.png,
      location: { folder: SESSION_ATTACHMENT_FOLDER, baseName: '3f2c7a1e-0b1d-4e5f-8a9b-0c1d2e3f4a5b' },
    });
    expect(saved).toMatchObject({ category: 'image', mimeType: 'image/png', name: 'lesson.png' });
    const key = '3f2c7a1e-0b1d-4e5f-8a9b-0c1d2e3f4a5b.png';
    expect(await ctx.app.files.open(SESSION_ATTACHMENT_FOLDER, key)).toBeNull();
    expect((await ctx.request('GET', `/files/${SESSION_ATTACHMENT_FOLDER}/${key}`)).statusCode).toBe(404);
    expect((await ctx.app.files.list('all')).map((file) => file.id)).not.toContain(saved.id);
    expect((await ctx.app.files.list('image')).map((file) => file.id)).not.toContain(saved.id);
    expect((await ctx.app.files.openById(saved.id))?.mimeType).toBe('image/png');
    await ctx.app.files.delete(saved.id);
  });

  it('removes the blob again when the row cannot be written', async () => {
    const store = createFileStore(ctx.database.db, ctx.app.config);
    const before = await allStoredPaths();
    // An uploader that does not exist breaks the foreign key, after the blob was written.
    await expect(
      store.save({
        category: 'image',
        name: 'orphan.png',
        data: sample.png,
        uploadedBy: '00000000-0000-4000-8000-000000000000',
      }),
    ).rejects.toThrow();
    expect(await allStoredPaths()).toEqual(before);
  });
});
