import { messages, type AdminAchievement, type achievementInputSchema } from '@woodshed/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { achievements, achievementsEarned } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { achievementColumns, toAchievement, type AchievementRow } from './service.ts';

type AchievementInput = z.output<typeof achievementInputSchema>;

const achievementMissing = () => notFound(messages.achievements.notFound);

/** The admin's view: the achievement, how many users earned it (index count) and when it was created. */
const adminColumns = {
  ...achievementColumns,
  earnedByCount: sql<number>`(select count(*) from ${achievementsEarned} e where e.achievement_id = ${achievements.id})::int`,
  createdAt: achievements.createdAt,
};

const toAdminAchievement = (row: AchievementRow & { earnedByCount: number; createdAt: Date }): AdminAchievement => ({
  ...toAchievement(row),
  earnedByCount: row.earnedByCount,
  createdAt: row.createdAt.toISOString(),
});

/** The criterion as stored: both columns, or neither (a check in the table). */
const values = (input: AchievementInput) => ({
  title: input.title,
  description: input.description,
  xpAwarded: input.xpAwarded,
  iconUrl: input.iconUrl,
  heroImageUrl: input.heroImageUrl,
  repeatable: input.repeatable,
  criterionType: input.criterion?.type ?? null,
  criterionThreshold: input.criterion?.threshold ?? null,
});

async function findAdminAchievement(db: DbOrTx, id: string): Promise<AdminAchievement> {
  const [row] = await db.select(adminColumns).from(achievements).where(eq(achievements.id, id));
  if (!row) throw achievementMissing();
  return toAdminAchievement(row);
}

/** Achievements management in one statement: newest first, with earned-by counts. */
export async function listAdminAchievements(db: DbOrTx): Promise<AdminAchievement[]> {
  const rows = await db
    .select(adminColumns)
    .from(achievements)
    .orderBy(desc(achievements.createdAt), desc(achievements.id));
  return rows.map(toAdminAchievement);
}

export async function createAchievement(db: DbOrTx, input: AchievementInput): Promise<AdminAchievement> {
  const [row] = await db.insert(achievements).values(values(input)).returning({ id: achievements.id });
  if (!row) throw new Error('achievements insert returned no row');
  return findAdminAchievement(db, row.id);
}

/**
 * Replaces an achievement's fields. A changed criterion is not applied to everyone now: each user's next event
 * checks it (the achievements service), so an edit costs one statement whatever the school's size.
 */
export async function updateAchievement(db: DbOrTx, id: string, input: AchievementInput): Promise<AdminAchievement> {
  if (!isUuid(id)) throw achievementMissing();
  const [row] = await db
    .update(achievements)
    .set({ ...values(input), updatedAt: sql`now()` })
    .where(eq(achievements.id, id))
    .returning({ id: achievements.id });
  if (!row) throw achievementMissing();
  return findAdminAchievement(db, id);
}

/** Deletes an achievement and, by cascade, the records of it; the XP users earned from it stays theirs. */
export async function deleteAchievement(db: DbOrTx, id: string): Promise<void> {
  if (!isUuid(id)) throw achievementMissing();
  const deleted = await db.delete(achievements).where(eq(achievements.id, id)).returning({ id: achievements.id });
  if (deleted.length === 0) throw achievementMissing();
}
