import { messages, type Bookmark, type BookmarkListResponse, type LibraryDetail } from '@woodshed/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookmarks } from '../../db/schema/index.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness.ts';
import { createItem, errorOf, inputOf } from '../library/test-fixtures.ts';

let ctx: TestContext;
let admin: TestUser;
const content: LibraryDetail[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.createUser({ isSuperadmin: true });
  const types = ['article', 'video', 'exercise', 'repertoire', 'jam_track', 'article'] as const;
  for (const [index, type] of types.entries())
    content.push(await createItem(ctx, admin, inputOf(type, { title: `Item ${index}` })));
});
afterAll(async () => {
  await ctx.close();
});

const UNKNOWN_ID = '6f1c2f0e-8a4b-4c1d-9e2f-3a4b5c6d7e8f';

async function bookmark(user: TestUser, item: LibraryDetail): Promise<Bookmark> {
  const response = await ctx.request('POST', '/api/bookmarks', { as: user, body: { contentId: item.id } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Bookmark;
}
async function listOf(user: TestUser): Promise<BookmarkListResponse['items']> {
  const response = await ctx.request('GET', '/api/bookmarks', { as: user });
  expect(response.statusCode).toBe(200);
  return (response.json() as BookmarkListResponse).items;
}
const titles = async (user: TestUser) => (await listOf(user)).map((entry) => entry.item.title);
async function reorder(user: TestUser, bookmarkId: string, targetBookmarkId: string) {
  return ctx.request('POST', '/api/bookmarks/reorder', { as: user, body: { bookmarkId, targetBookmarkId } });
}

describe('POST /api/bookmarks', () => {
  it('creates a bookmark (201) at the end of the list, and answers the same one again (200)', async () => {
    const user = await ctx.createUser();
    const first = await ctx.request('POST', '/api/bookmarks', { as: user, body: { contentId: content[4]!.id } });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(String),
      contentId: content[4]!.id,
      contentType: 'jam_track',
      order: 0,
    });
    const again = await ctx.request('POST', '/api/bookmarks', { as: user, body: { contentId: content[4]!.id } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await ctx.database.db.select().from(bookmarks).where(eq(bookmarks.userId, user.id))).toHaveLength(1);

    expect((await bookmark(user, content[0]!)).order).toBe(1);
    expect((await bookmark(user, content[1]!)).order).toBe(2);
    // Another user's list starts at 0 of its own.
    expect((await bookmark(await ctx.createUser(), content[1]!)).order).toBe(0);
  });

  it('stays idempotent under concurrent requests for the same item', async () => {
    const user = await ctx.createUser();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        ctx.request('POST', '/api/bookmarks', { as: user, body: { contentId: content[3]!.id } }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(responses.map((r) => (r.json() as Bookmark).id)).size).toBe(1);
    expect(await ctx.database.db.select().from(bookmarks).where(eq(bookmarks.userId, user.id))).toHaveLength(1);
  });

  it('refuses unknown and unpublished content with the spec message', async () => {
    const user = await ctx.createUser();
    const draft = await createItem(ctx, admin, inputOf('video', { published: false }));
    for (const contentId of [UNKNOWN_ID, draft.id]) {
      const response = await ctx.request('POST', '/api/bookmarks', { as: user, body: { contentId } });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'not_found', message: messages.library.contentMissing });
    }
    const bad = await ctx.request('POST', '/api/bookmarks', { as: user, body: { contentId: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).field).toBe('contentId');
  });
});

describe('GET /api/bookmarks', () => {
  it("lists the user's bookmarks in order, each with its library item", async () => {
    const user = await ctx.createUser();
    const made = [await bookmark(user, content[2]!), await bookmark(user, content[0]!)];
    await bookmark(await ctx.createUser(), content[3]!);
    const items = await listOf(user);
    const { details: _details, ...item } = content[2]!;
    expect(items[0]).toEqual({ ...made[0], item: { ...item, bookmarkId: made[0]!.id } });
    expect(items.map((entry) => entry.id)).toEqual(made.map((b) => b.id));
    expect(items.map((entry) => entry.order)).toEqual([0, 1]);
  });

  it('leaves out bookmarks of unpublished content, and shows them again once republished', async () => {
    const user = await ctx.createUser();
    const item = await createItem(ctx, admin, inputOf('exercise', { title: 'Soon hidden' }));
    await bookmark(user, content[0]!);
    await bookmark(user, item);
    expect(await titles(user)).toEqual(['Item 0', 'Soon hidden']);
    await ctx.request('PATCH', `/api/admin/library/${item.id}/published`, { as: admin, body: { published: false } });
    expect(await titles(user)).toEqual(['Item 0']);
    await ctx.request('PATCH', `/api/admin/library/${item.id}/published`, { as: admin, body: { published: true } });
    expect(await titles(user)).toEqual(['Item 0', 'Soon hidden']);
  });

  it('answers an empty list for a user without bookmarks', async () => {
    expect(await listOf(await ctx.createUser())).toEqual([]);
  });
});

