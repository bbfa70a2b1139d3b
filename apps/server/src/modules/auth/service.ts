import {
  DEFAULT_TIME_ZONE,
  RESET_MAILS_PER_HOUR,
  RESET_MAIL_GAP_MINUTES,
  RESET_TOKEN_TTL_MINUTES,
  isTimeZone,
  messages,
  type RegisterRequest,
  type SessionUser,
} from '@woodshed/shared';
import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { mailOutbox, passwordResetTokens, users } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { newOpaqueToken, sha256Hex } from '../../lib/tokens.ts';
import type { Captcha } from '../../plugins/captcha.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { getSiteInfo } from '../settings/index.ts';
import { burnPasswordCheck, hashPassword, newPasswordProblem, verifyPassword } from './passwords.ts';
import { passwordResetMail } from './reset-mail.ts';
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

/** The per-address reset lock's key space (pg_advisory_xact_lock's two-key form; the second key hashes the address). */
const RESET_LOCK_CLASS = 7_357_024;

/**
 * Queues a reset link when the address has an account and its reset e-mail allowance (RESET_MAIL_GAP_MINUTES,
 * RESET_MAILS_PER_HOUR) is not used up; the caller answers the same either way. Every path does the same work
 * before the answer — the lock, the account and allowance read, the rendered message, a token row (without its
 * user when nothing is sent) and the mail insert (adding no row then) — so its timing does not tell whether the
 * address has an account. A new link leaves the earlier ones valid: a stranger's request cannot cancel the owner's.
 * No SMTP happens here (the background sender delivers).
 */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  email: string,
  now = new Date(),
): Promise<void> {
  const address = email.toLowerCase();
  const token = newOpaqueToken();
  const link = `${publicUrl}/update-password#access_token=${token}`;
  const hourAgo = new Date(now.getTime() - 60 * 60_000);
  await db.transaction(async (tx) => {
    // Requests for one address one at a time, so two cannot both pass the allowance.
    await tx.execute(sql`select pg_advisory_xact_lock(${RESET_LOCK_CLASS}, hashtext(${address}))`);
    const mailed = and(eq(passwordResetTokens.userId, users.id), gt(passwordResetTokens.createdAt, hourAgo));
    const [account] = await tx
      .select({
        id: users.id,
        mailsThisHour: sql<number>`(select count(*) from ${passwordResetTokens} where ${mailed})`.mapWith(Number),
        lastMail:
          sql<Date | null>`(select max(${passwordResetTokens.createdAt}) from ${passwordResetTokens} where ${mailed})`.mapWith(
            (value: string | Date | null) => (value === null ? null : new Date(value)),
          ),
      })
      .from(users)
      .where(eq(users.email, address));
    const mail = passwordResetMail(link, (await getSiteInfo(tx)).schoolName);
    const send =
      account !== undefined &&
      account.mailsThisHour < RESET_MAILS_PER_HOUR &&
      (account.lastMail === null || now.getTime() - account.lastMail.getTime() >= RESET_MAIL_GAP_MINUTES * 60_000);
    await tx.insert(passwordResetTokens).values({
      tokenHash: sha256Hex(token),
      userId: send ? account.id : null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MINUTES * 60_000),
    });
    if (send) await mailer.queue(tx, { to: address, ...mail, link });
    // The same statement, adding no row.
    else await tx.execute(sql`insert into ${mailOutbox} select * from ${mailOutbox} where false`);
  });
  // Also when nothing was queued: with a sender running, the wake-up costs the same either way.
  mailer.wake();
}

/** The user a reset token belongs to while it is unused and unexpired; the link is refused otherwise. */
async function usableResetToken(db: Db, tokenHash: string, now: Date): Promise<{ userId: string; email: string }> {
  const [row] = await db
    .select({ userId: users.id, email: users.email })
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
    // The other links of the account (several may be valid) end with this one.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, row.userId));
    await deleteUserSessions(tx, row.userId);
  });
}

export async function deleteStaleResetTokens(db: DbOrTx, now = new Date()): Promise<void> {
  await db
    .delete(passwordResetTokens)
    .where(or(lt(passwordResetTokens.expiresAt, now), isNotNull(passwordResetTokens.usedAt)));
}
