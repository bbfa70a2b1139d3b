import { CONTENT_TYPES, messages, type LibraryDetail } from '@woodshed/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, bookmarks, exercises, libraryContent } from '../../db/schema/index.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness.ts';
import { createItem, errorOf, inputOf, sampleInputs } from './test-fixtures.ts';

let ctx: TestContext;
let admin: TestUser;
let learner: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.createUser({ isSuperadmin: true });
  learner = await ctx.createUser();
});
afterAll(async () => {
  await ctx.close();
});

const UNKNOWN_ID = '6f1c2f0e-8a4b-4c1d-9e2f-3a4b5c6d7e8f';
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const detailOf = (response: { json: () => unknown }) => response.json() as LibraryDetail;

describe('access to /api/admin/library', () => {
  const routes = [
    ['POST', '/api/admin/library'],
    ['PUT', `/api/admin/library/${UNKNOWN_ID}`],
    ['PATCH', `/api/admin/library/${UNKNOWN_ID}/published`],
    ['DELETE', `/api/admin/library/${UNKNOWN_ID}`],
  ] as const;

  it.each(routes)('%s %s answers 401 when signed out', async (method, url) => {
    const response = await ctx.request(method, url, { body: method === 'DELETE' ? undefined : inputOf('article') });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toEqual({ code: 'unauthorized', message: messages.auth.signedOut });
  });

  it.each(routes)('%s %s answers 403 to a learner', async (method, url) => {
    const body = method === 'PATCH' ? { published: false } : method === 'DELETE' ? undefined : inputOf('article');
    const response = await ctx.request(method, url, { as: learner, body });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toEqual({ code: 'forbidden', message: messages.errors.forbidden });
  });

  it('every library and bookmark route declares its access level', () => {
    const declared = ctx.app.routeAccessTable
      .filter((route) => /^\/api\/(library|admin\/library|bookmarks)/.test(route.url))
      .map((route) => `${String(route.method)} ${route.url} ${route.access}`);
    expect(declared).toEqual(
      expect.arrayContaining([
        'GET /api/library user',
        'GET /api/library/:id/exists user',
        'GET /api/library/:id user',
        'POST /api/admin/library superadmin',
        'PUT /api/admin/library/:id superadmin',
        'PATCH /api/admin/library/:id/published superadmin',
        'DELETE /api/admin/library/:id superadmin',
        'GET /api/bookmarks user',
        'POST /api/bookmarks user',
        'POST /api/bookmarks/reorder user',
        'DELETE /api/bookmarks/:id user',
      ]),
    );
  });

  it('documents the routes in the OpenAPI description', async () => {
    const doc = (await ctx.request('GET', '/api/docs/json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/library',
        '/api/library/{id}/exists',
        '/api/library/{id}',
        '/api/admin/library',
        '/api/admin/library/{id}',
        '/api/admin/library/{id}/published',
        '/api/bookmarks',
        '/api/bookmarks/reorder',
        '/api/bookmarks/{id}',
      ]),
    );
  });
});

