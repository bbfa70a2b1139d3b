import type { LevelGuideResponse, XpAward, XpAwardsResponse } from '@woodshed/shared';
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { displayNameSql } from '../../lib/display-name.ts';
import { profiles, xpAwards } from '../../db/schema/index.ts';
import { levelSummary, readLevelTable } from './levels.ts';
import { getUserXp } from './service.ts';

/** GET /api/xp/levels: the level table lowest first and the viewer's level, as the dashboard's level card. */
export async function getLevelGuide(db: DbOrTx, userId: string): Promise<LevelGuideResponse> {
  const [table, xp] = await Promise.all([readLevelTable(db), getUserXp(db, userId)]);
  return { level: levelSummary(xp, table), levels: table };
}

const giver = alias(profiles, 'giver');

/** An award as the XP history shows it: select these from xp_awards joined with `xpAwardGiverJoin`. */
export const xpAwardColumns = {
  id: xpAwards.id,
  amount: xpAwards.amount,
  description: xpAwards.description,
  awardedAt: xpAwards.awardedAt,
  systemAward: xpAwards.systemAward,
  givenBy: sql<string | null>`case when ${giver.id} is null then null else ${displayNameSql(giver)} end`,
};
export const xpAwardGiverJoin = [giver, eq(giver.id, xpAwards.giverId)] as const;

export const toXpAward = (row: { awardedAt: Date } & Omit<XpAward, 'awardedAt'>): XpAward => ({
  ...row,
  awardedAt: row.awardedAt.toISOString(),
});

/**
 * GET /api/xp/awards: a page of the viewer's awards, newest first, and their count (two statements along the
 * (receiver_id, awarded_at) index). The giver of a manual award is named as on the leaderboard:
 * nickname, username or "Guitarist #" and six characters of the id — never an e-mail; null for system awards
 * and for a giver whose account is gone. The admin's user detail lists a user's awards here too, from `since`.
 */
export async function listXpAwards(
  db: DbOrTx,
  userId: string,
  page: number,
  pageSize: number,
  since?: Date,
): Promise<XpAwardsResponse> {
  const mine = and(eq(xpAwards.receiverId, userId), since ? gte(xpAwards.awardedAt, since) : undefined);
  const [rows, [totals]] = await Promise.all([
    db
      .select(xpAwardColumns)
      .from(xpAwards)
      .leftJoin(...xpAwardGiverJoin)
      .where(mine)
      .orderBy(desc(xpAwards.awardedAt), desc(xpAwards.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(xpAwards).where(mine),
  ]);
  return { items: rows.map(toXpAward), total: totals?.total ?? 0 };
}
