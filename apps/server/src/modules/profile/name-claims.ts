import { messages } from '@woodshed/shared';
import { and, asc, eq, inArray, isNotNull, ne, notInArray, or, sql } from 'drizzle-orm';
import unhomoglyph from 'unhomoglyph';
import type { Db, DbOrTx } from '../../db/client.ts';
import { nameClaims, profiles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * The form under which usernames and leaderboard nicknames are unique: the UTS #39 skeleton (NFD, each
 * character replaced by its prototype from Unicode's confusables.txt, which unhomoglyph ships, NFD again) of the
 * name after case folding and NFKC, with the prototypes' case folded too ('0' becomes 'O', which meets 'o').
 * 'аdmin' with a Cyrillic а, 'ＡＤＭＩＮ' and 'admin' share one skeleton; so do 'rn' and 'm'.
 */
export function nameSkeleton(name: string): string {
  const folded = name.toLowerCase().normalize('NFKC');
  return unhomoglyph(folded.normalize('NFD')).normalize('NFD').toLowerCase();
}

export interface PublicNames {
  username: string | null;
  leaderboardNickname: string | null;
}

type NameField = keyof PublicNames;

const refusal = (field: NameField, exact: boolean) => {
  const m = messages.profile;
  if (field === 'username') return new AppError('conflict', exact ? m.usernameTaken : m.usernameLookAlike, field);
  return new AppError('conflict', exact ? m.nicknameTaken : m.nicknameLookAlike, field);
};

/** The skeletons of a user's names, each with the fields that carry it. */
function skeletonsOf(names: PublicNames): Map<string, NameField[]> {
  const skeletons = new Map<string, NameField[]>();
  for (const field of ['username', 'leaderboardNickname'] as const) {
    const name = names[field];
    if (name === null) continue;
    const skeleton = nameSkeleton(name);
    skeletons.set(skeleton, [...(skeletons.get(skeleton) ?? []), field]);
  }
  return skeletons;
}

/**
 * Makes `names` the user's claimed names, in the caller's transaction: the claims of names they no longer use are
 * let go, the new ones taken. A name whose skeleton another user holds is refused with a 409 naming the field
 * ("taken" when it is that user's name ignoring case, "looks like" otherwise). A name that clashed before this rule
 * (`current`, the names stored now) is kept as it is; only a new name must be free.
 */
export async function claimNames(
  tx: DbOrTx,
  userId: string,
  names: PublicNames,
  current: PublicNames = { username: null, leaderboardNickname: null },
): Promise<void> {
  const wanted = skeletonsOf(names);
  const keys = [...wanted.keys()].sort();
  await tx
    .delete(nameClaims)
    .where(and(eq(nameClaims.userId, userId), keys.length > 0 ? notInArray(nameClaims.skeleton, keys) : undefined));
  if (keys.length === 0) return;
  // In one order, so two users claiming each other's names wait for one another rather than deadlock.
  await tx
    .insert(nameClaims)
    .values(keys.map((skeleton) => ({ skeleton, userId })))
    .onConflictDoNothing();
  const held = await tx
    .select({ skeleton: nameClaims.skeleton, userId: nameClaims.userId })
    .from(nameClaims)
    .where(and(inArray(nameClaims.skeleton, keys), ne(nameClaims.userId, userId)));
  const kept = new Set(skeletonsOf(current).keys());
  for (const clash of held) {
    if (kept.has(clash.skeleton)) continue;
    const field = wanted.get(clash.skeleton)![0]!;
    const [owner] = await tx
      .select({ username: profiles.username, leaderboardNickname: profiles.leaderboardNickname })
      .from(profiles)
      .where(eq(profiles.id, clash.userId));
    const name = names[field]!.toLowerCase();
    const exact = [owner?.username, owner?.leaderboardNickname].some((other) => other?.toLowerCase() === name);
    throw refusal(field, exact);
  }
}

/**
 * Claims the names stored before claims existed, or written without them (the demo seeds), at start. Only profiles
 * with fewer claims than distinct names are read, so a later start reads next to nothing; the oldest account
 * keeps a contested skeleton, and a newer one that clashes keeps its name unclaimed.
 */
export async function claimStoredNames(db: Db): Promise<void> {
  const claimCount = db
    .select({ n: sql<number>`count(*)` })
    .from(nameClaims)
    .where(eq(nameClaims.userId, profiles.id));
  const distinctNames = sql`case
    when ${profiles.username} is null and ${profiles.leaderboardNickname} is null then 0
    when ${profiles.username} is null or ${profiles.leaderboardNickname} is null
      or lower(${profiles.username}) = lower(${profiles.leaderboardNickname}) then 1
    else 2 end`;
  const unclaimed = await db
    .select({ id: profiles.id, username: profiles.username, leaderboardNickname: profiles.leaderboardNickname })
    .from(profiles)
    .where(
      and(
        or(isNotNull(profiles.username), isNotNull(profiles.leaderboardNickname)),
        sql`(${claimCount}) < ${distinctNames}`,
      ),
    )
    .orderBy(asc(profiles.createdAt), asc(profiles.id));
  for (const profile of unclaimed) {
    const keys = [...skeletonsOf(profile).keys()];
    await db
      .insert(nameClaims)
      .values(keys.map((skeleton) => ({ skeleton, userId: profile.id })))
      .onConflictDoNothing();
  }
}
