import { HEATMAP_DAYS, addDaysToDate, averageDailyMinutes, localDateOf, type StatsResponse } from '@woodshed/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { chordMastery, chords, practiceSessions } from '../../db/schema/index.ts';
import { minutesByDate } from '../practice/stats.ts';

export interface StatsUser {
  id: string;
  timezone: string;
}

/**
 * The stats page (spec part 2 §2, DESIGN §5.7), summed by the database over the (user, removal, date) index:
 * a history of thousands of sessions is never loaded, only its totals, its busiest day and the last 12 months
 * by day. Only sessions not pending deletion count.
 */
export async function getStats(db: DbOrTx, user: StatsUser, now: Date): Promise<StatsResponse> {
  const today = localDateOf(now, user.timezone);
  const active = and(eq(practiceSessions.userId, user.id), eq(practiceSessions.scheduledRemoval, false));
  const dayTotal = sql<number>`sum(${practiceSessions.duration})::int`;
  const [[totals], [longest], ratings, [chordCount], heatmap] = await Promise.all([
    db
      .select({
        minutes: sql<number>`coalesce(sum(${practiceSessions.duration}), 0)::int`,
        sessions: sql<number>`count(*)::int`,
        first: sql<string | null>`min(${practiceSessions.date})`,
      })
      .from(practiceSessions)
      .where(active),
    db
      .select({ date: practiceSessions.date, minutes: dayTotal })
      .from(practiceSessions)
      .where(active)
      .groupBy(practiceSessions.date)
      // The busiest day; of equal days, the latest.
      .orderBy(desc(dayTotal), desc(practiceSessions.date))
      .limit(1),
    db
      .select({ rating: chordMastery.masteryRating, count: sql<number>`count(*)::int` })
      .from(chordMastery)
      .where(eq(chordMastery.userId, user.id))
      .groupBy(chordMastery.masteryRating),
    db.select({ total: count() }).from(chords),
    minutesByDate(db, user.id, addDaysToDate(today, -(HEATMAP_DAYS - 1)), today),
  ]);
  const totalMinutes = totals?.minutes ?? 0;
  const firstPracticeDate = totals?.first ?? null;
  return {
    today,
    totalMinutes,
    sessionCount: totals?.sessions ?? 0,
    firstPracticeDate,
    averageDailyMinutes: averageDailyMinutes(totalMinutes, firstPracticeDate, today),
    longestDay: longest ? { date: longest.date, minutes: longest.minutes } : null,
    chordMastery: {
      totalChords: chordCount?.total ?? 0,
      byRating: ratings.map((row) => ({ rating: row.rating, count: row.count })),
    },
    heatmap: [...heatmap].map(([date, minutes]) => ({ date, minutes })).sort((a, b) => a.date.localeCompare(b.date)),
  };
}
