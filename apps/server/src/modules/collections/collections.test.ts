import {
  COLLECTION_COLORS,
  COLLECTION_ICONS,
  chordListResponseSchema,
  collectionListResponseSchema,
  collectionSchema,
  materialSchema,
  messages,
  type Chord,
  type Collection,
  type LibraryDetail,
} from '@woodshed/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materialCollectionAssoc } from '../../db/schema/index.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness.ts';
import { createItem, errorOf, inputOf } from '../library/test-fixtures.ts';

let ctx: TestContext;
let admin: TestUser;
let chordList: Chord[];
const items: LibraryDetail[] = [];
const UNKNOWN_ID = '6f1c2f0e-8a4b-4c1d-9e2f-3a4b5c6d7e8f';
const m = messages.collections;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.createUser({ isSuperadmin: true });
  for (const type of ['article', 'video', 'exercise', 'repertoire', 'jam_track'] as const) {
    items.push(await createItem(ctx, admin, inputOf(type, { title: `Material ${type}` })));
  }
  chordList = chordListResponseSchema.parse((await ctx.request('GET', '/api/chords', { as: admin })).json()).items;
});
afterAll(async () => {
  await ctx.close();
});

const chord = (name: string) => chordList.find((c) => c.name === name)!;
const article = () => items[0]!;

async function create(user: TestUser, body: Record<string, unknown>): Promise<Collection> {
  const response = await ctx.request('POST', '/api/collections', { as: user, body });
  expect(response.statusCode, response.body).toBe(201);
  return collectionSchema.parse(response.json());
}
async function listOf(user: TestUser): Promise<Collection[]> {
  const response = await ctx.request('GET', '/api/collections', { as: user });
  expect(response.statusCode, response.body).toBe(200);
  return collectionListResponseSchema.parse(response.json()).items;
}
function add(user: TestUser, collectionId: string, materialType: string, materialId: string, notes?: string) {
  return ctx.request('POST', `/api/collections/${collectionId}/materials`, {
    as: user,
    body: { materialType, materialId, notes },
  });
}
async function addOk(user: TestUser, collectionId: string, materialType: string, materialId: string) {
  const response = await add(user, collectionId, materialType, materialId);
  expect(response.statusCode, response.body).toBe(201);
  return materialSchema.parse(response.json());
}
const reorder = (user: TestUser, collectionId: string, materialId: string, targetMaterialId: string) =>
  ctx.request('POST', `/api/collections/${collectionId}/materials/reorder`, {
    as: user,
    body: { materialId, targetMaterialId },
  });
const titlesIn = (collection: Collection) =>
  collection.materials.map((material) =>
    material.item?.kind === 'library'
      ? material.item.title
      : material.item?.kind === 'chord'
        ? material.item.name
        : null,
  );