describe('POST /api/admin/library', () => {
  it.each(CONTENT_TYPES)('creates a %s with its details, published by default', async (type) => {
    const { published: _published, ...body } = inputOf(type);
    const response = await ctx.request('POST', '/api/admin/library', { as: admin, body });
    expect(response.statusCode, response.body).toBe(201);
    const created = detailOf(response);
    const sample = sampleInputs[type];
    expect(created).toEqual({
      id: expect.any(String),
      contentType: type,
      title: sample.title,
      description: sample.description,
      category: sample.category,
      difficulty: sample.difficulty,
      thumbnailUrl: sample.thumbnailUrl || null,
      published: true,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      bookmarkId: null,
      details: sample.details,
    });
    // The learner's view is the same item.
    const seen = await ctx.request('GET', `/api/library/${created.id}`, { as: learner });
    expect(seen.json()).toEqual(created);
  });

  it('applies the defaults and normalises blanks', async () => {
    const created = await createItem(ctx, admin, {
      contentType: 'jam_track',
      title: '  Funk in E  ',
      description: 'One chord',
      category: 'Funk',
      thumbnailUrl: '',
      details: { genre: '', key: ' E ', tempo: '', chordProgression: [' E9 ', '', '  '], backingTrackUrl: '' },
    });
    expect(created).toMatchObject({ title: 'Funk in E', difficulty: 'beginner', published: true, thumbnailUrl: null });
    expect(created.details).toEqual({
      genre: null,
      key: 'E',
      tempo: null,
      duration: null,
      chordProgression: ['E9'],
      backingTrackUrl: null,
    });
    const piece = await createItem(
      ctx,
      admin,
      inputOf('repertoire', { details: { tempo: '120', composer: null, tabUrl: null } }),
    );
    expect(piece.details).toMatchObject({ tempo: 120, composer: null, tabUrl: null });
    const hidden = await createItem(ctx, admin, inputOf('video', { published: false }));
    expect(hidden.published).toBe(false);
  });

  it.each([
    ['article', { title: undefined }, messages.library.titleRequired, 'title'],
    ['article', { title: '   ' }, messages.library.titleRequired, 'title'],
    ['video', { description: '' }, messages.library.descriptionRequired, 'description'],
    ['exercise', { description: undefined }, messages.library.descriptionRequired, 'description'],
    ['jam_track', { category: undefined }, messages.library.categoryRequired, 'category'],
    ['repertoire', { category: ' ' }, messages.library.categoryRequired, 'category'],
    ['article', { details: { readTime: '' } }, messages.library.readTimeRequired, 'details.readTime'],
    ['article', { details: { readTime: undefined } }, messages.library.readTimeRequired, 'details.readTime'],
    ['article', { thumbnailUrl: undefined }, messages.library.thumbnailRequired, 'thumbnailUrl'],
    ['article', { thumbnailUrl: '' }, messages.library.thumbnailRequired, 'thumbnailUrl'],
    ['article', { thumbnailUrl: 'not a url' }, messages.library.urlInvalid, 'thumbnailUrl'],
    ['article', { thumbnailUrl: 'javascript:alert(1)' }, messages.library.urlInvalid, 'thumbnailUrl'],
    ['exercise', { thumbnailUrl: 'ftp://files.example.test/x.png' }, messages.library.urlInvalid, 'thumbnailUrl'],
    ['video', { details: { videoUrl: '' } }, messages.library.videoUrlRequired, 'details.videoUrl'],
    ['video', { details: { videoUrl: undefined } }, messages.library.videoUrlRequired, 'details.videoUrl'],
    ['video', { details: { videoUrl: 'youtube.com/watch?v=1' } }, messages.library.urlInvalid, 'details.videoUrl'],
    [
      'repertoire',
      { details: { sheetMusicUrl: 'data:text/html,<script>' } },
      messages.library.urlInvalid,
      'details.sheetMusicUrl',
    ],
    ['repertoire', { details: { tabUrl: '/uploads/tab.pdf' } }, messages.library.urlInvalid, 'details.tabUrl'],
    [
      'jam_track',
      { details: { backingTrackUrl: 'vbscript:x' } },
      messages.library.urlInvalid,
      'details.backingTrackUrl',
    ],
  ] as const)('refuses a %s with %o: %s', async (type, overrides, message, field) => {
    const response = await ctx.request('POST', '/api/admin/library', { as: admin, body: inputOf(type, overrides) });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({ code: 'validation', message, field });
  });

  it.each([
    ['repertoire', 19],
    ['repertoire', 401],
    ['jam_track', 12.5],
    ['jam_track', 'fast'],
  ] as const)('refuses a %s tempo of %o (20 to 400)', async (type, tempo) => {
    const response = await ctx.request('POST', '/api/admin/library', {
      as: admin,
      body: inputOf(type, { details: { tempo } }),
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'validation', field: 'details.tempo' });
  });

  it.each([
    ['video', 'abc'],
    ['video', '12'],
    ['video', '4:5'],
    ['video', '4:60'],
    ['video', '1:75:00'],
    ['jam_track', 'abc'],
    ['jam_track', '3 min'],
    ['jam_track', '-1:00'],
  ] as const)('refuses a %s duration of %o (m:ss or h:mm:ss, issue 12)', async (type, duration) => {
    const response = await ctx.request('POST', '/api/admin/library', {
      as: admin,
      body: inputOf(type, { details: { duration } }),
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'validation',
      message: 'Duration must be minutes and seconds (m:ss, e.g. 4:05) or h:mm:ss',
      field: 'details.duration',
    });
  });

  it.each([
    ['video', '0:12', '0:12'],
    ['video', ' 12:30 ', '12:30'],
    ['video', '1:02:05', '1:02:05'],
    ['jam_track', '95:00', '95:00'],
    ['jam_track', '', null],
  ] as const)('accepts a %s duration of %o', async (type, duration, stored) => {
    expect((await createItem(ctx, admin, inputOf(type, { details: { duration } }))).details).toMatchObject({
      duration: stored,
    });
  });

  it.each([20, 400])('accepts a tempo of %i', async (tempo) => {
    expect((await createItem(ctx, admin, inputOf('jam_track', { details: { tempo } }))).details).toMatchObject({
      tempo,
    });
  });

  it.each([
    ['title', 201],
    ['description', 2001],
    ['category', 81],
  ])('refuses a %s longer than the limit', async (field, length) => {
    const response = await ctx.request('POST', '/api/admin/library', {
      as: admin,
      body: inputOf('video', { [field]: 'x'.repeat(length) }),
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'validation', field });
  });

  it('refuses an unknown content type or difficulty', async () => {
    const type = await ctx.request('POST', '/api/admin/library', {
      as: admin,
      body: inputOf('article', { contentType: 'podcast' }),
    });
    expect(type.statusCode).toBe(400);
    expect(errorOf(type).field).toBe('contentType');
    const difficulty = await ctx.request('POST', '/api/admin/library', {
      as: admin,
      body: inputOf('article', { difficulty: 'expert' }),
    });
    expect(difficulty.statusCode).toBe(400);
    expect(errorOf(difficulty).field).toBe('difficulty');
  });

  it('sanitises the article content on write, keeping formatting and inline images', async () => {
    const content = [
      '<h2 style="color:red">Warm-up</h2>',
      '<p>Play <strong>slowly</strong>, then <em>faster</em>.<script>alert(1)</script></p>',
      `<p><img src="${PNG}" alt="diagram"><img src="x" onerror="alert(1)"></p>`,
      '<p><a href="javascript:alert(1)">bad</a> <a href="https://example.test/">good</a></p>',
      '<iframe src="https://evil.test"></iframe><svg onload="alert(1)"></svg>',
    ].join('');
    const created = await createItem(ctx, admin, inputOf('article', { details: { content } }));
    const expected =
      '<h2>Warm-up</h2><p>Play <strong>slowly</strong>, then <em>faster</em>.</p>' +
      `<p><img src="${PNG}" alt="diagram" /><img src="x" /></p>` +
      '<p><a rel="noopener noreferrer">bad</a> <a href="https://example.test/" rel="noopener noreferrer">good</a></p>';
    expect(created.details).toMatchObject({ content: expected });
    const [stored] = await ctx.database.db.select().from(articles).where(eq(articles.id, created.id));
    expect(stored?.content).toBe(expected);
  });

  it('sanitises exercise instructions on write', async () => {
    const created = await createItem(
      ctx,
      admin,
      inputOf('exercise', { details: { instructions: '<ul><li onclick="x()">One</li></ul><script>bad()</script>' } }),
    );
    expect(created.details).toMatchObject({ instructions: '<ul><li>One</li></ul>' });
    const [stored] = await ctx.database.db.select().from(exercises).where(eq(exercises.id, created.id));
    expect(stored?.instructions).toBe('<ul><li>One</li></ul>');
  });

  it('accepts an article of several megabytes (embedded images) and refuses one over 15 MB', async () => {
    const image = `data:image/png;base64,${'A'.repeat(6 * 1024 * 1024)}`;
    const big = await ctx.request('POST', '/api/admin/library', {
      as: admin,
      body: inputOf('article', { details: { content: `<p><img src="${image}"></p>` } }),
    });
    expect(big.statusCode).toBe(201);
    expect((detailOf(big).details as { content: string }).content).toBe(`<p><img src="${image}" /></p>`);
    const tooBig = await ctx.request('POST', '/api/admin/library', {
      as: admin,
      body: JSON.stringify(inputOf('article', { details: { content: 'x'.repeat(15 * 1024 * 1024) } })),
      headers: { 'content-type': 'application/json' },
    });
    expect(tooBig.statusCode).toBe(413);
    expect(errorOf(tooBig)).toEqual({ code: 'payload_too_large', message: messages.errors.payloadTooLarge });
  });
});

