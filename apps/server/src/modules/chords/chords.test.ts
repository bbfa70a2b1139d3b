import {
  MASTERY_LEVEL_NAMES,
  TRIAD_TYPES,
  chordListResponseSchema,
  chordSchema,
  messages,
  type Chord,
} from '@woodshed/shared';
import { eq } from 'drizzle-orm';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chordMastery, chords, storageObjects } from '../../db/schema/index.ts';
import { CHORD_LIBRARY } from '../../seed/chord-library.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness.ts';
import * as sample from '../../test/sample-files.ts';
import { errorOf } from '../library/test-fixtures.ts';

let ctx: TestContext;
let admin: TestUser;
let learner: TestUser;
let other: TestUser;
let seeded: Chord[];

const UNKNOWN_ID = '6f1c2f0e-8a4b-4c1d-9e2f-3a4b5c6d7e8f';

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.createUser({ isSuperadmin: true });
  learner = await ctx.createUser();
  other = await ctx.createUser();
  seeded = await listOf(learner);
});
afterAll(async () => {
  await ctx.close();
  await rm(ctx.app.config.dataDir, { recursive: true, force: true });
});

async function listOf(user: TestUser, query = ''): Promise<Chord[]> {
  const response = await ctx.request('GET', `/api/chords${query}`, { as: user });
  expect(response.statusCode, response.body).toBe(200);
  return chordListResponseSchema.parse(response.json()).items;
}
const rate = (user: TestUser | undefined, chordId: string, masteryRating: unknown) =>
  ctx.request('PUT', `/api/chords/${chordId}/mastery`, { ...(user ? { as: user } : {}), body: { masteryRating } });
const chordNamed = (name: string) => {
  const chord = seeded.find((c) => c.name === name);
  if (!chord) throw new Error(`no chord ${name}`);
  return chord;
};
function uploadImage(chordId: string, part: sample.FormPart, as: TestUser = admin) {
  const form = sample.multipartForm([part]);
  return ctx.request('POST', `/api/admin/chords/${chordId}/image`, { as, body: form.body, headers: form.headers });
}

describe('GET /api/chords', () => {
  it('lists the seeded chords ordered by name, every triad type, each unrated for a new user', async () => {
    expect(seeded).toHaveLength(CHORD_LIBRARY.length);
    expect(seeded.length).toBeGreaterThanOrEqual(55);
    const names = seeded.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set(seeded.map((c) => c.triadType))).toEqual(new Set(TRIAD_TYPES));
    expect(seeded.every((c) => c.masteryRating === 0 && c.imageUrl === null && c.fingering !== null)).toBe(true);
    const c = chordNamed('C');
    expect(c).toMatchObject({
      triadType: 'Major',
      notes: ['C', 'E', 'G'],
      fingering: { frets: [null, 3, 2, 0, 1, 0] },
    });
  });

  it('filters by triad type and refuses an unknown one', async () => {
    const minor = await listOf(learner, '?triadType=Minor');
    expect(minor.length).toBeGreaterThan(3);
    expect(minor.every((c) => c.triadType === 'Minor')).toBe(true);
    const bad = await ctx.request('GET', '/api/chords?triadType=Sus', { as: learner });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toMatchObject({ message: messages.chords.triadTypeInvalid, field: 'triadType' });
  });

  it('needs a signed-in user', async () => {
    expect((await ctx.request('GET', '/api/chords')).statusCode).toBe(401);
  });
});

