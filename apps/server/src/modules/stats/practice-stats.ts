import { addDaysToDate, computeStreak } from '@woodshed/shared';
import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { practiceSessions } from '../../db/schema/index.ts';

const active = (userId: string) =>
  and(eq(practiceSessions.userId, userId), eq(practiceSessions.scheduledRemoval, false));

/** Distinct dates read per round trip while counting a streak back. */
const STREAK_BATCH = 64;

/**
 * The current streak, read from the (user, removal, date) index newest first and in batches: it stops
 * at the first gap, so a long history costs no more than its current run of days.
 */
export async function currentStreak(db: DbOrTx, userId: string, today: string): Promise<number> {
  return (await currentStreakRun(db, userId, today)).days;
}

/** The current streak and the date it began (null without one): a streak achievement is earned once per run. */
export async function currentStreakRun(
  db: DbOrTx,
  userId: string,
  today: string,
): Promise<{ days: number; since: string | null }> {
  let before = addDaysToDate(today, 1);
  const seen: string[] = [];
  for (;;) {
    const rows = await db
      .selectDistinct({ date: practiceSessions.date })
      .from(practiceSessions)
      .where(and(active(userId), lte(practiceSessions.date, today), sql`${practiceSessions.date} < ${before}`))
      .orderBy(desc(practiceSessions.date))
      .limit(STREAK_BATCH);
    seen.push(...rows.map((r) => r.date));
    const streak = computeStreak(seen, today);
    if (streak.complete || rows.length < STREAK_BATCH) {
      // The run's dates are the newest `days` distinct dates seen, so the oldest of them is where it began.
      return { days: streak.days, since: streak.days > 0 ? seen[streak.days - 1]! : null };
    }
    before = rows[rows.length - 1]!.date;
  }
}

/** Minutes practised per date from `from` to `to` inclusive (dates without practice are absent). */
export async function minutesByDate(
  db: DbOrTx,
  userId: string,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ date: practiceSessions.date, minutes: sql<number>`sum(${practiceSessions.duration})::int` })
    .from(practiceSessions)
    .where(and(active(userId), gte(practiceSessions.date, from), lte(practiceSessions.date, to)))
    .groupBy(practiceSessions.date);
  return new Map(rows.map((r) => [r.date, r.minutes]));
}
