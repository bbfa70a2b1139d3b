import { computeLevel, type LevelSummary } from '@woodshed/shared';
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { levels } from '../../db/schema/index.ts';

/** The level thresholds, lowest first (50 rows seeded by migration). */
export async function readLevelTable(db: DbOrTx): Promise<{ level: number; xpRequired: number }[]> {
  return db.select({ level: levels.level, xpRequired: levels.xpRequired }).from(levels).orderBy(asc(levels.xpRequired));
}

export function levelSummary(xp: number, table: readonly { level: number; xpRequired: number }[]): LevelSummary {
  const level = computeLevel(xp, table);
  return {
    xp,
    level: level.level,
    nextLevel: level.nextLevel,
    progressPercent: level.progressPercent,
    xpNeeded: level.xpNeeded,
  };
}
