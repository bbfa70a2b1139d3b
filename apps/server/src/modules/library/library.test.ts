import { messages, type LibraryDetail, type LibraryItem, type LibraryListResponse } from '@woodshed/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryContent } from '../../db/schema/index.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness.ts';
import { toPrefixQuery } from './service.ts';
import { createItem, errorOf, inputOf, sampleInputs } from './test-fixtures.ts';

let ctx: TestContext;
let admin: TestUser;
let learner: TestUser;
let other: TestUser;

/** The catalogue every listing test reads, by name; created oldest first with fixed timestamps. */
const items: Record<string, LibraryDetail> = {};
const NOW = Date.parse('2026-03-01T12:00:00.000Z');

beforeAll(async () => {
  ctx = await createTestContext();
  // A clean catalogue, whatever the seed ships.
  await ctx.database.db.delete(libraryContent);
  admin = await ctx.createUser({ isSuperadmin: true });
  learner = await ctx.createUser();
  other = await ctx.createUser();
  const catalogue: [string, Record<string, unknown>][] = [
    ['blues', inputOf('jam_track')],
    ['blackbird', inputOf('repertoire')],
    ['spider', inputOf('exercise')],
    ['hybrid', inputOf('video')],
    [
      'modes',
      inputOf('article', {
        title: 'Modes Demystified',
        description: 'Dorian and Mixolydian over vamps',
        category: 'Theory',
        difficulty: 'advanced',
      }),
    ],
    [
      'strum',
      inputOf('article', {
        title: 'Strumming Patterns for Folk',
        description: 'Eight patterns that carry most campfire songs',
        category: 'Rhythm',
      }),
    ],
    ['picking', inputOf('article')],
    [
      'draft',
      inputOf('article', { title: 'Secret Draft', description: 'Not ready yet', category: 'Drafts', published: false }),
    ],
  ];
  for (const [index, [name, body]] of catalogue.entries()) {
    const created = await createItem(ctx, admin, body);
    const createdAt = new Date(NOW - (catalogue.length - index) * 60_000);
    await ctx.database.db.update(libraryContent).set({ createdAt }).where(eq(libraryContent.id, created.id));
    items[name] = { ...created, createdAt: createdAt.toISOString() };
  }
});
afterAll(async () => {
  await ctx.close();
});

const idOf = (name: string) => items[name]!.id;

