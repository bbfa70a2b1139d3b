import {
  CHORD_MASTERED_RATING,
  achievementAwardKey,
  computeStreak,
  messages,
  type AchievementCriterion,
  type AchievementMeasures,
} from '@woodshed/shared';
import { and, eq, inArray, isNotNull, like, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  achievements,
  achievementsEarned,
  chordMastery,
  coursesEnrolled,
  practiceSessions,
  practiceTotals,
  profiles,
  xpAwards,
} from '../../db/schema/index.ts';
import { currentStreakRun } from '../stats/index.ts';
import { awardXp } from '../xp/index.ts';

/**
 * Automatic achievements: after an event that can satisfy a criterion, in the event's transaction,
 * the user's achievements with such a criterion are checked and each earning reached is granted once (its award
 * key, see achievementAwardKey). A changed criterion is never applied to everyone at once: it counts at each
 * user's next event.
 */

/** What happened, and so which criteria it can have satisfied. `today` is the user's local date. */
export type AchievementEvent =
  { kind: 'practice'; today: string } | { kind: 'chordMastered' } | { kind: 'courseCompleted' };

const CRITERIA_OF_EVENT: Record<AchievementEvent['kind'], readonly AchievementCriterion[]> = {
  practice: ['streak_days', 'total_practice_hours', 'sessions_logged'],
  chordMastered: ['chords_mastered'],
  courseCompleted: ['courses_completed'],
};

/** The count-like measures, each an index lookup on the user (practice minutes from the trigger-kept total). */
function measureQueries(userId: string): Record<Exclude<AchievementCriterion, 'streak_days'>, SQL<number>> {
  return {
    total_practice_hours: sql<number>`coalesce((select ${practiceTotals.minutes} from ${practiceTotals} where ${practiceTotals.userId} = ${userId}), 0)`,
    sessions_logged: sql<number>`(select count(*) from ${practiceSessions} where ${practiceSessions.userId} = ${userId} and not ${practiceSessions.scheduledRemoval})`,
    courses_completed: sql<number>`(select count(*) from ${coursesEnrolled} where ${coursesEnrolled.userId} = ${userId} and ${coursesEnrolled.completed})`,
    chords_mastered: sql<number>`(select count(*) from ${chordMastery} where ${chordMastery.userId} = ${userId} and ${chordMastery.masteryRating} = ${CHORD_MASTERED_RATING})`,
  };
}

/**
 * The user's measures for the given criteria only: one statement for the counts, and the dashboard's streak
 * query when a streak counts (it needs `today`, the user's local date). The others stay 0.
 */
export async function readMeasures(
  db: DbOrTx,
  userId: string,
  types: ReadonlySet<AchievementCriterion>,
  today: string | null,
): Promise<AchievementMeasures> {
  const queries = measureQueries(userId);
  const wanted = (Object.keys(queries) as (keyof typeof queries)[]).filter((type) => types.has(type));
  const [counts, streak] = await Promise.all([
    wanted.length === 0
      ? undefined
      : db
          .select(Object.fromEntries(wanted.map((type) => [type, queries[type].mapWith(Number)])))
          .from(profiles)
          .where(eq(profiles.id, userId))
          .then(([row]) => row),
    types.has('streak_days') && today !== null ? currentStreakRun(db, userId, today) : undefined,
  ]);
  return {
    streakDays: streak?.days ?? 0,
    streakSince: streak?.since ?? null,
    practiceMinutes: counts?.total_practice_hours ?? 0,
    sessionsLogged: counts?.sessions_logged ?? 0,
    coursesCompleted: counts?.courses_completed ?? 0,
    chordsMastered: counts?.chords_mastered ?? 0,
  };
}

/**
 * Serialises a user's awards and achievement checks until the transaction ends (the profile row, `no key update`
 * as the practice service's own lock), so two events at once each see the other's result. Taken before any award
 * of the transaction, so every path locks the profile before user_xp and no two can wait for each other crosswise.
 */
export async function lockUserAwards(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for('no key update');
}

