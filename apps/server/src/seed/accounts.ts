import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { passwordResetTokens, profiles, users } from '../db/schema/index.ts';
import { hashPassword, newPasswordProblem } from '../modules/auth/index.ts';
import { deleteUserSessions } from '../modules/auth/index.ts';
import { findUserByEmail, insertUserWithProfile } from '../modules/auth/index.ts';

export type EnsureAdminResult = 'created' | 'promoted' | 'unchanged';

/**
 * Makes sure a superadmin with this e-mail exists. An existing account is promoted and keeps its
 * password; a new one gets the given password, which must meet the same rules as any other.
 */
export async function ensureSuperadmin(db: Db, email: string, password: string): Promise<EnsureAdminResult> {
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (existing.profile.isSuperadmin) return 'unchanged';
    await db
      .update(profiles)
      .set({ isSuperadmin: true, updatedAt: new Date() })
      .where(eq(profiles.id, existing.user.id));
    return 'promoted';
  }
  const problem = newPasswordProblem(password, email);
  if (problem) throw new Error(`The superadmin password is not acceptable: ${problem}`);
  await insertUserWithProfile(db, {
    email,
    passwordHash: await hashPassword(password),
    isSuperadmin: true,
    username: 'admin',
  });
  return 'created';
}

/**
 * Gives the account a new random password (144 bits, 24 characters) and returns it, to be shown once. As a reset
 * does, it ends every session of the account (someone may have signed in with the old one) and its reset links.
 */
export async function giveRandomPassword(db: Db, userId: string): Promise<string> {
  const password = randomBytes(18).toString('base64url');
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await deleteUserSessions(tx, userId);
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  });
  return password;
}
