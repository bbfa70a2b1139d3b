import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { profiles } from '../schema/index.ts';
import { hashPassword, newPasswordProblem } from '../../modules/auth/passwords.ts';
import { findUserByEmail, insertUserWithProfile } from '../../modules/auth/users.ts';

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