export interface EarnedAchievement {
  achievementId: string;
  title: string;
  xpAwarded: number;
}

/**
 * Grants one earning of an achievement: its XP under `awardKey` (through the XP service) and, only when that award
 * was new, the user's record (first/last earned, times earned, not yet notified). The XP is a system award, or,
 * given by a superadmin (`giverId`), theirs as a manual award is, so the history says who gave it (issue 26).
 * Answers whether it was granted; false when the key was already awarded (also by a concurrent transaction).
 * `at` dates an earning replayed from a history (evaluatePracticeHistory); otherwise it is now.
 */
export async function earnAchievement(
  tx: Tx,
  userId: string,
  achievement: { id: string; title: string; xpAwarded: number },
  awardKey: string,
  { at, giverId }: { at?: Date; giverId?: string } = {},
): Promise<boolean> {
  const awarded = await awardXp(tx, {
    receiverId: userId,
    giverId,
    amount: achievement.xpAwarded,
    description: messages.achievements.xpAwardDescription(achievement.title),
    systemAward: giverId === undefined,
    awardKey,
    awardedAt: at,
  });
  // Achievements award at least 1 XP (a check), so 0 means the key existed.
  if (awarded === 0) return false;
  const when = at ?? sql`now()`;
  await tx
    .insert(achievementsEarned)
    .values({ userId, achievementId: achievement.id, firstEarnedAt: when, lastEarnedAt: when })
    .onConflictDoUpdate({
      target: [achievementsEarned.userId, achievementsEarned.achievementId],
      set: {
        // An earning replayed from the past never moves the dates of a later one.
        firstEarnedAt: sql`least(${achievementsEarned.firstEarnedAt}, excluded.first_earned_at)`,
        lastEarnedAt: sql`greatest(${achievementsEarned.lastEarnedAt}, excluded.last_earned_at)`,
        timesEarned: sql`${achievementsEarned.timesEarned} + 1`,
        notifiedAt: null,
      },
    });
  return true;
}

type Candidate = {
  id: string;
  title: string;
  xpAwarded: number;
  repeatable: boolean;
  type: AchievementCriterion;
  threshold: number;
};

/**
 * The user's achievements with one of these criteria that can still be earned (one statement): a non-repeatable
 * one already earned (by a criterion or by hand) is never earned again.
 */
async function openCandidates(tx: Tx, userId: string, criteria: readonly AchievementCriterion[]): Promise<Candidate[]> {
  const rows = await tx
    .select({
      id: achievements.id,
      title: achievements.title,
      xpAwarded: achievements.xpAwarded,
      repeatable: achievements.repeatable,
      type: achievements.criterionType,
      threshold: achievements.criterionThreshold,
      earned: sql<boolean>`${achievementsEarned.userId} is not null`,
    })
    .from(achievements)
    .leftJoin(
      achievementsEarned,
      and(eq(achievementsEarned.achievementId, achievements.id), eq(achievementsEarned.userId, userId)),
    )
    .where(and(inArray(achievements.criterionType, [...criteria]), isNotNull(achievements.criterionThreshold)));
  return rows.flatMap(({ earned, type, threshold, ...row }) =>
    type && threshold !== null && !(earned && !row.repeatable) ? [{ ...row, type, threshold }] : [],
  );
}

/** The earnings the measures reach, with their award keys (see achievementAwardKey). */
function reachedEarnings(open: readonly Candidate[], measures: AchievementMeasures) {
  return open.flatMap((row) => {
    const key = achievementAwardKey(
      { id: row.id, repeatable: row.repeatable, criterion: { type: row.type, threshold: row.threshold } },
      measures,
    );
    return key ? [{ row, key }] : [];
  });
}