async function list(query: string, as: TestUser = learner): Promise<LibraryListResponse> {
  const response = await ctx.request('GET', `/api/library${query}`, { as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as LibraryListResponse;
}
const names = (response: LibraryListResponse) =>
  response.items.map((item) => Object.entries(items).find(([, known]) => known.id === item.id)?.[0] ?? item.id);

describe('GET /api/library', () => {
  it('lists published items only, newest first, with the common fields', async () => {
    const response = await list('');
    expect(names(response)).toEqual(['picking', 'strum', 'modes', 'hybrid', 'spider', 'blackbird', 'blues']);
    expect(response.total).toBe(7);
    const { details: _details, ...picking } = items.picking!;
    expect(response.items[0]).toEqual<LibraryItem>({ ...picking, bookmarkId: null });
    expect(response.items[0]).toEqual({
      id: idOf('picking'),
      contentType: 'article',
      title: 'Alternate Picking Basics',
      description: 'Build speed with strict alternate picking',
      thumbnailUrl: 'https://images.example.test/picking.jpg',
      difficulty: 'beginner',
      category: 'Technique',
      published: true,
      createdAt: new Date(NOW - 2 * 60_000).toISOString(),
      bookmarkId: null,
    });
  });

  it('answers the categories of published items, sorted', async () => {
    expect((await list('')).categories).toEqual(['Blues', 'Fingerstyle', 'Rhythm', 'Technique', 'Theory', 'Warmup']);
  });

  it('filters by type; the categories follow the type but not the other filters', async () => {
    const articles = await list('?type=article');
    expect(names(articles)).toEqual(['picking', 'strum', 'modes']);
    expect(articles.total).toBe(3);
    expect(articles.categories).toEqual(['Rhythm', 'Technique', 'Theory']);
    const beginnerArticles = await list('?type=article&difficulty=beginner&category=Rhythm');
    expect(names(beginnerArticles)).toEqual(['strum']);
    expect(beginnerArticles.categories).toEqual(['Rhythm', 'Technique', 'Theory']);
    expect(names(await list('?type=jam_track'))).toEqual(['blues']);
    expect((await list('?type=jam_track')).categories).toEqual(['Blues']);
  });

  it('filters by difficulty and by category', async () => {
    expect(names(await list('?difficulty=intermediate'))).toEqual(['hybrid', 'blackbird']);
    expect(names(await list('?difficulty=advanced'))).toEqual(['modes']);
    const technique = await list('?category=Technique');
    expect(names(technique)).toEqual(['picking', 'hybrid']);
    expect(technique.total).toBe(2);
    expect(technique.categories).toHaveLength(6);
    expect((await list('?category=Nothing')).items).toEqual([]);
  });

  it('refuses unknown filter values with 400', async () => {
    for (const query of ['?type=podcast', '?difficulty=expert', '?page=0', '?pageSize=61', '?pageSize=abc']) {
      const response = await ctx.request('GET', `/api/library${query}`, { as: learner });
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response).code).toBe('validation');
    }
  });

  it('pages with a total', async () => {
    const first = await list('?pageSize=3');
    expect(names(first)).toEqual(['picking', 'strum', 'modes']);
    expect(first.total).toBe(7);
    expect(names(await list('?pageSize=3&page=2'))).toEqual(['hybrid', 'spider', 'blackbird']);
    const last = await list('?pageSize=3&page=3');
    expect(names(last)).toEqual(['blues']);
    expect(last.total).toBe(7);
    const beyond = await list('?pageSize=3&page=4');
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(7);
  });

  it('breaks ties of created_at by id, so pages never overlap', async () => {
    const same = new Date(NOW - 30_000);
    const extra = await Promise.all(
      [1, 2, 3].map((n) => createItem(ctx, admin, inputOf('video', { title: `Tie ${n}`, category: 'Ties' }))),
    );
    await ctx.database.db.update(libraryContent).set({ createdAt: same }).where(eq(libraryContent.category, 'Ties'));
    const ids = extra
      .map((item) => item.id)
      .sort()
      .reverse();
    const pages = [await list('?category=Ties&pageSize=2'), await list('?category=Ties&pageSize=2&page=2')];
    expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual(ids);
    await ctx.database.db.delete(libraryContent).where(eq(libraryContent.category, 'Ties'));
  });

  it('lists unpublished items too only for a superadmin who asks', async () => {
    expect(names(await list('?includeUnpublished=true'))).not.toContain('draft');
    expect(names(await list('', admin))).not.toContain('draft');
    const all = await list('?includeUnpublished=true', admin);
    expect(names(all)).toEqual(['draft', 'picking', 'strum', 'modes', 'hybrid', 'spider', 'blackbird', 'blues']);
    expect(all.total).toBe(8);
    expect(all.items[0]?.published).toBe(false);
    expect(all.items.slice(1).every((item) => item.published)).toBe(true);
    expect(all.categories).toContain('Drafts');
    expect((await list('?includeUnpublished=false', admin)).total).toBe(7);
  });

  it("carries the signed-in user's own bookmark of each item", async () => {
    const created = await ctx.request('POST', '/api/bookmarks', { as: learner, body: { contentId: idOf('strum') } });
    expect(created.statusCode).toBe(201);
    const bookmarkId = (created.json() as { id: string }).id;
    const mine = await list('?type=article');
    expect(mine.items.map((item) => item.bookmarkId)).toEqual([null, bookmarkId, null]);
    expect((await list('?type=article', other)).items.map((item) => item.bookmarkId)).toEqual([null, null, null]);
    await ctx.request('DELETE', `/api/bookmarks/${bookmarkId}`, { as: learner });
  });

  it('answers 401 when signed out', async () => {
    const response = await ctx.request('GET', '/api/library');
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toEqual({ code: 'unauthorized', message: messages.auth.signedOut });
  });
});

