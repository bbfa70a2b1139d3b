import {
  messages,
  type EffortLevel,
  type Goal,
  type GoalInputParsed,
  type GoalStatus,
  type GoalTempoTarget,
  type Milestone,
  type TempoItemType,
  tempoGoalProgress,
} from '@woodshed/shared';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { goals, milestones } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { assertTempoItemExists, bestTempoOf, tempoItemTitle } from '../practice-room/index.ts';
import { bestTempo, tempoGoalStatus } from '../practice-room/index.ts';

type MilestoneInputParsed = GoalInputParsed['milestones'][number];

const goalColumns = {
  id: goals.id,
  title: goals.title,
  description: goals.description,
  specific: goals.specific,
  measurable: goals.measurable,
  achievable: goals.achievable,
  relevant: goals.relevant,
  targetDate: goals.targetDate,
  status: goals.status,
  progress: goals.progress,
  priority: goals.priority,
  effortEstimate: goals.effortEstimate,
  tempoItemType: goals.tempoItemType,
  tempoItemId: goals.tempoItemId,
  tempoTargetBpm: goals.tempoTargetBpm,
  tempoItemTitle: tempoItemTitle(goals.tempoItemType, goals.tempoItemId),
  tempoBestBpm: bestTempoOf(goals.userId, goals.tempoItemType, goals.tempoItemId),
  createdAt: goals.createdAt,
  updatedAt: goals.updatedAt,
};

const milestoneColumns = {
  id: milestones.id,
  goalId: milestones.goalId,
  description: milestones.description,
  targetDate: milestones.targetDate,
  isCompleted: milestones.isCompleted,
};

interface GoalRow {
  id: string;
  title: string;
  description: string | null;
  specific: string | null;
  measurable: string | null;
  achievable: string | null;
  relevant: string | null;
  targetDate: string;
  status: GoalStatus;
  progress: number;
  priority: number;
  effortEstimate: EffortLevel | null;
  tempoItemType: TempoItemType | null;
  tempoItemId: string | null;
  tempoTargetBpm: number | null;
  tempoItemTitle: string | null;
  tempoBestBpm: number | null;
  createdAt: Date;
  updatedAt: Date;
}

type MilestoneRow = Milestone;

const toMilestone = (row: MilestoneRow): Milestone => ({
  id: row.id,
  goalId: row.goalId,
  description: row.description,
  targetDate: row.targetDate,
  isCompleted: row.isCompleted,
});

function toTempoTarget(row: GoalRow): GoalTempoTarget | null {
  if (row.tempoItemType === null || row.tempoItemId === null || row.tempoTargetBpm === null) return null;
  return {
    itemType: row.tempoItemType,
    itemId: row.tempoItemId,
    targetBpm: row.tempoTargetBpm,
    itemTitle: row.tempoItemTitle,
    bestBpm: row.tempoBestBpm,
  };
}

function toGoal(row: GoalRow, goalMilestones: Milestone[]): Goal {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    specific: row.specific,
    measurable: row.measurable,
    achievable: row.achievable,
    relevant: row.relevant,
    targetDate: row.targetDate,
    status: row.status,
    progress: row.progress,
    priority: row.priority,
    effortEstimate: row.effortEstimate,
    tempoTarget: toTempoTarget(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    milestones: goalMilestones,
  };
}

/** By target date (undated last), then in the order they were added. */
const milestoneOrder = [sql`${milestones.targetDate} asc nulls last`, asc(milestones.createdAt), asc(milestones.id)];

/** The milestones of the given goals of the user, grouped by goal, in display order: one query. */
async function milestonesByGoal(db: DbOrTx, userId: string, goalIds: string[]): Promise<Map<string, Milestone[]>> {
  const grouped = new Map<string, Milestone[]>(goalIds.map((id) => [id, []]));
  if (goalIds.length === 0) return grouped;
  const rows = await db
    .select(milestoneColumns)
    .from(milestones)
    .innerJoin(goals, eq(goals.id, milestones.goalId))
    .where(and(eq(goals.userId, userId), inArray(milestones.goalId, goalIds)))
    .orderBy(...milestoneOrder);
  for (const row of rows) grouped.get(row.goalId)?.push(toMilestone(row));
  return grouped;
}

