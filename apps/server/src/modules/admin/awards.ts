import { randomUUID } from 'node:crypto';
import { messages, type AchievementAwardResult, type XpAwardRequest, type XpAwardResult } from '@woodshed/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { achievements, achievementsEarned, profiles, xpAwards } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { earnAchievement, lockUserAwards } from '../achievements/index.ts';
import { readLevelTable } from '../xp/index.ts';
import { levelSummary } from '../xp/index.ts';
import { toXpAward, xpAwardColumns, xpAwardGiverJoin } from '../xp/index.ts';
import { awardXp, getUserXp } from '../xp/index.ts';
import { listEarnedAchievements } from './detail.ts';
import { userMissing } from './users.ts';

/**
 * Awards by hand from the admin's user detail. Both take the
 * user's award lock first, as every XP path does, so they queue behind the user's other awards and checks.
 */

/** Locks the user's awards for the transaction; 404 when there is no such user. */
async function lockExistingUser(tx: Tx, userId: string): Promise<void> {
  const [row] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId));
  if (!row) throw userMissing();
  await lockUserAwards(tx, userId);
}

async function xpSummary(tx: Tx, userId: string) {
  const [xp, table] = await Promise.all([getUserXp(tx, userId), readLevelTable(tx)]);
  return levelSummary(xp, table);
}

/**
 * POST /api/admin/users/:id/xp-awards: a manual award through the one XP writer, the admin as its giver. No
 * achievement is checked afterwards: no achievement criterion counts XP, so an award cannot satisfy one.
 */
export async function awardXpByAdmin(
  db: Db,
  adminId: string,
  userId: string,
  input: XpAwardRequest,
): Promise<XpAwardResult> {
  return db.transaction(async (tx) => {
    await lockExistingUser(tx, userId);
    await awardXp(tx, {
      receiverId: userId,
      giverId: adminId,
      amount: input.amount,
      description: input.description,
      systemAward: false,
    });
    // The award just written: awarded_at defaults to now(), which is constant within the transaction.
    const [award] = await tx
      .select(xpAwardColumns)
      .from(xpAwards)
      .leftJoin(...xpAwardGiverJoin)
      .where(and(eq(xpAwards.receiverId, userId), eq(xpAwards.giverId, adminId), eq(xpAwards.awardedAt, sql`now()`)))
      .orderBy(desc(xpAwards.id))
      .limit(1);
    if (!award) throw new Error('the XP award just written was not found');
    return { award: toXpAward(award), xp: await xpSummary(tx, userId) };
  });
}

/**
 * POST /api/admin/users/:id/achievements: one earning through the achievements service, which grants
 * its XP with the admin as giver (as a manual XP award) and leaves the learner a notice. A non-repeatable achievement takes the same award key
 * as its automatic earning, so it is earned once whichever way comes first; each earning by hand of a repeatable one
 * has its own key.
 */
export async function awardAchievementByAdmin(
  db: Db,
  adminId: string,
  userId: string,
  achievementId: string,
): Promise<AchievementAwardResult> {
  return db.transaction(async (tx) => {
    await lockExistingUser(tx, userId);
    const [achievement] = await tx
      .select({
        id: achievements.id,
        title: achievements.title,
        xpAwarded: achievements.xpAwarded,
        repeatable: achievements.repeatable,
        earned: sql<boolean>`${achievementsEarned.userId} is not null`,
      })
      .from(achievements)
      .leftJoin(
        achievementsEarned,
        and(eq(achievementsEarned.achievementId, achievements.id), eq(achievementsEarned.userId, userId)),
      )
      .where(eq(achievements.id, achievementId));
    if (!achievement) throw notFound(messages.achievements.notFound);
    const alreadyEarned = () => new AppError('conflict', messages.admin.achievementAlreadyEarned);
    if (achievement.earned && !achievement.repeatable) throw alreadyEarned();
    const key = achievement.repeatable
      ? `achievement:${achievement.id}:manual:${randomUUID()}`
      : `achievement:${achievement.id}`;
    if (!(await earnAchievement(tx, userId, achievement, key, { giverId: adminId }))) throw alreadyEarned();
    const earned = (await listEarnedAchievements(tx, userId)).find((row) => row.achievementId === achievement.id);
    if (!earned) throw new Error('the achievement just earned was not found');
    return { earned, xpAwarded: achievement.xpAwarded, xp: await xpSummary(tx, userId) };
  });
}
