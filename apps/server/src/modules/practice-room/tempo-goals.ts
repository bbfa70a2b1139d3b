import { tempoGoalProgress, type GoalStatus, type TempoItemRef } from '@woodshed/shared';
import { and, eq, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { goals, tempoLogEntries } from '../../db/schema/index.ts';

/**
 * Goals that follow a tempo (issue 19). Progress and status stay stored on the goal, as for any goal, so the
 * dashboard and the goals page read them unchanged; they are recomputed whenever the item's tempo log or the goal's
 * target changes.
 */

/** The best tempo the user logged on the item; null before the first. */
export async function bestTempo(db: DbOrTx, userId: string, ref: TempoItemRef): Promise<number | null> {
  const [row] = await db
    .select({ best: max(tempoLogEntries.bpm) })
    .from(tempoLogEntries)
    .where(
      and(
        eq(tempoLogEntries.userId, userId),
        eq(tempoLogEntries.itemType, ref.itemType),
        eq(tempoLogEntries.itemId, ref.itemId),
      ),
    );
  return row?.best ?? null;
}

/**
 * A tempo goal's status: completed once the target is reached; a goal not started moves to in progress with its
 * first logged tempo; otherwise the user's choice stands (a completed goal is not reopened when an entry goes).
 */
export function tempoGoalStatus(status: GoalStatus, bestBpm: number | null, targetBpm: number): GoalStatus {
  if (bestBpm !== null && bestBpm >= targetBpm) return 'completed';
  if (status === 'not_started' && bestBpm !== null) return 'in_progress';
  return status;
}

/** Brings the user's goals aimed at the item up to date with its tempo log; run in the transaction that changed it. */
export async function syncTempoGoals(db: DbOrTx, userId: string, ref: TempoItemRef): Promise<void> {
  const targeted = await db
    .select({ id: goals.id, status: goals.status, progress: goals.progress, targetBpm: goals.tempoTargetBpm })
    .from(goals)
    .where(and(eq(goals.userId, userId), eq(goals.tempoItemType, ref.itemType), eq(goals.tempoItemId, ref.itemId)))
    .for('update');
  if (targeted.length === 0) return;
  const best = await bestTempo(db, userId, ref);
  for (const goal of targeted) {
    if (goal.targetBpm === null) continue;
    const progress = tempoGoalProgress(best, goal.targetBpm);
    const status = tempoGoalStatus(goal.status, best, goal.targetBpm);
    if (progress === goal.progress && status === goal.status) continue;
    await db
      .update(goals)
      .set({ progress, status, updatedAt: sql`now()` })
      .where(eq(goals.id, goal.id));
  }
}