describe('GET /api/library?q= (full-text search)', () => {
  it.each([
    ['picking', ['picking', 'hybrid']],
    ['pick', ['picking', 'hybrid']],
    ['PICKING', ['picking', 'hybrid']],
    ['alternate pick', ['picking']],
    ['  strum   folk ', ['strum']],
    ['dorian', ['modes']],
    ['campfire songs', ['strum']],
    ['fingerstyle', ['blackbird']],
    ['warm', ['spider']],
    ['twelve-bar', ['blues']],
    ['theory', ['modes']],
    ['draft', []],
    ['zzz', []],
  ])('q=%s finds %o', async (q, expected) => {
    expect(names(await list(`?q=${encodeURIComponent(q)}`))).toEqual(expected);
  });

  it('combines with the other filters and counts the matches', async () => {
    const videos = await list('?q=picking&type=video');
    expect(names(videos)).toEqual(['hybrid']);
    expect(videos.total).toBe(1);
    expect(videos.categories).toEqual(['Technique']);
    expect((await list('?q=picking&pageSize=1')).total).toBe(2);
  });

  it('treats tsquery syntax and SQL in the input as plain words', async () => {
    expect(names(await list(`?q=${encodeURIComponent('pick:* | !alternate & (')}`))).toEqual(['picking']);
    expect(names(await list(`?q=${encodeURIComponent("'); drop table library_content; --")}`))).toEqual([]);
    expect(names(await list(`?q=${encodeURIComponent('!!! ::')}`))).toHaveLength(7);
    expect((await list('')).total).toBe(7);
  });

  it('builds prefix terms from words only', () => {
    expect(toPrefixQuery('Strum-patterns, C#!')).toBe('strum:* & patterns:* & c:*');
    expect(toPrefixQuery("a:* | b & !c ('d')")).toBe('a:* & b:* & c:* & d:*');
    expect(toPrefixQuery('Übung für Gitarre')).toBe('übung:* & für:* & gitarre:*');
    expect(toPrefixQuery(' &|!:*() ')).toBeNull();
  });
});

describe('GET /api/library/:id/exists', () => {
  it('answers the id and type of a published item', async () => {
    const response = await ctx.request('GET', `/api/library/${idOf('blues')}/exists`, { as: learner });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: idOf('blues'), contentType: 'jam_track' });
  });

  it.each([
    ['an unpublished item', () => idOf('draft')],
    ['a missing item', () => '6f1c2f0e-8a4b-4c1d-9e2f-3a4b5c6d7e8f'],
    ['an id that is not a uuid', () => 'not-a-uuid'],
  ])('answers 404 with the spec message for %s', async (_label, id) => {
    for (const as of [learner, admin]) {
      const response = await ctx.request('GET', `/api/library/${id()}/exists`, { as });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'not_found', message: messages.library.contentMissing });
    }
  });

  it('answers 401 when signed out', async () => {
    expect((await ctx.request('GET', `/api/library/${idOf('blues')}/exists`)).statusCode).toBe(401);
  });
});

