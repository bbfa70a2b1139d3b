import {
  DEFAULT_TIME_ZONE,
  RESET_TOKEN_TTL_MINUTES,
  isTimeZone,
  messages,
  type RegisterRequest,
  type SessionUser,
} from '@woodshed/shared';
import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { passwordResetTokens, users } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { newOpaqueToken, sha256Hex } from '../../lib/tokens.ts';
import type { Captcha } from '../../plugins/captcha.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { burnPasswordCheck, hashPassword, newPasswordProblem, verifyPassword } from './passwords.ts';
import { createSession, deleteUserSessions, type IssuedSession } from './sessions.ts';
import { toSessionUser } from './session-user.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { findUserByEmail, insertUserWithProfile } from './users.ts';

export interface SignedIn {
  user: SessionUser;
  session: IssuedSession;
}

export async function register(db: Db, captcha: Captcha, input: RegisterRequest): Promise<SignedIn> {
  const problem = newPasswordProblem(input.password, input.email);
  if (problem) throw badRequest(problem, 'password');
  // Checked after the cheap rules so a weak password does not burn the solved challenge.
  if (!(await captcha.verify(input.captcha))) throw badRequest(messages.auth.captchaFailed, 'captcha');
  const passwordHash = await hashPassword(input.password);
  try {
    // An unknown or missing zone must not cost the sign-up (the user cannot see or fix it): start in UTC.
    const timezone = input.timezone && isTimeZone(input.timezone) ? input.timezone : DEFAULT_TIME_ZONE;
    const { user, profile } = await insertUserWithProfile(db, { email: input.email, passwordHash, timezone });
    const session = await createSession(db, user.id);
    await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, user.id));
    return { user: toSessionUser(user.email, profile), session };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', messages.auth.emailTaken, 'email');
    throw error;
  }
}

export async function signIn(db: Db, email: string, password: string): Promise<SignedIn> {
  const row = await findUserByEmail(db, email);
  if (!row) {
    await burnPasswordCheck(password);
    throw new AppError('unauthorized', messages.auth.signInFailed);
  }
  if (!(await verifyPassword(row.user.passwordHash, password))) {
    throw new AppError('unauthorized', messages.auth.signInFailed);
  }
  const session = await createSession(db, row.user.id);
  await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, row.user.id));
  return { user: toSessionUser(row.user.email, row.profile), session };
}

/**
 * Queues a reset link when the account exists; the caller answers the same either way. The token and its
 * e-mail commit together, and no SMTP happens here (the background sender delivers), so the answer takes
 * about as long for an unknown address as for a known one.
 */
export async function requestPasswordReset(db: Db, mailer: Mailer, publicUrl: string, email: string): Promise<void> {
  const row = await findUserByEmail(db, email);
  if (!row) return;
  const token = newOpaqueToken();
  const now = Date.now();
  const link = `${publicUrl}/update-password#access_token=${token}`;
  await db.transaction(async (tx) => {
    // Only the newest link works: older unused ones are withdrawn.
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, row.user.id));
    await tx.insert(passwordResetTokens).values({
      tokenHash: sha256Hex(token),
      userId: row.user.id,
      expiresAt: new Date(now + RESET_TOKEN_TTL_MINUTES * 60_000),
    });
    await mailer.queue(tx, {
      to: row.user.email,
      subject: 'Reset your Woodshed password',
      text: [
        'Someone asked to reset the password of your Woodshed account.',
        '',
        `Choose a new password here (the link works once, for ${RESET_TOKEN_TTL_MINUTES} minutes):`,
        link,
        '',
        'If it was not you, ignore this message; your password stays as it is.',
      ].join('\n'),
      link,
    });
  });
  mailer.wake();
}

/** The user a reset token belongs to while it is unused and unexpired; the link is refused otherwise. */
async function usableResetToken(db: Db, tokenHash: string, now: Date): Promise<{ userId: string; email: string }> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId, email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) throw badRequest(messages.auth.invalidResetLink, 'token');
  return row;
}

/** Lets the update page refuse a dead link when it opens, before the user types a new password. */
export async function checkResetToken(db: Db, token: string): Promise<void> {
  await usableResetToken(db, sha256Hex(token), new Date());
}

export async function updatePasswordWithToken(db: Db, token: string, password: string): Promise<void> {
  const tokenHash = sha256Hex(token);
  const now = new Date();
  const row = await usableResetToken(db, tokenHash, now);
  const problem = newPasswordProblem(password, row.email);
  if (problem) throw badRequest(problem, 'password');
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    // Consuming the token in the same statement that checks it makes it single-use under concurrency.
    const consumed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt)))
      .returning({ userId: passwordResetTokens.userId });
    if (consumed.length !== 1) throw badRequest(messages.auth.invalidResetLink, 'token');
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, row.userId));
    await deleteUserSessions(tx, row.userId);
  });
}

export async function deleteStaleResetTokens(db: DbOrTx, now = new Date()): Promise<void> {
  await db
    .delete(passwordResetTokens)
    .where(or(lt(passwordResetTokens.expiresAt, now), isNotNull(passwordResetTokens.usedAt)));
}
