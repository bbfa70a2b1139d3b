import { LEVEL_COUNT, levelGuideResponseSchema, xpAwardsResponseSchema, xpRequiredForLevel } from '@woodshed/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/index.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness.ts';
import { awardXpMany, type XpAwardInput } from './service.ts';

let ctx: TestContext;
let learner: TestUser;
let admin: TestUser;
const START = Date.parse('2026-01-01T09:00:00Z');

beforeAll(async () => {
  ctx = await createTestContext();
  learner = await ctx.createUser();
  admin = await ctx.createUser({ isSuperadmin: true });
  // 25 awards an hour apart: the 5th and 10th given by the admin, the rest by the app.
  const awards: XpAwardInput[] = Array.from({ length: 25 }, (_, i) => ({
    receiverId: learner.id,
    giverId: i % 5 === 4 ? admin.id : null,
    amount: i + 1,
    description: `Award ${i + 1}`,
    systemAward: i % 5 !== 4,
    awardedAt: new Date(START + i * 3_600_000),
  }));
  await ctx.database.db.transaction((tx) => awardXpMany(tx, awards));
});
afterAll(async () => {
  await ctx.close();
});

const page = async (query: string, as: TestUser = learner) => {
  const response = await ctx.request('GET', `/api/xp/awards${query}`, { as });
  expect(response.statusCode, response.body).toBe(200);
  return xpAwardsResponseSchema.parse(response.json());
};

describe('GET /api/xp/awards', () => {
  it('pages the viewer’s awards newest first, 10 by default, with their total', async () => {
    const first = await page('');
    expect(first.total).toBe(25);
    expect(first.items.map((a) => a.amount)).toEqual([25, 24, 23, 22, 21, 20, 19, 18, 17, 16]);
    expect(first.items[0]).toMatchObject({
      description: 'Award 25',
      awardedAt: new Date(START + 24 * 3_600_000).toISOString(),
      systemAward: false,
    });
    expect((await page('?page=2')).items.map((a) => a.amount)).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6]);
    expect((await page('?page=3')).items.map((a) => a.amount)).toEqual([5, 4, 3, 2, 1]);
    expect(await page('?page=4')).toEqual({ items: [], total: 25 });
    expect((await page('?page=2&pageSize=7')).items.map((a) => a.amount)).toEqual([18, 17, 16, 15, 14, 13, 12]);
    expect((await page('?pageSize=100')).items).toHaveLength(25);
  });

  it('names the giver of a manual award as the leaderboard does, never by e-mail', async () => {
    const anonymous = (await page('')).items.find((a) => a.amount === 25)!;
    expect(anonymous.givenBy).toBe(`Guitarist #${admin.id.slice(0, 6)}`);
    await ctx.database.db.update(profiles).set({ username: 'teacher_jo' }).where(eq(profiles.id, admin.id));
    expect((await page('')).items.find((a) => a.amount === 20)!.givenBy).toBe('teacher_jo');
    await ctx.database.db.update(profiles).set({ leaderboardNickname: 'Jo' }).where(eq(profiles.id, admin.id));
    const items = (await page('')).items;
    expect(items.find((a) => a.amount === 20)!.givenBy).toBe('Jo');
    expect(items.filter((a) => a.systemAward).every((a) => a.givenBy === null)).toBe(true);
    expect(JSON.stringify(items)).not.toContain('@');
  });

  it('shows only the viewer’s own awards; a newcomer has none', async () => {
    expect(await page('', admin)).toEqual({ items: [], total: 0 });
  });

  it.each(['?page=0', '?pageSize=0', '?pageSize=101', '?page=x'])('refuses %s (400)', async (query) => {
    const response = await ctx.request('GET', `/api/xp/awards${query}`, { as: learner });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/xp/levels', () => {
  it('answers the 50 levels lowest first and the viewer’s level as the dashboard shows it', async () => {
    const response = await ctx.request('GET', '/api/xp/levels', { as: learner });
    expect(response.statusCode).toBe(200);
    const guide = levelGuideResponseSchema.parse(response.json());
    expect(guide.levels).toHaveLength(LEVEL_COUNT);
    expect(guide.levels[0]).toEqual({ level: 1, xpRequired: 100 });
    expect(guide.levels.at(-1)).toEqual({ level: 50, xpRequired: xpRequiredForLevel(50) });
    // 1 + 2 + … + 25 = 325 XP: level 2 (300), 25 of the 300 XP to level 3 (600), rounded 8 %.
    expect(guide.level).toEqual({ xp: 325, level: 2, nextLevel: 3, progressPercent: 8, xpNeeded: 275 });
    const dashboard = await ctx.request('GET', '/api/dashboard', { as: learner });
    expect((dashboard.json() as { level: unknown }).level).toEqual(guide.level);
  });
});
