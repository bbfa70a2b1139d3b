import { XP_AWARD_MAX, messages } from '@woodshed/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { userXp, xpAwards } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';

export interface XpAwardInput {
  receiverId: string;
  /** The superadmin who gave it; none for system awards. */
  giverId?: string | null;
  /** Whole XP, at most XP_AWARD_MAX either way (a negative amount corrects an earlier award). */
  amount: number;
  description: string;
  /** true for awards the app grants by itself (daily practice, achievements, courses). */
  systemAward: boolean;
  /**
   * Makes the award happen at most once per receiver, e.g. `daily:2026-11-21`: a second award
   * with the same key is ignored. Without a key every call awards.
   */
  awardKey?: string | null;
  /** When it was earned; default the database's now(). Only the demo seed dates awards in the past. */
  awardedAt?: Date;
}

/**
 * Records an XP award and adds it to the receiver's total (`user_xp.xp` is the sum of the
 * user's `xp_awards`). Both writes happen in the caller's transaction, so they commit or fail together.
 * Returns the amount actually awarded: 0 when an award with the same key already exists (also when a
 * concurrent transaction inserted it first: the receiver's lock makes the second one wait and then skip).
 */
export async function awardXp(tx: Tx, input: XpAwardInput): Promise<number> {
  return awardXpMany(tx, [input]);
}

/**
 * Several awards at once (the demo seed's history): one insert, then one update of each receiver's total by what
 * was really inserted. This and awardXp are the only writers of xp_awards and user_xp. Answers the XP awarded.
 */
export async function awardXpMany(tx: Tx, inputs: readonly XpAwardInput[]): Promise<number> {
  if (inputs.length === 0) return 0;
  for (const input of inputs) {
    if (!Number.isInteger(input.amount)) throw new Error(`XP amount must be an integer, got ${input.amount}`);
    // Whatever the path (admin, course, achievement, daily practice), one award fits its int4 column, and the
    // bigint total stays exact as a JS number (below 2^53) for some 90 billion maximal awards.
    if (Math.abs(input.amount) > XP_AWARD_MAX) throw badRequest(messages.admin.awardAmountTooLarge, 'amount');
  }
  // Each receiver's total row is locked (created at 0 if need be) before their awards are written, in key order:
  // concurrent awards to one user then queue here, instead of one holding the total while waiting for another's
  // award key and the other the reverse (a deadlock).
  const receivers = [...new Set(inputs.map((input) => input.receiverId))].sort();
  await tx
    .insert(userXp)
    .values(receivers.map((userId) => ({ userId, xp: 0 })))
    .onConflictDoUpdate({ target: userXp.userId, set: { xp: sql`${userXp.xp}` } });
  const inserted = await tx
    .insert(xpAwards)
    .values(
      inputs.map((input) => ({
        receiverId: input.receiverId,
        giverId: input.giverId ?? null,
        amount: input.amount,
        description: input.description,
        systemAward: input.systemAward,
        awardKey: input.awardKey ?? null,
        awardedAt: input.awardedAt,
      })),
    )
    .onConflictDoNothing({ target: [xpAwards.receiverId, xpAwards.awardKey] })
    .returning({ receiverId: xpAwards.receiverId, amount: xpAwards.amount });
  const byReceiver = new Map<string, number>();
  for (const row of inserted) byReceiver.set(row.receiverId, (byReceiver.get(row.receiverId) ?? 0) + row.amount);
  if (byReceiver.size > 0) {
    await tx
      .insert(userXp)
      .values([...byReceiver].map(([userId, xp]) => ({ userId, xp })))
      .onConflictDoUpdate({
        target: userXp.userId,
        set: { xp: sql`${userXp.xp} + excluded.xp`, updatedAt: sql`now()` },
      });
  }
  return inserted.reduce((total, row) => total + row.amount, 0);
}

/** The user's XP total; 0 before their first award. */
export async function getUserXp(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ xp: userXp.xp }).from(userXp).where(eq(userXp.userId, userId)).limit(1);
  return row?.xp ?? 0;
}
