import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { profiles, users } from '../../db/schema/index.ts';
import { claimNames } from '../profile/index.ts';

export interface NewUser {
  email: string;
  passwordHash: string;
  username?: string | null;
  isSuperadmin?: boolean;
  eventCreator?: boolean;
  /** An IANA zone already checked by the caller; the column default (UTC) when absent. */
  timezone?: string;
}

/** Creates the account and its profile together; the profile carries every profile default. */
export async function insertUserWithProfile(db: DbOrTx, input: NewUser) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email: input.email.toLowerCase(), passwordHash: input.passwordHash })
      .returning();
    if (!user) throw new Error('user insert returned no row');
    const [profile] = await tx
      .insert(profiles)
      .values({
        id: user.id,
        username: input.username ?? null,
        isSuperadmin: input.isSuperadmin ?? false,
        eventCreator: input.eventCreator ?? false,
        membershipLevel: 1,
        ...(input.timezone ? { timezone: input.timezone } : {}),
      })
      .returning();
    if (!profile) throw new Error('profile insert returned no row');
    if (profile.username !== null) {
      await claimNames(tx, user.id, { username: profile.username, leaderboardNickname: null });
    }
    return { user, profile };
  });
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return row;
}