/** The user's goals, newest first, each with its milestones: two queries however many goals there are. */
export async function listGoals(db: DbOrTx, userId: string): Promise<{ items: Goal[] }> {
  const rows = await db
    .select(goalColumns)
    .from(goals)
    .where(eq(goals.userId, userId))
    .orderBy(desc(goals.createdAt), desc(goals.id));
  const byGoal = await milestonesByGoal(
    db,
    userId,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => toGoal(row, byGoal.get(row.id) ?? [])) };
}

/** One of the user's goals with its milestones; anyone else's (or an unknown id) is a 404. */
export async function getGoal(db: DbOrTx, userId: string, id: string): Promise<Goal> {
  if (!isUuid(id)) throw notFound(messages.errors.notFound);
  const [row] = await db
    .select(goalColumns)
    .from(goals)
    .where(and(eq(goals.id, id), eq(goals.userId, userId)))
    .limit(1);
  if (!row) throw notFound(messages.errors.notFound);
  const byGoal = await milestonesByGoal(db, userId, [row.id]);
  return toGoal(row, byGoal.get(row.id) ?? []);
}

type TempoTargetInput = NonNullable<GoalInputParsed['tempoTarget']>;

/**
 * The goal's columns from the form. With a tempo target (`target`: the one the goal has after the save), progress
 * and status follow the best tempo logged on its item instead of the values sent.
 */
async function goalValues(db: DbOrTx, userId: string, input: GoalInputParsed, target: TempoTargetInput | null) {
  const best = target ? await bestTempo(db, userId, target) : null;
  return {
    title: input.title,
    description: input.description,
    specific: input.specific,
    measurable: input.measurable,
    achievable: input.achievable,
    relevant: input.relevant,
    targetDate: input.targetDate,
    status: target ? tempoGoalStatus(input.status, best, target.targetBpm) : input.status,
    progress: target ? tempoGoalProgress(best, target.targetBpm) : input.progress,
    priority: input.priority,
    effortEstimate: input.effortEstimate,
    tempoItemType: target?.itemType ?? null,
    tempoItemId: target?.itemId ?? null,
    tempoTargetBpm: target?.targetBpm ?? null,
  };
}

/**
 * Adds new milestones to a goal. Milestones added in one save share the transaction's now(), so each gets
 * a microsecond more than the one before: equal target dates then keep the order the user entered.
 */
async function insertMilestones(tx: Tx, goalId: string, added: MilestoneInputParsed[]): Promise<void> {
  if (added.length === 0) return;
  await tx.insert(milestones).values(
    added.map((milestone, index) => ({
      goalId,
      description: milestone.description,
      targetDate: milestone.targetDate,
      isCompleted: milestone.isCompleted,
      createdAt: sql`now() + ${index}::integer * interval '1 microsecond'`,
    })),
  );
}

/** Creates a goal and its milestones in one transaction. A milestone that names an id cannot be the new goal's: 404. */
export async function createGoal(db: Db, userId: string, input: GoalInputParsed): Promise<Goal> {
  if (input.milestones.some((milestone) => milestone.id !== undefined)) throw notFound(messages.errors.notFound);
  const target = input.tempoTarget ?? null;
  if (target) await assertTempoItemExists(db, target);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(goals)
      .values({ userId, ...(await goalValues(tx, userId, input, target)) })
      .returning({ id: goals.id });
    if (!row) throw new Error('goal insert returned no row');
    await insertMilestones(tx, row.id, input.milestones);
    return getGoal(tx, userId, row.id);
  });
}

function storedTempoTarget(goal: {
  tempoItemType: TempoItemType | null;
  tempoItemId: string | null;
  tempoTargetBpm: number | null;
}): TempoTargetInput | null {
  if (goal.tempoItemType === null || goal.tempoItemId === null || goal.tempoTargetBpm === null) return null;
  return { itemType: goal.tempoItemType, itemId: goal.tempoItemId, targetBpm: goal.tempoTargetBpm };
}