describe('PUT /api/admin/library/:id', () => {
  it('updates the item and its details, and its updated_at', async () => {
    const created = await createItem(ctx, admin, inputOf('repertoire'));
    const [before] = await ctx.database.db.select().from(libraryContent).where(eq(libraryContent.id, created.id));
    const body = inputOf('repertoire', {
      title: 'Blackbird (live)',
      description: 'New arrangement',
      category: 'Beatles',
      difficulty: 'advanced',
      thumbnailUrl: 'https://images.example.test/new.jpg',
      details: {
        genre: 'Pop',
        key: 'F',
        tempo: 100,
        composer: '',
        sheetMusicUrl: '',
        tabUrl: null,
        backingTrackUrl: '/files/audios/0b4f7c7e-2a51-4d8e-9d0c-1f2e3d4c5b6a.mp3',
      },
    });
    const response = await ctx.request('PUT', `/api/admin/library/${created.id}`, { as: admin, body });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...created,
      title: 'Blackbird (live)',
      description: 'New arrangement',
      category: 'Beatles',
      difficulty: 'advanced',
      thumbnailUrl: 'https://images.example.test/new.jpg',
      details: {
        genre: 'Pop',
        key: 'F',
        tempo: 100,
        composer: null,
        sheetMusicUrl: null,
        tabUrl: null,
        backingTrackUrl: '/files/audios/0b4f7c7e-2a51-4d8e-9d0c-1f2e3d4c5b6a.mp3',
      },
    });
    const [after] = await ctx.database.db.select().from(libraryContent).where(eq(libraryContent.id, created.id));
    expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());
    expect(after!.createdAt).toEqual(before!.createdAt);
    expect((await ctx.request('GET', `/api/library?q=beatles`, { as: learner })).json()).toMatchObject({ total: 1 });
  });

  it("sanitises on update and answers the admin's own bookmark", async () => {
    const created = await createItem(ctx, admin, inputOf('article'));
    const bookmark = await ctx.request('POST', '/api/bookmarks', { as: admin, body: { contentId: created.id } });
    const content = '<p onmouseover="x()">Safe <b>text</b></p><script>alert(1)</script>';
    const response = await ctx.request('PUT', `/api/admin/library/${created.id}`, {
      as: admin,
      body: inputOf('article', { details: { content } }),
    });
    expect(detailOf(response)).toMatchObject({
      bookmarkId: (bookmark.json() as { id: string }).id,
      details: { readTime: '5 min read', content: '<p>Safe <b>text</b></p>' },
    });
  });

  it('refuses to change the content type', async () => {
    const created = await createItem(ctx, admin, inputOf('video'));
    const response = await ctx.request('PUT', `/api/admin/library/${created.id}`, {
      as: admin,
      body: inputOf('article', { title: 'Changed' }),
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'validation',
      message: messages.library.contentTypeChange,
      field: 'contentType',
    });
    expect((await ctx.request('GET', `/api/library/${created.id}`, { as: admin })).json()).toEqual(created);
  });

  it('validates the body like creation does', async () => {
    const created = await createItem(ctx, admin, inputOf('article'));
    const response = await ctx.request('PUT', `/api/admin/library/${created.id}`, {
      as: admin,
      body: inputOf('article', { title: '' }),
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({ code: 'validation', message: messages.library.titleRequired, field: 'title' });
  });

  it.each([UNKNOWN_ID, 'not-a-uuid'])('answers 404 for the id %s', async (id) => {
    const response = await ctx.request('PUT', `/api/admin/library/${id}`, { as: admin, body: inputOf('article') });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toEqual({ code: 'not_found', message: messages.errors.notFound });
  });
});

