import { DEFAULT_PRIVATE_LESSONS, type PrivateLessons } from '@woodshed/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettings } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/private-lessons', () => {
  it('shows the shipped texts and link until a superadmin changes them, then the stored ones', async () => {
    const user = await ctx.createUser();
    const first = await ctx.request('GET', '/api/private-lessons', { as: user });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(DEFAULT_PRIVATE_LESSONS);

    await ctx.database.db.insert(siteSettings).values([
      { key: 'private_lessons_bio', value: 'Maria has taught classical guitar for 20 years.' },
      { key: 'private_lessons_scheduling_url', value: 'https://lessons.example.test/book' },
    ]);
    const changed = (await ctx.request('GET', '/api/private-lessons', { as: user })).json() as PrivateLessons;
    expect(changed).toEqual({
      instructorBio: 'Maria has taught classical guitar for 20 years.',
      whatToExpect: DEFAULT_PRIVATE_LESSONS.whatToExpect,
      schedulingUrl: 'https://lessons.example.test/book',
    });
  });

  it('is for signed-in users only (401)', async () => {
    expect((await ctx.request('GET', '/api/private-lessons')).statusCode).toBe(401);
  });
});