describe('GET /api/library/:id', () => {
  const common = (name: string) => {
    const { details: _details, ...item } = items[name]!;
    return { ...item, bookmarkId: null };
  };

  it('answers an article with all its fields', async () => {
    const response = await ctx.request('GET', `/api/library/${idOf('picking')}`, { as: learner });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...common('picking'),
      contentType: 'article',
      details: { readTime: '5 min read', content: '<p>Down, up, <strong>down</strong>.</p>' },
    });
  });

  it('answers a video with all its fields', async () => {
    const response = await ctx.request('GET', `/api/library/${idOf('hybrid')}`, { as: learner });
    expect(response.json()).toEqual({
      ...common('hybrid'),
      thumbnailUrl: '/files/images/5e0a1c9b-7d3f-4a2e-8b6c-9d8e7f6a5b4c.png',
      details: { instructor: 'Sam Rivers', duration: '12:30', videoUrl: 'https://www.youtube.com/watch?v=abc123' },
    });
  });

  it('answers an exercise with all its fields', async () => {
    const response = await ctx.request('GET', `/api/library/${idOf('spider')}`, { as: learner });
    expect(response.json()).toEqual({
      ...common('spider'),
      thumbnailUrl: null,
      details: sampleInputs.exercise.details,
    });
  });

  it('answers a repertoire piece with all its fields', async () => {
    const response = await ctx.request('GET', `/api/library/${idOf('blackbird')}`, { as: learner });
    expect(response.json()).toEqual({
      ...common('blackbird'),
      thumbnailUrl: null,
      details: sampleInputs.repertoire.details,
    });
  });

  it('answers a jam track with all its fields', async () => {
    const response = await ctx.request('GET', `/api/library/${idOf('blues')}`, { as: learner });
    expect(response.json()).toEqual({
      ...common('blues'),
      contentType: 'jam_track',
      details: sampleInputs.jam_track.details,
    });
  });

  it("carries the user's bookmark", async () => {
    const created = await ctx.request('POST', '/api/bookmarks', { as: learner, body: { contentId: idOf('blues') } });
    const bookmarkId = (created.json() as { id: string }).id;
    expect((await ctx.request('GET', `/api/library/${idOf('blues')}`, { as: learner })).json()).toMatchObject({
      bookmarkId,
    });
    expect((await ctx.request('GET', `/api/library/${idOf('blues')}`, { as: other })).json()).toMatchObject({
      bookmarkId: null,
    });
    await ctx.request('DELETE', `/api/bookmarks/${bookmarkId}`, { as: learner });
  });

  it('hides an unpublished item from learners (404) but shows it to superadmins', async () => {
    const hidden = await ctx.request('GET', `/api/library/${idOf('draft')}`, { as: learner });
    expect(hidden.statusCode).toBe(404);
    expect(errorOf(hidden)).toEqual({ code: 'not_found', message: messages.errors.notFound });
    const shown = await ctx.request('GET', `/api/library/${idOf('draft')}`, { as: admin });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ id: idOf('draft'), published: false, title: 'Secret Draft' });
  });

  it.each(['6f1c2f0e-8a4b-4c1d-9e2f-3a4b5c6d7e8f', 'not-a-uuid', "1' or '1'='1"])(
    'answers 404 for the id %s',
    async (id) => {
      const response = await ctx.request('GET', `/api/library/${encodeURIComponent(id)}`, { as: admin });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'not_found', message: messages.errors.notFound });
    },
  );

  it('answers 401 when signed out', async () => {
    expect((await ctx.request('GET', `/api/library/${idOf('blues')}`)).statusCode).toBe(401);
  });
});

// Last in the file: it adds thousands of rows to the catalogue.
describe('search at scale', () => {
  it('stays fast over a few thousand items', async () => {
    await ctx.database.db.execute(sql`
      insert into library_content (content_type, title, description, category, difficulty, created_at)
      select
        (array['article', 'video', 'exercise', 'repertoire', 'jam_track'])[1 + g % 5],
        'Generated lesson ' || g,
        'Practice material number ' || g || case when g % 500 = 0 then ' about sweep picking' else ' about scales' end,
        'Generated ' || (g % 12),
        (array['beginner', 'intermediate', 'advanced'])[1 + g % 3],
        now() - make_interval(mins => g)
      from generate_series(1, 5000) as g`);
    await list('?q=warmup'); // let the planner see the new rows once

    const timed = async (query: string) => {
      const started = performance.now();
      const response = await list(query);
      return { response, ms: performance.now() - started };
    };
    const sweep = await timed('?q=sweep%20pick');
    expect(sweep.response.total).toBe(10);
    expect(sweep.response.items).toHaveLength(10);
    const broad = await timed('?q=generat&type=video&pageSize=60&page=3');
    expect(broad.response.total).toBe(1000);
    expect(broad.response.items).toHaveLength(60);
    const blackbird = await timed('?q=blackb');
    expect(names(blackbird.response)).toEqual(['blackbird']);
    for (const { ms } of [sweep, broad, blackbird]) expect(ms).toBeLessThan(500);
  });
});
