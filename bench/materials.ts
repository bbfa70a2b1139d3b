/**
 * Small cases for the chords page and Practice Materials: each loads in one request, whatever the user has.
 * GET /api/chords: every chord with the user's ratings (half of them rated).
 * GET /api/collections: 20 collections of 25 materials each (chords and library items), with what their cards show.
 */
import type { ChordListResponse } from '@woodshed/shared';
import type { TestContext } from '../apps/server/src/test/harness.ts';

export interface BenchCase {
  name: string;
  requests: number;
  setup(ctx: TestContext): Promise<() => Promise<number>>;
}

async function chordIds(ctx: TestContext, user: Awaited<ReturnType<TestContext['createUser']>>): Promise<string[]> {
  const response = await ctx.request('GET', '/api/chords', { as: user });
  return (response.json() as ChordListResponse).items.map((chord) => chord.id);
}

export const materialCases: BenchCase[] = [
  {
    name: 'GET /api/chords (62 chords, half rated)',
    requests: 1000,
    async setup(ctx) {
      const user = await ctx.createUser();
      const ids = await chordIds(ctx, user);
      for (const [index, id] of ids.entries()) {
        if (index % 2 === 0)
          await ctx.request('PUT', `/api/chords/${id}/mastery`, { as: user, body: { masteryRating: (index % 5) + 1 } });
      }
      return async () => (await ctx.request('GET', '/api/chords', { as: user })).statusCode;
    },
  },
  {
    name: 'GET /api/collections (20 collections × 25 materials)',
    requests: 500,
    async setup(ctx) {
      const admin = await ctx.createUser({ isSuperadmin: true });
      const user = await ctx.createUser();
      const ids = await chordIds(ctx, user);
      const articles: string[] = [];
      for (let i = 0; i < 10; i++) {
        const response = await ctx.request('POST', '/api/admin/library', {
          as: admin,
          body: {
            contentType: 'article',
            title: `Bench article ${i}`,
            description: 'For the benchmark',
            category: 'Bench',
            difficulty: 'beginner',
            thumbnailUrl: null,
            details: { readTime: '3 min', content: '<p>x</p>' },
          },
        });
        articles.push((response.json() as { id: string }).id);
      }
      for (let c = 0; c < 20; c++) {
        const created = await ctx.request('POST', '/api/collections', { as: user, body: { title: `Collection ${c}` } });
        const collectionId = (created.json() as { id: string }).id;
        for (let m = 0; m < 25; m++) {
          const body =
            m < 10
              ? { materialType: 'article', materialId: articles[m] }
              : { materialType: 'chord', materialId: ids[(c + m) % ids.length] };
          await ctx.request('POST', `/api/collections/${collectionId}/materials`, { as: user, body });
        }
      }
      return async () => (await ctx.request('GET', '/api/collections', { as: user })).statusCode;
    },
  },
];
