import type { profileUpdateSchema } from '@woodshed/shared';
import { DEFAULT_MEMBERSHIP_NAME, computeLevel, messages, type Profile } from '@woodshed/shared';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { membershipLevels, profiles, userXp } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { isUniqueViolation, violatedConstraint } from '../../lib/db-errors.ts';
import { readLevelTable } from '../xp/index.ts';
import { claimNames } from './name-claims.ts';

type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** The profile page's data: the stored fields, the membership level's name and the level. */
export async function getProfile(db: DbOrTx, userId: string): Promise<Profile> {
  const xp = db.select({ xp: userXp.xp }).from(userXp).where(eq(userXp.userId, userId));
  const [[row], levelTable] = await Promise.all([
    db
      .select({
        username: profiles.username,
        bio: profiles.bio,
        gear: profiles.gear,
        genres: profiles.genres,
        influences: profiles.influences,
        timezone: profiles.timezone,
        weeklyGoalHours: profiles.weeklyGoalHours,
        membershipLevel: membershipLevels.name,
        dailyPracticeReminder: profiles.dailyPracticeReminder,
        practiceReminderTime: profiles.practiceReminderTime,
        leaderboardNickname: profiles.leaderboardNickname,
        xp: sql<number>`coalesce((${xp}), 0)`.mapWith(Number),
        updatedAt: profiles.updatedAt,
      })
      .from(profiles)
      .leftJoin(membershipLevels, eq(membershipLevels.id, profiles.membershipLevel))
      .where(eq(profiles.id, userId))
      .limit(1),
    readLevelTable(db),
  ]);
  if (!row) throw notFound();
  const { xp: total, updatedAt, membershipLevel, ...fields } = row;
  const level = computeLevel(total, levelTable);
  return {
    ...fields,
    membershipLevel: membershipLevel ?? DEFAULT_MEMBERSHIP_NAME,
    level: {
      xp: total,
      level: level.level,
      nextLevel: level.nextLevel,
      progressPercent: level.progressPercent,
      xpNeeded: level.xpNeeded,
    },
    updatedAt: updatedAt.toISOString(),
  };
}

/**
 * Saves every editable field. Names are unique by their confusable skeleton (name-claims.ts), claimed in the same
 * transaction, so of two saves racing for a name one is refused; the case-insensitive unique indexes stay as a last
 * guard for names written without a claim (the demo seeds).
 */
export async function updateProfile(db: DbOrTx, userId: string, input: ProfileUpdate): Promise<Profile> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ username: profiles.username, leaderboardNickname: profiles.leaderboardNickname })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for('update');
    if (!current) throw notFound();
    await claimNames(tx, userId, input, current);
    try {
      await tx
        .update(profiles)
        .set({ ...input, updatedAt: sql`now()` })
        .where(eq(profiles.id, userId));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const nickname = violatedConstraint(error) === 'profiles_leaderboard_nickname_lower_key';
      throw nickname
        ? new AppError('conflict', messages.profile.nicknameTaken, 'leaderboardNickname')
        : new AppError('conflict', messages.profile.usernameTaken, 'username');
    }
  });
  return getProfile(db, userId);
}
