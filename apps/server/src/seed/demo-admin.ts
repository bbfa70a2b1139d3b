import { MEMBERSHIP_LEVELS } from '@woodshed/shared';
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { profiles, superadminChanges, users } from '../db/schema/index.ts';
import { displayNameSql } from '../lib/display-name.ts';
import { findUserByEmail } from '../modules/auth/index.ts';
import { awardXp } from '../modules/xp/index.ts';
import { DEMO_ADMIN, DEMO_LEARNER } from './demo.ts';
import { DEMO_PLAYERS } from './demo-players.ts';

/**
 * The admin back office's part of the demo school (issue 18): the demo admin has put the demo learner
 * on the Student membership (so User Management shows 'Modified by admin') and given them a manual XP award for a
 * recital; a few of the leaderboard's players are on Premium; one player helped run the school for a while, so the
 * admin made them superadmin and later removed it (User Management shows who and when). Each step happens once: the
 * membership only while no admin has changed it, the award under its own key, the players only while on the default
 * membership, the superadmin history only while that player has none.
 */

export const DEMO_RECITAL_AWARD = { amount: 100, description: 'Great recital performance', daysAgo: 3 } as const;
export const DEMO_PREMIUM_PLAYERS = DEMO_PLAYERS.slice(0, 3).map((player) => player.email);
/** Made superadmin, then the right removed: the days before the seed of each change. */
export const DEMO_FORMER_SUPERADMIN = {
  email: DEMO_PLAYERS[3]!.email,
  grantedDaysAgo: 60,
  revokedDaysAgo: 40,
} as const;

/** Keeps the demo award to one however often the seed runs, also on two instances at once. */
const RECITAL_AWARD_KEY = 'demo:recital-award';
const MS_PER_DAY = 86_400_000;

const levelId = (name: (typeof MEMBERSHIP_LEVELS)[number]['name']) =>
  MEMBERSHIP_LEVELS.find((level) => level.name === name)!.id;

/** Writes what is missing; answers how many of the four steps wrote something. */
export async function seedDemoAdministration(db: Db, now: Date): Promise<number> {
  const [admin, learner] = await Promise.all([
    findUserByEmail(db, DEMO_ADMIN.email),
    findUserByEmail(db, DEMO_LEARNER.email),
  ]);
  // The demo admin exists only without a configured one (see bootstrap.ts); without it there is no one to credit.
  if (!admin || !learner) return 0;
  return db.transaction(async (tx) => {
    const membership = await tx
      .update(profiles)
      .set({ membershipLevel: levelId('Student'), adminOverride: true, overrideAdminId: admin.user.id })
      .where(and(eq(profiles.id, learner.user.id), eq(profiles.adminOverride, false)))
      .returning({ id: profiles.id });
    const awarded = await awardXp(tx, {
      receiverId: learner.user.id,
      giverId: admin.user.id,
      amount: DEMO_RECITAL_AWARD.amount,
      description: DEMO_RECITAL_AWARD.description,
      systemAward: false,
      awardKey: RECITAL_AWARD_KEY,
      awardedAt: new Date(now.getTime() - DEMO_RECITAL_AWARD.daysAgo * MS_PER_DAY),
    });
    const players = await tx
      .select({ id: users.id })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(and(inArray(users.email, DEMO_PREMIUM_PLAYERS), eq(profiles.membershipLevel, levelId('Free'))));
    if (players.length > 0) {
      await tx
        .update(profiles)
        .set({ membershipLevel: levelId('Premium') })
        .where(
          inArray(
            profiles.id,
            players.map((player) => player.id),
          ),
        );
    }
    const [former] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.email, DEMO_FORMER_SUPERADMIN.email),
          notExists(tx.select().from(superadminChanges).where(eq(superadminChanges.targetId, users.id))),
        ),
      );
    if (former) {
      const daysAgo = (days: number) => new Date(now.getTime() - days * MS_PER_DAY);
      const adminName = tx
        .select({ name: displayNameSql(profiles) })
        .from(profiles)
        .where(eq(profiles.id, admin.user.id));
      const change = { targetId: former.id, actorId: admin.user.id, actorName: sql`(${adminName})` };
      await tx.insert(superadminChanges).values([
        { ...change, granted: true, changedAt: daysAgo(DEMO_FORMER_SUPERADMIN.grantedDaysAgo) },
        { ...change, granted: false, changedAt: daysAgo(DEMO_FORMER_SUPERADMIN.revokedDaysAgo) },
      ]);
    }
    return [membership.length > 0, awarded > 0, players.length > 0, former !== undefined].filter(Boolean).length;
  });
}