const sameMilestone = (stored: MilestoneRow, input: MilestoneInputParsed) =>
  stored.description === input.description &&
  stored.targetDate === input.targetDate &&
  stored.isCompleted === input.isCompleted;

/**
 * Saves one of the user's goals with its milestones, in one transaction: listed milestones with an id are
 * updated, new ones (no id) created, and the goal's milestones missing from the list deleted. An id that is
 * not one of this goal's milestones is a 404 and nothing is written.
 */
export async function updateGoal(db: Db, userId: string, id: string, input: GoalInputParsed): Promise<Goal> {
  if (!isUuid(id)) throw notFound(messages.errors.notFound);
  return db.transaction(async (tx) => {
    const [goal] = await tx
      .select({
        id: goals.id,
        tempoItemType: goals.tempoItemType,
        tempoItemId: goals.tempoItemId,
        tempoTargetBpm: goals.tempoTargetBpm,
      })
      .from(goals)
      .where(and(eq(goals.id, id), eq(goals.userId, userId)))
      .for('update');
    if (!goal) throw notFound(messages.errors.notFound);
    const target = input.tempoTarget === undefined ? storedTempoTarget(goal) : input.tempoTarget;
    // A kept target may name an item unpublished since; only a newly chosen item must be available.
    if (target && (target.itemType !== goal.tempoItemType || target.itemId !== goal.tempoItemId)) {
      await assertTempoItemExists(tx, target);
    }

    const stored = await tx.select(milestoneColumns).from(milestones).where(eq(milestones.goalId, goal.id));
    const storedById = new Map(stored.map((row) => [row.id, row]));
    const kept = new Map<string, MilestoneInputParsed>();
    const added: MilestoneInputParsed[] = [];
    for (const milestone of input.milestones) {
      if (milestone.id === undefined) added.push(milestone);
      else if (storedById.has(milestone.id)) kept.set(milestone.id, milestone);
      else throw notFound(messages.errors.notFound);
    }

    const removed = stored.filter((row) => !kept.has(row.id)).map((row) => row.id);
    if (removed.length > 0) {
      await tx.delete(milestones).where(and(eq(milestones.goalId, goal.id), inArray(milestones.id, removed)));
    }
    for (const [milestoneId, milestone] of kept) {
      const before = storedById.get(milestoneId);
      if (before && sameMilestone(before, milestone)) continue;
      await tx
        .update(milestones)
        .set({
          description: milestone.description,
          targetDate: milestone.targetDate,
          isCompleted: milestone.isCompleted,
        })
        .where(and(eq(milestones.id, milestoneId), eq(milestones.goalId, goal.id)));
    }
    await insertMilestones(tx, goal.id, added);

    await tx
      .update(goals)
      .set({ ...(await goalValues(tx, userId, input, target)), updatedAt: sql`now()` })
      .where(and(eq(goals.id, goal.id), eq(goals.userId, userId)));
    return getGoal(tx, userId, goal.id);
  });
}

/** Deletes one of the user's goals; its milestones go by cascade. */
export async function deleteGoal(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(messages.errors.notFound);
  const deleted = await db
    .delete(goals)
    .where(and(eq(goals.id, id), eq(goals.userId, userId)))
    .returning({ id: goals.id });
  if (deleted.length === 0) throw notFound(messages.errors.notFound);
}

/** The immediate toggle of a saved milestone; it must belong to one of the user's goals. */
export async function setMilestoneCompleted(
  db: Db,
  userId: string,
  id: string,
  isCompleted: boolean,
): Promise<Milestone> {
  if (!isUuid(id)) throw notFound(messages.errors.notFound);
  const ownGoals = db.select({ id: goals.id }).from(goals).where(eq(goals.userId, userId));
  const [row] = await db
    .update(milestones)
    .set({ isCompleted })
    .where(and(eq(milestones.id, id), inArray(milestones.goalId, ownGoals)))
    .returning(milestoneColumns);
  if (!row) throw notFound(messages.errors.notFound);
  return toMilestone(row);
}
