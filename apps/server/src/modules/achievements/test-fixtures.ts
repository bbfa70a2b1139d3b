import type { AchievementInput, AdminAchievement, NoticesResponse } from '@woodshed/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { achievements, profiles, userXp, xpAwards } from '../../db/schema/index.ts';
import type { TestContext, TestUser } from '../../test/harness.ts';

/** Helpers of the achievement and XP tests. */

export const badgeUrl = 'https://example.com/badge.png';

export async function createAchievementAs(
  ctx: TestContext,
  admin: TestUser,
  input: Partial<AchievementInput>,
): Promise<AdminAchievement> {
  const response = await ctx.request('POST', '/api/admin/achievements', {
    as: admin,
    body: { title: 'Test', description: 'A test achievement.', iconUrl: badgeUrl, ...input },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as AdminAchievement;
}

/** Every achievement is school-wide: each test starts from none. */
export async function clearAchievements(ctx: TestContext): Promise<void> {
  await ctx.database.db.delete(achievements);
}

export async function logPractice(ctx: TestContext, user: TestUser, date: string, duration = 30): Promise<string> {
  const response = await ctx.request('POST', '/api/practice/sessions', { as: user, body: { date, duration } });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { session: { id: string } }).session.id;
}

export async function noticesOf(ctx: TestContext, user: TestUser): Promise<NoticesResponse> {
  const response = await ctx.request('GET', '/api/notices', { as: user });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as NoticesResponse;
}

export async function markSeen(ctx: TestContext, user: TestUser, through: string): Promise<void> {
  const response = await ctx.request('POST', '/api/notices/seen', { as: user, body: { through } });
  expect(response.statusCode, response.body).toBe(204);
}

/** user_xp equals the sum of the user's awards; answers it. */
export async function expectXpIsSumOfAwards(ctx: TestContext, userId: string): Promise<number> {
  const db = ctx.database.db;
  const awards = await db.select({ amount: xpAwards.amount }).from(xpAwards).where(eq(xpAwards.receiverId, userId));
  const [total] = await db.select({ xp: userXp.xp }).from(userXp).where(eq(userXp.userId, userId));
  const sum = awards.reduce((acc, award) => acc + award.amount, 0);
  expect(total?.xp ?? 0).toBe(sum);
  return sum;
}

export async function achievementAwardsOf(ctx: TestContext, userId: string) {
  const rows = await ctx.database.db
    .select({ key: xpAwards.awardKey, amount: xpAwards.amount, description: xpAwards.description })
    .from(xpAwards)
    .where(eq(xpAwards.receiverId, userId));
  return rows.filter((row) => row.key?.startsWith('achievement:'));
}

export async function setZone(ctx: TestContext, user: TestUser, timezone: string): Promise<void> {
  await ctx.database.db.update(profiles).set({ timezone }).where(eq(profiles.id, user.id));
}
