import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { userXp, xpAwards } from '../../db/schema/index.ts';

export interface XpAwardInput {
  receiverId: string;
  /** The superadmin who gave it; none for system awards. */
  giverId?: string | null;
  /** Whole XP (a negative amount corrects an earlier award). */
  amount: number;
  description: string;
  /** true for awards the app grants by itself (daily practice, achievements, courses). */
  systemAward: boolean;
  /**
   * Makes the award happen at most once per receiver, e.g. `daily:2026-11-21` (DESIGN §5.3): a second award
   * with the same key is ignored. Without a key every call awards.
   */
  awardKey?: string | null;
}

/**
 * Records an XP award and adds it to the receiver's total (DESIGN §5.4: `user_xp.xp` is the sum of the
 * user's `xp_awards`). Both writes happen in the caller's transaction, so they commit or fail together.
 * Returns the amount actually awarded: 0 when an award with the same key already exists (also when a
 * concurrent transaction inserted it first: the unique index makes the second one wait and then skip).
 */
export async function awardXp(tx: Tx, input: XpAwardInput): Promise<number> {
  if (!Number.isInteger(input.amount)) throw new Error(`XP amount must be an integer, got ${input.amount}`);
  const [inserted] = await tx
    .insert(xpAwards)
    .values({
      receiverId: input.receiverId,
      giverId: input.giverId ?? null,
      amount: input.amount,
      description: input.description,
      systemAward: input.systemAward,
      awardKey: input.awardKey ?? null,
    })
    .onConflictDoNothing({ target: [xpAwards.receiverId, xpAwards.awardKey] })
    .returning({ amount: xpAwards.amount });
  if (!inserted) return 0;
  await tx
    .insert(userXp)
    .values({ userId: input.receiverId, xp: inserted.amount })
    .onConflictDoUpdate({ target: userXp.userId, set: { xp: sql`${userXp.xp} + excluded.xp`, updatedAt: sql`now()` } });
  return inserted.amount;
}

/** The user's XP total; 0 before their first award. */
export async function getUserXp(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ xp: userXp.xp }).from(userXp).where(eq(userXp.userId, userId)).limit(1);
  return row?.xp ?? 0;
}
