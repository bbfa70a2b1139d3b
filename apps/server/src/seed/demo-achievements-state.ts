import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client.ts';
import { achievements, practiceSessions } from '../db/schema/index.ts';
import { evaluateAchievements, evaluatePracticeHistory } from '../modules/achievements/index.ts';
import { markNoticesSeen } from '../modules/achievements/index.ts';

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
 * What the account's history meets, earned through the achievements service and marked as told, level included:
 * the practice history replayed session by session, so each earning is dated when the history reached it (issue
 * 26), then chords and courses as they stand now. Answers the XP it brought. In the caller's transaction.
 */
export async function earnDemoAchievements(tx: Tx, userId: string): Promise<number> {
  const history = await tx
    .select({ date: practiceSessions.date, minutes: practiceSessions.duration, loggedAt: practiceSessions.createdAt })
    .from(practiceSessions)
    .where(and(eq(practiceSessions.userId, userId), eq(practiceSessions.scheduledRemoval, false)));
  const earned = [
    ...(await evaluatePracticeHistory(tx, userId, history)),
    ...(await evaluateAchievements(tx, userId, { kind: 'chordMastered' })),
    ...(await evaluateAchievements(tx, userId, { kind: 'courseCompleted' })),
  ];
  await markNoticesSeen(tx, userId);
  return earned.reduce((total, achievement) => total + achievement.xpAwarded, 0);
}
