import { DASHBOARD_GOALS_LIMIT, DEFAULT_WEEKLY_GOAL_HOURS, type GoalStatus } from '@woodshed/shared';
import { and, desc, eq, max, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  goals,
  practiceSessions,
  profiles,
  sessionSummaries,
  sessionSummaryMembers,
  userXp,
} from '../../db/schema/index.ts';

/**
 * The small reads of the dashboard, each a primary-key or (user, …) index lookup, so their cost does not
 * depend on how much history the user has.
 */

export interface UserFigures {
  weeklyGoalHours: number;
  /** The user_xp total, 0 before the first award. */
  xp: number;
  /** The date of the newest session summary the user is a member of, or null. */
  latestSummaryDate: Date | null;
  /** Whether the user has logged any session (one probe of the (user, …) index). */
  hasPracticed: boolean;
}

/**
 * The user's own single values in one statement: the profile by primary key, with the XP total (user_xp
 * primary key) and the newest summary date (session_summary_members by user) as subqueries. One statement
 * rather than three because, per dashboard request, building and sending a statement costs the server more
 * CPU than PostgreSQL spends answering these (see bench/dashboard.ts).
 */
export async function readUserFigures(db: DbOrTx, userId: string): Promise<UserFigures> {
  const xp = db.select({ xp: userXp.xp }).from(userXp).where(eq(userXp.userId, userId));
  const latestSummary = db
    .select({ latest: max(sessionSummaries.sessionDate) })
    .from(sessionSummaryMembers)
    .innerJoin(sessionSummaries, eq(sessionSummaries.id, sessionSummaryMembers.summaryId))
    .where(eq(sessionSummaryMembers.userId, userId));
  const [row] = await db
    .select({
      weeklyGoalHours: profiles.weeklyGoalHours,
      xp: sql<number>`coalesce((${xp}), 0)`.mapWith(Number),
      latestSummaryDate: sql<Date | null>`(${latestSummary})`.mapWith(sessionSummaries.sessionDate),
      hasPracticed: sql<boolean>`exists (select 1 from ${practiceSessions} where ${practiceSessions.userId} = ${userId})`,
    })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return row ?? { weeklyGoalHours: DEFAULT_WEEKLY_GOAL_HOURS, xp: 0, latestSummaryDate: null, hasPracticed: false };
}

export interface ActiveGoalRow {
  id: string;
  title: string;
  targetDate: string;
  status: GoalStatus;
  progress: number;
  priority: number;
  createdAt: Date;
}

/** At most 3 goals not completed, highest priority first, ties newest first. */
export async function readActiveGoals(db: DbOrTx, userId: string): Promise<ActiveGoalRow[]> {
  return db
    .select({
      id: goals.id,
      title: goals.title,
      targetDate: goals.targetDate,
      status: goals.status,
      progress: goals.progress,
      priority: goals.priority,
      createdAt: goals.createdAt,
    })
    .from(goals)
    .where(and(eq(goals.userId, userId), ne(goals.status, 'completed')))
    .orderBy(desc(goals.priority), desc(goals.createdAt), desc(goals.id))
    .limit(DASHBOARD_GOALS_LIMIT);
}