describe('PATCH /api/admin/library/:id/published', () => {
  it('unpublishes and republishes an item', async () => {
    const created = await createItem(ctx, admin, inputOf('exercise', { title: 'Toggle me' }));
    const off = await ctx.request('PATCH', `/api/admin/library/${created.id}/published`, {
      as: admin,
      body: { published: false },
    });
    expect(off.statusCode).toBe(200);
    const { details: _details, ...item } = created;
    expect(off.json()).toEqual({ ...item, published: false });
    expect((await ctx.request('GET', `/api/library/${created.id}`, { as: learner })).statusCode).toBe(404);
    expect((await ctx.request('GET', `/api/library/${created.id}/exists`, { as: learner })).statusCode).toBe(404);
    expect((await ctx.request('GET', '/api/library?q=toggle', { as: learner })).json()).toMatchObject({ total: 0 });

    const on = await ctx.request('PATCH', `/api/admin/library/${created.id}/published`, {
      as: admin,
      body: { published: true },
    });
    expect(on.json()).toEqual({ ...item, published: true });
    expect((await ctx.request('GET', `/api/library/${created.id}/exists`, { as: learner })).statusCode).toBe(200);
  });

  it('validates the body and answers 404 for unknown items', async () => {
    const created = await createItem(ctx, admin, inputOf('video'));
    const bad = await ctx.request('PATCH', `/api/admin/library/${created.id}/published`, {
      as: admin,
      body: { published: 'no' },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).field).toBe('published');
    for (const id of [UNKNOWN_ID, 'nope']) {
      const missing = await ctx.request('PATCH', `/api/admin/library/${id}/published`, {
        as: admin,
        body: { published: true },
      });
      expect(missing.statusCode).toBe(404);
    }
  });
});

