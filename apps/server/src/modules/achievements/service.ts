import {
  achievementProgress,
  type Achievement,
  type AchievementCriterion,
  type AchievementsResponse,
  type NoticesResponse,
} from '@woodshed/shared';
import { and, asc, eq, isNull, max, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { achievements, achievementsEarned, levels, profiles, userXp, xpAwards } from '../../db/schema/index.ts';
import { readMeasures } from './evaluate.ts';

/** The columns of an achievement as every answer shows it. */
export const achievementColumns = {
  id: achievements.id,
  title: achievements.title,
  description: achievements.description,
  xpAwarded: achievements.xpAwarded,
  iconUrl: achievements.iconUrl,
  heroImageUrl: achievements.heroImageUrl,
  repeatable: achievements.repeatable,
  criterionType: achievements.criterionType,
  criterionThreshold: achievements.criterionThreshold,
};

export interface AchievementRow {
  id: string;
  title: string;
  description: string;
  xpAwarded: number;
  iconUrl: string;
  heroImageUrl: string | null;
  repeatable: boolean;
  criterionType: AchievementCriterion | null;
  criterionThreshold: number | null;
}

export function toAchievement(row: AchievementRow): Achievement {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    xpAwarded: row.xpAwarded,
    iconUrl: row.iconUrl,
    heroImageUrl: row.heroImageUrl,
    repeatable: row.repeatable,
    criterion:
      row.criterionType === null || row.criterionThreshold === null
        ? null
        : { type: row.criterionType, threshold: row.criterionThreshold },
  };
}

/**
 * The Achievements page in one answer: every achievement oldest first with the viewer's record (one statement),
 * and the viewer's measures for the criteria in use (one statement, plus the streak when a streak counts) for
 * the progress towards the next earning. `today` is the viewer's local date.
 */
export async function listAchievements(db: DbOrTx, userId: string, today: string): Promise<AchievementsResponse> {
  const rows = await db
    .select({
      ...achievementColumns,
      firstEarnedAt: achievementsEarned.firstEarnedAt,
      lastEarnedAt: achievementsEarned.lastEarnedAt,
      timesEarned: achievementsEarned.timesEarned,
    })
    .from(achievements)
    .leftJoin(
      achievementsEarned,
      and(eq(achievementsEarned.achievementId, achievements.id), eq(achievementsEarned.userId, userId)),
    )
    .orderBy(asc(achievements.createdAt), asc(achievements.id));
  const types = new Set(rows.flatMap((row) => (row.criterionType ? [row.criterionType] : [])));
  const measures = await readMeasures(db, userId, types, today);
  return {
    items: rows.map((row) => {
      const achievement = toAchievement(row);
      const earned =
        row.firstEarnedAt && row.lastEarnedAt && row.timesEarned !== null
          ? {
              firstEarnedAt: row.firstEarnedAt.toISOString(),
              lastEarnedAt: row.lastEarnedAt.toISOString(),
              timesEarned: row.timesEarned,
            }
          : null;
      const { criterion } = achievement;
      return {
        ...achievement,
        earned,
        progress: criterion
          ? achievementProgress({ id: row.id, repeatable: row.repeatable, criterion }, measures, earned !== null)
          : null,
      };
    }),
  };
}

/** The level a total of XP reaches, from the levels table: 0 below the first. */
const levelOf = (xp: SQL) =>
  sql<number>`coalesce((select ${max(levels.level)} from ${levels} where ${levels.xpRequired} <= ${xp}), 0)`;

/**
 * What the viewer has not been told yet (two statements): achievements earned since their record was last
 * marked notified, newest first, and the level reached when it is above the highest one already told.
 * `through` is the newest earning shown, or the database's now() when there is none.
 */
export async function getNotices(db: DbOrTx, userId: string): Promise<NoticesResponse> {
  const [pending, [figures]] = await Promise.all([
    db
      .select({
        achievementId: achievementsEarned.achievementId,
        title: achievements.title,
        xpAwarded: achievements.xpAwarded,
        earnedAt: achievementsEarned.lastEarnedAt,
      })
      .from(achievementsEarned)
      .innerJoin(achievements, eq(achievements.id, achievementsEarned.achievementId))
      .where(and(eq(achievementsEarned.userId, userId), isNull(achievementsEarned.notifiedAt)))
      .orderBy(sql`${achievementsEarned.lastEarnedAt} desc`, asc(achievements.id)),
    db
      .select({
        now: sql<Date>`now()`.mapWith(achievementsEarned.lastEarnedAt),
        level: levelOf(sql`${userXp.xp}`).mapWith(Number),
        levelNotified: sql<number>`coalesce(${userXp.levelNotified}, 0)`.mapWith(Number),
      })
      .from(profiles)
      .leftJoin(userXp, eq(userXp.userId, profiles.id))
      .where(eq(profiles.id, userId)),
  ]);
  const through = figures?.now ?? new Date();
  const level = figures?.level ?? 0;
  return {
    achievements: pending.map((row) => ({ ...row, earnedAt: row.earnedAt.toISOString() })),
    levelReached: level > (figures?.levelNotified ?? 0) ? level : null,
    through: through.toISOString(),
  };
}

/**
 * The viewer has been told (POST /api/notices/seen): their records earned up to `through` (without it, all) are
 * marked notified, so a later earning stays pending, and the level their XP had reached at `through` becomes the
 * highest told (the awards after it, read along the (receiver, awarded_at) index, are taken off the total), so a
 * level reached meanwhile is still told.
 */
export async function markNoticesSeen(db: DbOrTx, userId: string, through?: Date): Promise<void> {
  // Answers carry milliseconds; the columns have microseconds: "up to `through`" is up to its last microsecond.
  const until = through?.toISOString();
  const laterAwards = until
    ? sql`(select coalesce(sum(${xpAwards.amount}), 0) from ${xpAwards} where ${xpAwards.receiverId} = ${userId}
        and ${xpAwards.awardedAt} >= ${until}::timestamptz + interval '1 millisecond')`
    : sql`0`;
  await db.transaction(async (tx) => {
    await tx
      .update(achievementsEarned)
      .set({ notifiedAt: sql`now()` })
      .where(
        and(
          eq(achievementsEarned.userId, userId),
          isNull(achievementsEarned.notifiedAt),
          until === undefined
            ? undefined
            : sql`${achievementsEarned.lastEarnedAt} < ${until}::timestamptz + interval '1 millisecond'`,
        ),
      );
    await tx
      .update(userXp)
      .set({ levelNotified: sql`greatest(${userXp.levelNotified}, ${levelOf(sql`${userXp.xp} - ${laterAwards}`)})` })
      .where(eq(userXp.userId, userId));
  });
}
