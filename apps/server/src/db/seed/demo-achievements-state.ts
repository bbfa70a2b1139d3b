import type { DbOrTx, Tx } from '../client.ts';
import { achievements } from '../schema/index.ts';
import { evaluateAchievements } from '../../modules/achievements/evaluate.ts';
import { markNoticesSeen } from '../../modules/achievements/service.ts';

/**
 * The demo achievements' state and earnings. Their own module, so a restart (and the activity seed) can use them
 * without loading the seeding code (badges, the file store).
 */

/** The demo achievements go into a school without achievements only. */
export async function achievementsAreEmpty(db: DbOrTx): Promise<boolean> {
  const [existing] = await db.select({ id: achievements.id }).from(achievements).limit(1);
  return existing === undefined;
}

/**
 * What the account's history meets now, earned through the achievements service (all three kinds of event) and
 * marked as told, level included. Answers the XP it brought. In the caller's transaction.
 */
export async function earnDemoAchievements(tx: Tx, userId: string, today: string): Promise<number> {
  const earned = [
    ...(await evaluateAchievements(tx, userId, { kind: 'practice', today })),
    ...(await evaluateAchievements(tx, userId, { kind: 'chordMastered' })),
    ...(await evaluateAchievements(tx, userId, { kind: 'courseCompleted' })),
  ];
  await markNoticesSeen(tx, userId);
  return earned.reduce((total, achievement) => total + achievement.xpAwarded, 0);
}
