import { HEATMAP_DAYS, addDaysToDate, averageDailyMinutes, localDateOf, type StatsResponse } from '@woodshed/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { chordMastery, chords, practiceSessions } from '../../db/schema/index.ts';
import { minutesByDate } from './practice-stats.ts';

export interface StatsUser {
  id: string;
  timezone: string;
}

export interface PracticeTotals {
  totalMinutes: number;
  sessionCount: number;
  firstPracticeDate: string | null;
  /** The busiest practice date; of equal days, the latest. Null before any practice. */
  longestDay: { date: string; minutes: number } | null;
}

/**
 * The totals of a user's practice, summed by the database over the (user, removal, date) index: a
 * history of thousands of sessions is never loaded, only its totals and its busiest day. Only sessions not
 * pending deletion count. The stats page and the admin's user detail both read them here.
 */
export async function readPracticeTotals(db: DbOrTx, userId: string): Promise<PracticeTotals> {
  const active = and(eq(practiceSessions.userId, userId), eq(practiceSessions.scheduledRemoval, false));
  const dayTotal = sql<number>`sum(${practiceSessions.duration})::int`;
  const [[totals], [longest]] = await Promise.all([
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
      .orderBy(desc(dayTotal), desc(practiceSessions.date))
      .limit(1),
  ]);
  return {
    totalMinutes: totals?.minutes ?? 0,
    sessionCount: totals?.sessions ?? 0,
    firstPracticeDate: totals?.first ?? null,
    longestDay: longest ? { date: longest.date, minutes: longest.minutes } : null,
  };
}

/**
 * The stats page: the practice totals, the chord mastery counts and the last
 * 12 months by day.
 */
export async function getStats(db: DbOrTx, user: StatsUser, now: Date): Promise<StatsResponse> {
  const today = localDateOf(now, user.timezone);
  const [totals, ratings, [chordCount], heatmap] = await Promise.all([
    readPracticeTotals(db, user.id),
    db
      .select({ rating: chordMastery.masteryRating, count: sql<number>`count(*)::int` })
      .from(chordMastery)
      .where(eq(chordMastery.userId, user.id))
      .groupBy(chordMastery.masteryRating),
    db.select({ total: count() }).from(chords),
    minutesByDate(db, user.id, addDaysToDate(today, -(HEATMAP_DAYS - 1)), today),
  ]);
  return {
    today,
    totalMinutes: totals.totalMinutes,
    sessionCount: totals.sessionCount,
    firstPracticeDate: totals.firstPracticeDate,
    averageDailyMinutes: averageDailyMinutes(totals.totalMinutes, totals.firstPracticeDate, today),
    longestDay: totals.longestDay,
    chordMastery: {
      totalChords: chordCount?.total ?? 0,
      byRating: ratings.map((row) => ({ rating: row.rating, count: row.count })),
    },
    heatmap: [...heatmap].map(([date, minutes]) => ({ date, minutes })).sort((a, b) => a.date.localeCompare(b.date)),
  };
}