describe('POST /api/collections', () => {
  it('creates a collection with the quick-create defaults (Folder, #4F46E5) and the item added', async () => {
    const user = await ctx.createUser();
    const created = await create(user, {
      title: '  Campfire songs ',
      description: '',
      material: { materialType: 'chord', materialId: chord('G').id },
    });
    expect(created).toMatchObject({ title: 'Campfire songs', description: null, icon: 'Folder', color: '#4F46E5' });
    expect(created.materials).toHaveLength(1);
    expect(created.materials[0]).toMatchObject({
      materialType: 'chord',
      materialId: chord('G').id,
      order: 0,
      notes: null,
      item: { kind: 'chord', name: 'G', notes: ['G', 'B', 'D'], triadType: 'Major' },
    });
  });

  it('takes any of the five icons and seven colours (case-insensitive)', async () => {
    const user = await ctx.createUser();
    for (const [index, icon] of COLLECTION_ICONS.entries()) {
      const color = COLLECTION_COLORS[index + 1]!;
      const created = await create(user, {
        title: `Set ${index}`,
        description: 'Warm-ups',
        icon,
        color: color.toLowerCase(),
      });
      expect(created).toMatchObject({ icon, color, description: 'Warm-ups' });
    }
  });

  it.each([
    [{ title: '   ' }, 'title', m.titleRequired],
    [{}, 'title', m.titleRequired],
    [{ title: 'x'.repeat(101) }, 'title', m.titleTooLong],
    [{ title: 'Ok', description: 'x'.repeat(501) }, 'description', m.descriptionTooLong],
    [{ title: 'Ok', icon: 'Star' }, 'icon', m.iconInvalid],
    [{ title: 'Ok', color: '#123456' }, 'color', m.colorInvalid],
    [
      { title: 'Ok', material: { materialType: 'song', materialId: UNKNOWN_ID } },
      'material.materialType',
      m.materialTypeInvalid,
    ],
  ])('refuses %j', async (body, field, message) => {
    const user = await ctx.createUser();
    const response = await ctx.request('POST', '/api/collections', { as: user, body });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ field, message });
    expect(await listOf(user)).toEqual([]);
  });

  it('creates nothing when the item to add does not exist or is unpublished', async () => {
    const user = await ctx.createUser();
    const draft = await createItem(ctx, admin, inputOf('article', { title: 'Draft', published: false }));
    for (const material of [
      { materialType: 'chord', materialId: UNKNOWN_ID },
      { materialType: 'article', materialId: draft.id },
      // A real item under the wrong type.
      { materialType: 'video', materialId: article().id },
    ]) {
      const response = await ctx.request('POST', '/api/collections', { as: user, body: { title: 'Nope', material } });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toBe(m.itemMissing);
    }
    expect(await listOf(user)).toEqual([]);
  });

  it('needs a signed-in user and the CSRF header', async () => {
    expect((await ctx.request('POST', '/api/collections', { body: { title: 'x' } })).statusCode).toBe(401);
    const user = await ctx.createUser();
    expect(
      (await ctx.request('POST', '/api/collections', { as: user, body: { title: 'x' }, noCsrf: true })).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/collections', () => {
  it('lists only the user’s collections, newest first, with materials in order and what their cards show', async () => {
    const user = await ctx.createUser();
    const older = await create(user, { title: 'Older' });
    const newer = await create(user, { title: 'Newer', icon: 'Guitar', color: '#059669' });
    await addOk(user, newer.id, 'article', article().id);
    await addOk(user, newer.id, 'chord', chord('Am').id);
    await addOk(user, newer.id, 'jam_track', items[4]!.id);
    await create(await ctx.createUser(), { title: 'Someone else’s' });

    const list = await listOf(user);
    expect(list.map((c) => c.title)).toEqual(['Newer', 'Older']);
    expect(list[1]!.id).toBe(older.id);
    expect(titlesIn(list[0]!)).toEqual(['Material article', 'Am', 'Material jam_track']);
    expect(list[0]!.materials.map((x) => x.order)).toEqual([0, 1, 2]);
    expect(list[0]!.materials[0]!.item).toEqual({
      kind: 'library',
      contentType: 'article',
      title: 'Material article',
      description: article().description,
      difficulty: article().difficulty,
      thumbnailUrl: article().thumbnailUrl,
    });
  });

  it('shows an unpublished or deleted item as unavailable instead of failing', async () => {
    const user = await ctx.createUser();
    const video = await createItem(ctx, admin, inputOf('video', { title: 'Soon hidden' }));
    const exercise = await createItem(ctx, admin, inputOf('exercise', { title: 'Soon deleted' }));
    const collection = await create(user, { title: 'Fragile' });
    await addOk(user, collection.id, 'video', video.id);
    await addOk(user, collection.id, 'exercise', exercise.id);
    expect(
      (
        await ctx.request('PATCH', `/api/admin/library/${video.id}/published`, {
          as: admin,
          body: { published: false },
        })
      ).statusCode,
    ).toBe(200);
    expect((await ctx.request('DELETE', `/api/admin/library/${exercise.id}`, { as: admin })).statusCode).toBe(204);
    const [listed] = await listOf(user);
    expect(listed!.materials.map((x) => [x.materialType, x.item])).toEqual([
      ['video', null],
      ['exercise', null],
    ]);
  });

  it('answers 401 when signed out', async () => {
    expect((await ctx.request('GET', '/api/collections')).statusCode).toBe(401);
  });
});

describe('PUT and DELETE /api/collections/:id', () => {
  it('edits title, description, icon and colour', async () => {
    const user = await ctx.createUser();
    const collection = await create(user, { title: 'Draft', description: 'old' });
    const response = await ctx.request('PUT', `/api/collections/${collection.id}`, {
      as: user,
      body: { title: 'Blues vocabulary', description: '  ', icon: 'Lightbulb', color: '#DC2626' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: collection.id,
      title: 'Blues vocabulary',
      description: null,
      icon: 'Lightbulb',
      color: '#DC2626',
    });
    const bad = await ctx.request('PUT', `/api/collections/${collection.id}`, {
      as: user,
      body: { title: '', icon: 'Folder', color: '#DC2626' },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toMatchObject({ field: 'title', message: m.titleRequired });
  });

  it('deletes a collection with its materials', async () => {
    const user = await ctx.createUser();
    const collection = await create(user, {
      title: 'Temp',
      material: { materialType: 'chord', materialId: chord('C').id },
    });
    expect((await ctx.request('DELETE', `/api/collections/${collection.id}`, { as: user })).statusCode).toBe(204);
    expect(await listOf(user)).toEqual([]);
    expect(
      await ctx.database.db
        .select()
        .from(materialCollectionAssoc)
        .where(eq(materialCollectionAssoc.collectionId, collection.id)),
    ).toEqual([]);
    expect((await ctx.request('DELETE', `/api/collections/${collection.id}`, { as: user })).statusCode).toBe(404);
  });

  it('answers 404 for another user’s collection on every route, and leaves it untouched', async () => {
    const owner = await ctx.createUser();
    const intruder = await ctx.createUser();
    const collection = await create(owner, {
      title: 'Mine',
      material: { materialType: 'chord', materialId: chord('E').id },
    });
    const materialId = collection.materials[0]!.id;
    const attempts = [
      ctx.request('PUT', `/api/collections/${collection.id}`, {
        as: intruder,
        body: { title: 'Hacked', icon: 'Folder', color: '#4F46E5' },
      }),
      ctx.request('DELETE', `/api/collections/${collection.id}`, { as: intruder }),
      add(intruder, collection.id, 'chord', chord('A').id),
      ctx.request('PATCH', `/api/collections/${collection.id}/materials/${materialId}`, {
        as: intruder,
        body: { notes: 'hi' },
      }),
      ctx.request('DELETE', `/api/collections/${collection.id}/materials/${materialId}`, { as: intruder }),
      reorder(intruder, collection.id, materialId, materialId),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect([m.notFound, m.materialNotFound]).toContain(errorOf(response).message);
    }
    expect(await listOf(intruder)).toEqual([]);
    const [mine] = await listOf(owner);
    expect(mine).toMatchObject({ title: 'Mine', materials: [{ id: materialId, notes: null }] });
  });

  it('answers 404 for unknown and malformed ids', async () => {
    const user = await ctx.createUser();
    for (const id of [UNKNOWN_ID, 'nope']) {
      expect(
        (
          await ctx.request('PUT', `/api/collections/${id}`, {
            as: user,
            body: { title: 'x', icon: 'Folder', color: '#4F46E5' },
          })
        ).statusCode,
      ).toBe(404);
      expect((await add(user, id, 'chord', chord('C').id)).statusCode).toBe(404);
    }
    const mine = await create(user, { title: 'Mine' });
    const badMaterial = await ctx.request('DELETE', `/api/collections/${mine.id}/materials/nope`, { as: user });
    expect(badMaterial.statusCode).toBe(404);
    expect(errorOf(badMaterial)).toEqual({ code: 'not_found', message: m.materialNotFound });
  });
});

describe('materials', () => {
  it('adds items at the end, refuses the same item twice with a clear message, and keeps notes', async () => {
    const user = await ctx.createUser();
    const collection = await create(user, { title: 'Practice set' });
    const first = await addOk(user, collection.id, 'chord', chord('D').id);
    const second = await addOk(user, collection.id, 'repertoire', items[3]!.id);
    expect([first.order, second.order]).toEqual([0, 1]);
    const again = await add(user, collection.id, 'chord', chord('D').id);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(m.alreadyInCollection);
    // The same item may sit in another collection.
    const other = await create(user, { title: 'Other' });
    await addOk(user, other.id, 'chord', chord('D').id);

    const noted = await ctx.request('PATCH', `/api/collections/${collection.id}/materials/${first.id}`, {
      as: user,
      body: { notes: '  Clean change to G  ' },
    });
    expect(noted.statusCode).toBe(200);
    expect(noted.json()).toMatchObject({ id: first.id, notes: 'Clean change to G' });
    const long = await ctx.request('PATCH', `/api/collections/${collection.id}/materials/${first.id}`, {
      as: user,
      body: { notes: 'x'.repeat(2001) },
    });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long)).toMatchObject({ field: 'notes', message: m.notesTooLong });
  });

  it('refuses unknown items and material types', async () => {
    const user = await ctx.createUser();
    const collection = await create(user, { title: 'Set' });
    const missing = await add(user, collection.id, 'chord', UNKNOWN_ID);
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe(m.itemMissing);
    const badType = await add(user, collection.id, 'podcast', article().id);
    expect(badType.statusCode).toBe(400);
    expect(errorOf(badType).field).toBe('materialType');
    const badId = await add(user, collection.id, 'article', 'abc');
    expect(badId.statusCode).toBe(400);
    expect(errorOf(badId).field).toBe('materialId');
  });

  it('stays consistent under concurrent adds of the same and of different items', async () => {
    const user = await ctx.createUser();
    const collection = await create(user, { title: 'Busy' });
    const same = await Promise.all(Array.from({ length: 4 }, () => add(user, collection.id, 'chord', chord('F').id)));
    expect(same.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const names = ['A', 'Am', 'C', 'D', 'E', 'Em'];
    const different = await Promise.all(names.map((name) => add(user, collection.id, 'chord', chord(name).id)));
    expect(different.every((r) => r.statusCode === 201)).toBe(true);
    const [listed] = await listOf(user);
    expect(listed!.materials.map((x) => x.order)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('removes a material and closes the gap', async () => {
    const user = await ctx.createUser();
    const collection = await create(user, { title: 'Shrinking' });
    const added = [];
    for (const name of ['A', 'B', 'C']) added.push(await addOk(user, collection.id, 'chord', chord(name).id));
    expect(
      (await ctx.request('DELETE', `/api/collections/${collection.id}/materials/${added[1]!.id}`, { as: user }))
        .statusCode,
    ).toBe(204);
    const [listed] = await listOf(user);
    expect(titlesIn(listed!)).toEqual(['A', 'C']);
    expect(listed!.materials.map((x) => x.order)).toEqual([0, 1]);
    expect(
      (await ctx.request('DELETE', `/api/collections/${collection.id}/materials/${added[1]!.id}`, { as: user }))
        .statusCode,
    ).toBe(404);
  });
});

describe('POST /api/collections/:id/materials/reorder', () => {
  async function collectionWith(user: TestUser, names: string[]): Promise<Collection> {
    const collection = await create(user, { title: `Order ${names.join('')}` });
    for (const name of names) await addOk(user, collection.id, 'chord', chord(name).id);
    return (await listOf(user)).find((c) => c.id === collection.id)!;
  }

  it('moves the dragged material to the target’s place, down and up', async () => {
    const user = await ctx.createUser();
    const collection = await collectionWith(user, ['A', 'B', 'C', 'D', 'E']);
    const [a, , , d] = collection.materials;
    const down = await reorder(user, collection.id, a!.id, d!.id);
    expect(down.statusCode, down.body).toBe(200);
    expect(titlesIn(collectionSchema.parse(down.json()))).toEqual(['B', 'C', 'D', 'A', 'E']);
    const up = await reorder(user, collection.id, d!.id, collection.materials[1]!.id);
    expect(titlesIn(collectionSchema.parse(up.json()))).toEqual(['D', 'B', 'C', 'A', 'E']);
    const same = await reorder(user, collection.id, d!.id, d!.id);
    expect(collectionSchema.parse(same.json()).materials.map((x) => x.order)).toEqual([0, 1, 2, 3, 4]);
  });

  it('keeps a permutation numbered 0..n-1 under concurrent reorders', async () => {
    const user = await ctx.createUser();
    const collection = await collectionWith(user, ['A', 'B', 'C', 'D', 'E', 'F']);
    const ids = collection.materials.map((x) => x.id);
    const moves: Array<[number, number]> = [
      [0, 5],
      [5, 0],
      [2, 3],
      [4, 1],
      [1, 4],
      [3, 2],
    ];
    const responses = await Promise.all(moves.map(([from, to]) => reorder(user, collection.id, ids[from]!, ids[to]!)));
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const [listed] = await listOf(user);
    expect(listed!.materials.map((x) => x.order)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(new Set(listed!.materials.map((x) => x.id))).toEqual(new Set(ids));
  });

  it('answers 404 for a material of another collection', async () => {
    const user = await ctx.createUser();
    const one = await collectionWith(user, ['A', 'B']);
    const two = await collectionWith(user, ['C']);
    const response = await reorder(user, one.id, one.materials[0]!.id, two.materials[0]!.id);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).message).toBe(m.materialNotFound);
  });
});