describe('PUT /api/chords/:id/mastery', () => {
  it('upserts the rating per user: any level from any other, never visible to anyone else', async () => {
    const g = chordNamed('G');
    for (const rating of [3, 5, 0, 1]) {
      const response = await rate(learner, g.id, rating);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ chordId: g.id, masteryRating: rating });
    }
    expect((await listOf(learner)).find((c) => c.id === g.id)?.masteryRating).toBe(1);
    expect((await listOf(other)).find((c) => c.id === g.id)?.masteryRating).toBe(0);
    expect(await ctx.database.db.select().from(chordMastery).where(eq(chordMastery.chordId, g.id))).toHaveLength(1);

    await rate(other, g.id, 4);
    expect((await listOf(learner)).find((c) => c.id === g.id)?.masteryRating).toBe(1);
    expect((await listOf(other)).find((c) => c.id === g.id)?.masteryRating).toBe(4);
    expect(MASTERY_LEVEL_NAMES[4]).toBe('Advanced');
  });

  it('keeps one row under concurrent ratings of the same chord', async () => {
    const d = chordNamed('D');
    const responses = await Promise.all([1, 2, 3, 4, 5].map((rating) => rate(learner, d.id, rating)));
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await ctx.database.db.select().from(chordMastery).where(eq(chordMastery.chordId, d.id));
    expect(rows).toHaveLength(1);
    expect([1, 2, 3, 4, 5]).toContain(rows[0]!.masteryRating);
  });

  it.each([[-1], [6], [2.5], ['3'], [null]])('refuses the rating %j with the range message', async (value) => {
    const response = await rate(learner, chordNamed('A').id, value);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ message: messages.chords.ratingInvalid, field: 'masteryRating' });
  });

  it('answers 404 for an unknown chord and 401 when signed out', async () => {
    for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
      const response = await rate(learner, id, 2);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toBe(messages.chords.notFound);
    }
    expect((await rate(undefined, chordNamed('A').id, 2)).statusCode).toBe(401);
  });
});

