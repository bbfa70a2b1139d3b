import { SESSION_ABSOLUTE_DAYS, SESSION_SLIDING_DAYS, type SessionUser } from '@woodshed/shared';
import { eq, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { profiles, sessions, users } from '../../db/schema/index.ts';
import { preparedPer } from '../../lib/prepared.ts';
import { newOpaqueToken, sha256Hex } from '../../lib/tokens.ts';
import { toSessionUser } from './session-user.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Renew the sliding expiry at most once a day, so reads do not write on every request. */
const RENEW_AFTER_MS = DAY_MS;

export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

export async function createSession(db: DbOrTx, userId: string, now = new Date()): Promise<IssuedSession> {
  const token = newOpaqueToken();
  const absoluteExpiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_DAYS * DAY_MS);
  const expiresAt = new Date(now.getTime() + SESSION_SLIDING_DAYS * DAY_MS);
  await db
    .insert(sessions)
    .values({ tokenHash: sha256Hex(token), userId, createdAt: now, expiresAt, absoluteExpiresAt });
  return { token, expiresAt };
}

export interface ValidatedSession {
  user: SessionUser;
  expiresAt: Date;
  /** True when the expiry moved and the cookie should be sent again. */
  renewed: boolean;
}

/** The session with its user's e-mail and profile, by the token's hash: sent by every signed-in request. */
const sessionLookup = preparedPer((db) =>
  db
    .select({ session: sessions, email: users.email, profile: profiles })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(profiles, eq(profiles.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_lookup'),
);

export async function validateSession(db: DbOrTx, token: string, now = new Date()): Promise<ValidatedSession | null> {
  const tokenHash = sha256Hex(token);
  const [row] = await sessionLookup(db).execute({ tokenHash });
  if (!row) return null;
  const { session } = row;
  if (session.expiresAt <= now || session.absoluteExpiresAt <= now) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  let expiresAt = session.expiresAt;
  let renewed = false;
  const fullSlidingExpiry = now.getTime() + SESSION_SLIDING_DAYS * DAY_MS;
  if (fullSlidingExpiry - session.expiresAt.getTime() >= RENEW_AFTER_MS) {
    expiresAt = new Date(Math.min(fullSlidingExpiry, session.absoluteExpiresAt.getTime()));
    if (expiresAt.getTime() !== session.expiresAt.getTime()) {
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash));
      renewed = true;
    }
  }
  return { user: toSessionUser(row.email, row.profile), expiresAt, renewed };
}

export async function deleteSession(db: DbOrTx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256Hex(token)));
}

export async function deleteUserSessions(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: DbOrTx, now = new Date()): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.absoluteExpiresAt, now)));
}