describe('DELETE /api/admin/library/:id', () => {
  it('deletes the item, its details and every bookmark of it', async () => {
    const created = await createItem(ctx, admin, inputOf('article', { title: 'Doomed' }));
    const bookmark = await ctx.request('POST', '/api/bookmarks', { as: learner, body: { contentId: created.id } });
    expect(bookmark.statusCode).toBe(201);
    const response = await ctx.request('DELETE', `/api/admin/library/${created.id}`, { as: admin });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await ctx.request('GET', `/api/library/${created.id}`, { as: admin })).statusCode).toBe(404);
    expect(await ctx.database.db.select().from(articles).where(eq(articles.id, created.id))).toEqual([]);
    expect(await ctx.database.db.select().from(bookmarks).where(eq(bookmarks.contentId, created.id))).toEqual([]);
    const list = (await ctx.request('GET', '/api/bookmarks', { as: learner })).json() as {
      items: { contentId: string }[];
    };
    expect(list.items.map((b) => b.contentId)).not.toContain(created.id);
    expect((await ctx.request('DELETE', `/api/admin/library/${created.id}`, { as: admin })).statusCode).toBe(404);
    expect((await ctx.request('DELETE', '/api/admin/library/not-a-uuid', { as: admin })).statusCode).toBe(404);
  });
});

describe('input messages', () => {
  it.each([
    [{ title: 'x'.repeat(201) }, messages.library.titleTooLong, 'title'],
    [{ description: 'x'.repeat(2001) }, messages.library.descriptionTooLong, 'description'],
    [{ category: 'x'.repeat(81) }, messages.library.categoryTooLong, 'category'],
  ])('names over-long fields: %#', async (overrides, message, field) => {
    const response = await ctx.request('POST', '/api/admin/library', { as: admin, body: inputOf('video', overrides) });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({ code: 'validation', message, field });
  });

  it.each([12.5, 'fast', 10, 500])('explains a bad tempo (%s)', async (tempo) => {
    const body = inputOf('jam_track');
    const response = await ctx.request('POST', '/api/admin/library', {
      as: admin,
      body: { ...body, details: { ...(body.details as object), tempo } },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ message: messages.library.tempoInvalid });
  });

  it.each(['/files/../secret', '/files/images/../../x.png', '/files/other/0b4f7c7e-2a51-4d8e-9d0c-1f2e3d4c5b6a.png'])(
    'refuses %s as a stored-file link',
    async (thumbnailUrl) => {
      const response = await ctx.request('POST', '/api/admin/library', {
        as: admin,
        body: inputOf('video', { thumbnailUrl }),
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ message: messages.library.urlInvalid, field: 'thumbnailUrl' });
    },
  );

  it('leaves the publication state alone when an update does not send it', async () => {
    const created = await createItem(ctx, admin, inputOf('exercise'));
    await ctx.request('PATCH', `/api/admin/library/${created.id}/published`, { as: admin, body: { published: false } });
    const { published: _omitted, ...body } = inputOf('exercise', { title: 'Renamed exercise' });
    const response = await ctx.request('PUT', `/api/admin/library/${created.id}`, { as: admin, body });
    expect(response.statusCode).toBe(200);
    expect(detailOf(response)).toMatchObject({ title: 'Renamed exercise', published: false });
  });
});