describe('PUT /api/admin/chords/:id', () => {
  const edit = {
    name: 'Em (edited)',
    triadType: 'Minor',
    notes: [' E', 'G ', 'B'],
    intervals: ['1', ' b3', '5 '],
    fingering: { frets: [0, 2, 2, 0, 0, 0], fingers: [null, 2, 3, null, null, null] },
  };

  it('lets a superadmin edit name, triad type, notes, intervals (trimmed) and fingering', async () => {
    const em = chordNamed('Em');
    const response = await ctx.request('PUT', `/api/admin/chords/${em.id}`, { as: admin, body: edit });
    expect(response.statusCode, response.body).toBe(200);
    expect(chordSchema.parse(response.json())).toMatchObject({
      id: em.id,
      name: 'Em (edited)',
      notes: ['E', 'G', 'B'],
      intervals: ['1', 'b3', '5'],
      fingering: edit.fingering,
    });
    const restore = await ctx.request('PUT', `/api/admin/chords/${em.id}`, {
      as: admin,
      body: { ...edit, name: 'Em' },
    });
    expect(restore.statusCode).toBe(200);
  });

  it('refuses learners (403) and signed-out visitors (401), changing nothing', async () => {
    const em = chordNamed('Em');
    expect((await ctx.request('PUT', `/api/admin/chords/${em.id}`, { as: learner, body: edit })).statusCode).toBe(403);
    expect((await ctx.request('PUT', `/api/admin/chords/${em.id}`, { body: edit })).statusCode).toBe(401);
    const form = sample.multipartForm([
      { name: 'file', filename: 'em.png', contentType: 'image/png', data: sample.png },
    ]);
    expect(
      (
        await ctx.request('POST', `/api/admin/chords/${em.id}/image`, {
          as: learner,
          body: form.body,
          headers: form.headers,
        })
      ).statusCode,
    ).toBe(403);
    expect((await ctx.request('DELETE', `/api/admin/chords/${em.id}/image`, { as: learner })).statusCode).toBe(403);
    const [row] = await ctx.database.db.select().from(chords).where(eq(chords.id, em.id));
    expect(row?.name).toBe('Em');
  });

  it.each([
    [{ name: '  ' }, 'name', messages.chords.nameRequired],
    [{ name: 'x'.repeat(41) }, 'name', messages.chords.nameTooLong],
    [{ notes: [] }, 'notes', messages.chords.notesRequired],
    [{ notes: ['H'] }, 'notes.0', messages.chords.notesInvalid],
    [{ intervals: [] }, 'intervals', messages.chords.intervalsRequired],
    [{ triadType: 'Sus' }, 'triadType', messages.chords.triadTypeInvalid],
    [{ fingering: { frets: [0, 2, 2], fingers: [null, null, null] } }, 'fingering.frets', messages.chords.fretsInvalid],
    [
      { fingering: { frets: [0, 2, 2, 0, 0, 25], fingers: [null, 2, 3, null, null, null] } },
      'fingering.frets.5',
      undefined,
    ],
    [
      { fingering: { frets: [0, 2, 2, 0, 0, 0], fingers: [1, 2, 3, null, null, null] } },
      'fingering.fingers',
      messages.chords.fingersWithoutFret,
    ],
  ])('refuses %j', async (change, field, message) => {
    const response = await ctx.request('PUT', `/api/admin/chords/${chordNamed('E').id}`, {
      as: admin,
      body: { ...edit, name: 'E', triadType: 'Major', ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).field).toBe(field);
    if (message) expect(errorOf(response).message).toBe(message);
  });

  it('refuses a name another chord has (409) and answers 404 for an unknown chord', async () => {
    const taken = await ctx.request('PUT', `/api/admin/chords/${chordNamed('E').id}`, {
      as: admin,
      body: { ...edit, name: 'Am' },
    });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toMatchObject({ message: messages.chords.nameTaken, field: 'name' });
    expect((await ctx.request('PUT', `/api/admin/chords/${UNKNOWN_ID}`, { as: admin, body: edit })).statusCode).toBe(
      404,
    );
  });
});

describe('chord images', () => {
  it('stores an uploaded image as chord-images/{chordId}-{timestamp}.{ext}, serves it, and replaces it', async () => {
    const a = chordNamed('A');
    const first = await uploadImage(a.id, {
      name: 'file',
      filename: 'a-shape.png',
      contentType: 'image/png',
      data: sample.png,
    });
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = chordSchema.parse(first.json()).imageUrl;
    expect(firstUrl).toMatch(new RegExp(`^/files/chord-images/${a.id}-\\d{13}\\.png$`));
    const served = await ctx.request('GET', firstUrl!, { as: learner });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/png');
    expect((await listOf(learner)).find((c) => c.id === a.id)?.imageUrl).toBe(firstUrl);

    const second = await uploadImage(a.id, {
      name: 'file',
      filename: 'a.webp',
      contentType: 'image/webp',
      data: sample.webp,
    });
    expect(second.statusCode).toBe(200);
    const secondUrl = chordSchema.parse(second.json()).imageUrl;
    expect(secondUrl).toMatch(/\.webp$/);
    // The replaced picture is gone.
    expect((await ctx.request('GET', firstUrl!)).statusCode).toBe(404);
    const stored = await ctx.database.db.select().from(storageObjects).where(eq(storageObjects.uploadedBy, admin.id));
    expect(stored.map((row) => row.path)).toEqual([secondUrl!.replace('/files/', '')]);

    const removed = await ctx.request('DELETE', `/api/admin/chords/${a.id}/image`, { as: admin });
    expect(removed.statusCode).toBe(200);
    expect(chordSchema.parse(removed.json()).imageUrl).toBeNull();
    expect((await ctx.request('GET', secondUrl!)).statusCode).toBe(404);
  });

  it('falls back to the diagram when the stored file is deleted in the file manager', async () => {
    const c = chordNamed('C');
    const uploaded = chordSchema.parse(
      (await uploadImage(c.id, { name: 'file', filename: 'c.gif', contentType: 'image/gif', data: sample.gif })).json(),
    );
    const [row] = await ctx.database.db.select().from(chords).where(eq(chords.id, c.id));
    expect((await ctx.request('DELETE', `/api/admin/files/${row!.bucketImgId}`, { as: admin })).statusCode).toBe(204);
    expect(uploaded.imageUrl).not.toBeNull();
    expect((await listOf(learner)).find((x) => x.id === c.id)?.imageUrl).toBeNull();
  });

  it('accepts only images, judged by content, and needs a file', async () => {
    const g = chordNamed('G');
    const pdfAsPng = await uploadImage(g.id, {
      name: 'file',
      filename: 'fake.png',
      contentType: 'image/png',
      data: sample.pdf,
    });
    expect(pdfAsPng.statusCode).toBe(400);
    expect(errorOf(pdfAsPng)).toMatchObject({ message: messages.chords.imageInvalid, field: 'file' });
    const none = await uploadImage(g.id, { name: 'other', value: 'x' });
    expect(none.statusCode).toBe(400);
    expect(errorOf(none).message).toBe(messages.chords.imageRequired);
    const unknown = await uploadImage(UNKNOWN_ID, {
      name: 'file',
      filename: 'g.png',
      contentType: 'image/png',
      data: sample.png,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await listOf(learner)).find((x) => x.id === g.id)?.imageUrl).toBeNull();
  });
});