/** Grants the reached earnings whose keys are not among `grantedKeys` (which it extends), in key order. */
async function grantEarnings(
  tx: Tx,
  userId: string,
  reached: ReturnType<typeof reachedEarnings>,
  grantedKeys: Set<string>,
  at?: Date,
): Promise<EarnedAchievement[]> {
  const earned: EarnedAchievement[] = [];
  // In key order, so concurrent transactions insert the same keys in the same order.
  for (const { row, key } of reached.sort((a, b) => (a.key < b.key ? -1 : 1))) {
    if (grantedKeys.has(key)) continue;
    grantedKeys.add(key);
    if (await earnAchievement(tx, userId, row, key, { at })) {
      earned.push({ achievementId: row.id, title: row.title, xpAwarded: row.xpAwarded });
    }
  }
  return earned;
}

/**
 * Checks the user's achievements whose criterion the event can satisfy and grants what they reached, in the
 * event's transaction: the candidates with the user's record (one statement), their measures (one, plus the
 * streak), the award keys already granted (one, by the (receiver, key) index), then a write per new earning.
 * A school without such achievements costs one small statement after the lock.
 */
export async function evaluateAchievements(
  tx: Tx,
  userId: string,
  event: AchievementEvent,
): Promise<EarnedAchievement[]> {
  await lockUserAwards(tx, userId);
  const open = await openCandidates(tx, userId, CRITERIA_OF_EVENT[event.kind]);
  if (open.length === 0) return [];

  const types = new Set(open.map((row) => row.type));
  const measures = await readMeasures(tx, userId, types, event.kind === 'practice' ? event.today : null);
  const reached = reachedEarnings(open, measures);
  if (reached.length === 0) return [];

  const granted = await tx
    .select({ key: xpAwards.awardKey })
    .from(xpAwards)
    .where(
      and(
        eq(xpAwards.receiverId, userId),
        inArray(
          xpAwards.awardKey,
          reached.map(({ key }) => key),
        ),
      ),
    );
  return grantEarnings(tx, userId, reached, new Set(granted.flatMap(({ key }) => (key ? [key] : []))));
}

/** A practice session of a history being replayed: its date, minutes and when it was logged. */
export interface LoggedPractice {
  date: string;
  minutes: number;
  loggedAt: Date;
}

/**
 * Replays a practice history as if each session had been logged at its `loggedAt`, in that order: after each,
 * the practice criteria are checked with the measures of that moment (the same keys and rules as
 * evaluateAchievements), and what they reach is granted, dated then. So a history written at once (the demo
 * school) earns First Steps on its first day and a repeatable achievement once for each multiple crossed, each on
 * its day. Earnings already granted are skipped: a replay over a longer history adds only the new ones.
 */
export async function evaluatePracticeHistory(
  tx: Tx,
  userId: string,
  history: readonly LoggedPractice[],
): Promise<EarnedAchievement[]> {
  await lockUserAwards(tx, userId);
  const open = await openCandidates(tx, userId, CRITERIA_OF_EVENT.practice);
  if (open.length === 0 || history.length === 0) return [];
  const granted = await tx
    .select({ key: xpAwards.awardKey })
    .from(xpAwards)
    .where(and(eq(xpAwards.receiverId, userId), like(xpAwards.awardKey, 'achievement:%')));
  const grantedKeys = new Set(granted.flatMap(({ key }) => (key ? [key] : [])));

  const earned: EarnedAchievement[] = [];
  const dates = new Set<string>();
  let practiceMinutes = 0;
  let sessionsLogged = 0;
  for (const session of [...history].sort((a, b) => a.loggedAt.getTime() - b.loggedAt.getTime())) {
    practiceMinutes += session.minutes;
    sessionsLogged += 1;
    dates.add(session.date);
    // The streak as currentStreakRun reads it on the session's day: distinct dates up to it, newest first.
    const newestFirst = [...dates].filter((date) => date <= session.date).sort((a, b) => (a < b ? 1 : -1));
    const streakDays = computeStreak(newestFirst, session.date).days;
    const measures: AchievementMeasures = {
      streakDays,
      streakSince: streakDays > 0 ? newestFirst[streakDays - 1]! : null,
      practiceMinutes,
      sessionsLogged,
      coursesCompleted: 0,
      chordsMastered: 0,
    };
    earned.push(...(await grantEarnings(tx, userId, reachedEarnings(open, measures), grantedKeys, session.loggedAt)));
  }
  return earned;
}