describe('DELETE /api/bookmarks/:id', () => {
  it('removes one of the user’s own bookmarks (204)', async () => {
    const user = await ctx.createUser();
    const kept = await bookmark(user, content[0]!);
    const removed = await bookmark(user, content[1]!);
    const response = await ctx.request('DELETE', `/api/bookmarks/${removed.id}`, { as: user });
    expect(response.statusCode).toBe(204);
    expect((await listOf(user)).map((b) => b.id)).toEqual([kept.id]);
    expect((await ctx.request('DELETE', `/api/bookmarks/${removed.id}`, { as: user })).statusCode).toBe(404);
    // The item can be bookmarked again, at the end.
    expect((await bookmark(user, content[1]!)).order).toBe(1);
  });

  it("answers 404 for another user's bookmark and leaves it alone", async () => {
    const owner = await ctx.createUser();
    const intruder = await ctx.createUser();
    const theirs = await bookmark(owner, content[0]!);
    for (const id of [theirs.id, UNKNOWN_ID, 'not-a-uuid']) {
      const response = await ctx.request('DELETE', `/api/bookmarks/${id}`, { as: intruder });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'not_found', message: messages.errors.notFound });
    }
    expect((await listOf(owner)).map((b) => b.id)).toEqual([theirs.id]);
  });
});

describe('POST /api/bookmarks/reorder', () => {
  let user: TestUser;
  let marks: Bookmark[];
  beforeAll(async () => {
    user = await ctx.createUser();
    marks = [];
    for (const item of content.slice(0, 5)) marks.push(await bookmark(user, item));
  });
  const idOf = (title: string) => marks[Number(title.replace('Item ', ''))]!.id;

  it('moves a bookmark forward onto the target, shifting the ones between', async () => {
    const response = await reorder(user, idOf('Item 0'), idOf('Item 3'));
    expect(response.statusCode).toBe(200);
    const items = (response.json() as BookmarkListResponse).items;
    expect(items.map((b) => b.item.title)).toEqual(['Item 1', 'Item 2', 'Item 3', 'Item 0', 'Item 4']);
    expect(items.map((b) => b.order)).toEqual([0, 1, 2, 3, 4]);
    expect(await titles(user)).toEqual(['Item 1', 'Item 2', 'Item 3', 'Item 0', 'Item 4']);
  });

  it('moves a bookmark backward onto the target', async () => {
    const response = await reorder(user, idOf('Item 4'), idOf('Item 2'));
    expect((response.json() as BookmarkListResponse).items.map((b) => b.item.title)).toEqual([
      'Item 1',
      'Item 4',
      'Item 2',
      'Item 3',
      'Item 0',
    ]);
    await reorder(user, idOf('Item 0'), idOf('Item 1'));
    expect(await titles(user)).toEqual(['Item 0', 'Item 1', 'Item 4', 'Item 2', 'Item 3']);
    expect((await listOf(user)).map((b) => b.order)).toEqual([0, 1, 2, 3, 4]);
  });

  it('changes nothing when a bookmark is dropped on itself', async () => {
    const before = await listOf(user);
    const response = await reorder(user, idOf('Item 2'), idOf('Item 2'));
    expect(response.statusCode).toBe(200);
    expect((response.json() as BookmarkListResponse).items).toEqual(before);
  });

  it('puts new bookmarks after the reordered ones', async () => {
    const added = await bookmark(user, content[5]!);
    expect(added.order).toBe(5);
    expect((await titles(user)).at(-1)).toBe('Item 5');
  });

  it("answers 404 when either bookmark is not the user's", async () => {
    const intruder = await ctx.createUser();
    const theirs = await bookmark(intruder, content[0]!);
    const before = await listOf(user);
    for (const [dragged, target] of [
      [theirs.id, idOf('Item 1')],
      [idOf('Item 1'), theirs.id],
      [UNKNOWN_ID, idOf('Item 1')],
    ] as const) {
      const response = await reorder(user, dragged, target);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'not_found', message: messages.errors.notFound });
    }
    // The intruder cannot move the user's bookmarks either.
    expect((await reorder(intruder, idOf('Item 1'), idOf('Item 2'))).statusCode).toBe(404);
    expect(await listOf(user)).toEqual(before);
  });

  it('validates the body', async () => {
    const response = await ctx.request('POST', '/api/bookmarks/reorder', {
      as: user,
      body: { bookmarkId: idOf('Item 1') },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).field).toBe('targetBookmarkId');
  });
});

describe('signed out', () => {
  it.each([
    ['GET', '/api/bookmarks'],
    ['POST', '/api/bookmarks'],
    ['POST', '/api/bookmarks/reorder'],
    ['DELETE', `/api/bookmarks/${UNKNOWN_ID}`],
  ] as const)('%s %s answers 401', async (method, url) => {
    const response = await ctx.request(method, url, {
      body: method === 'POST' ? { contentId: UNKNOWN_ID } : undefined,
    });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toEqual({ code: 'unauthorized', message: messages.auth.signedOut });
  });

  it('refuses a mutation without the CSRF header', async () => {
    const user = await ctx.createUser();
    const response = await ctx.request('POST', '/api/bookmarks', {
      as: user,
      body: { contentId: content[0]!.id },
      noCsrf: true,
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('csrf');
  });
});
