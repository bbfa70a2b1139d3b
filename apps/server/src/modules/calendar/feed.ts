import { createHmac } from 'node:crypto';
import { messages, type CalendarFeed } from '@woodshed/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { calendarFeeds, profiles } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { newOpaqueToken, sha256Hex } from '../../lib/tokens.ts';
import { toICalendar } from './ics.ts';
import { listVisibleEvents } from './visible.ts';

/**
 * The iCalendar subscription link (GET/POST/DELETE /api/calendar/feed) and the feed it opens
 * (GET /api/calendar/feeds/:token, public: calendar apps send no cookie, the secret token is the credential).
 */

export interface FeedSettings {
  publicUrl: string;
  sessionSecret: string;
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** 256 bits: the HMAC of the row's random seed under a key derived from the server secret. */
function tokenOf(seed: string, sessionSecret: string): string {
  const key = createHmac('sha256', sessionSecret).update('woodshed-calendar-feed-v1').digest();
  return createHmac('sha256', key).update(seed).digest('base64url');
}

const feedUrl = (token: string, settings: FeedSettings) => `${settings.publicUrl}/api/calendar/feeds/${token}`;

/**
 * The user's current link, or null. A link whose hash no longer matches (the server secret changed) is shown as
 * none, so the user makes a new one instead of copying a dead one.
 */
export async function getFeed(db: DbOrTx, userId: string, settings: FeedSettings): Promise<CalendarFeed> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  if (!row) return { url: null };
  const token = tokenOf(row.tokenSeed, settings.sessionSecret);
  return { url: sha256Hex(token) === row.tokenHash ? feedUrl(token, settings) : null };
}

/** A new link; the old one, if any, stops working at once (same row, new seed and hash). */
export async function replaceFeed(db: DbOrTx, userId: string, settings: FeedSettings): Promise<CalendarFeed> {
  const tokenSeed = newOpaqueToken();
  const token = tokenOf(tokenSeed, settings.sessionSecret);
  const tokenHash = sha256Hex(token);
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenSeed, tokenHash })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenSeed, tokenHash, createdAt: new Date() } });
  return { url: feedUrl(token, settings) };
}

export async function revokeFeed(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The feed of a token: every event its owner can see now. Unknown, revoked or replaced: 404. */
export async function feedCalendar(db: DbOrTx, token: string, domain: string): Promise<string> {
  const revoked = () => notFound(messages.calendar.feedRevoked);
  if (!TOKEN.test(token)) throw revoked();
  const [owner] = await db
    .select({ id: calendarFeeds.userId, isSuperadmin: profiles.isSuperadmin })
    .from(calendarFeeds)
    .innerJoin(profiles, eq(profiles.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, sha256Hex(token)));
  if (!owner) throw revoked();
  return toICalendar(await listVisibleEvents(db, owner), { name: 'Woodshed', domain });
}
