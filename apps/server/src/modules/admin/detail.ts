import {
  ACTIVITY_RANGE_DAYS,
  addDaysToDate,
  averageDailyMinutes,
  localDateOf,
  type ActivityRange,
  type AdminEarnedAchievement,
  type AdminPracticeSessionsResponse,
  type AdminUserDetail,
  type AdminXpAwardsResponse,
} from '@woodshed/shared';
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { achievements, achievementsEarned, practiceSessions, profiles, users } from '../../db/schema/index.ts';
import { readUserFigures } from '../dashboard/index.ts';
import { readLevelTable } from '../xp/index.ts';
import { levelSummary } from '../xp/index.ts';
import { readPracticeTotals } from '../stats/index.ts';
import { listXpAwards } from '../xp/index.ts';
import { findUserZone, getUserRow, userMissing } from './users.ts';

/** The admin's user detail page. */

const MS_PER_DAY = 86_400_000;

/** A user's achievements, most recently earned first. */
export async function listEarnedAchievements(db: DbOrTx, userId: string): Promise<AdminEarnedAchievement[]> {
  const rows = await db
    .select({
      achievementId: achievementsEarned.achievementId,
      title: achievements.title,
      timesEarned: achievementsEarned.timesEarned,
      earnedAt: achievementsEarned.lastEarnedAt,
    })
    .from(achievementsEarned)
    .innerJoin(achievements, eq(achievements.id, achievementsEarned.achievementId))
    .where(eq(achievementsEarned.userId, userId))
    .orderBy(desc(achievementsEarned.lastEarnedAt), desc(achievementsEarned.achievementId));
  return rows.map((row) => ({ ...row, earnedAt: row.earnedAt.toISOString() }));
}

/**
 * GET /api/admin/users/:id: the header, information and statistics in one request. The practice statistics are
 * the learner's own /api/stats figures, today being the user's today in their zone; the newest
 * summary date is the dashboard's read of it.
 */
export async function getUserDetail(db: DbOrTx, userId: string, now: Date): Promise<AdminUserDetail> {
  const table = await readLevelTable(db);
  const [[account], row, figures, totals, earned] = await Promise.all([
    db
      .select({
        timezone: profiles.timezone,
        profileCreatedAt: profiles.createdAt,
        profileUpdatedAt: profiles.updatedAt,
        lastSignInAt: users.lastSignInAt,
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, userId)),
    getUserRow(db, userId, table),
    readUserFigures(db, userId),
    readPracticeTotals(db, userId),
    listEarnedAchievements(db, userId),
  ]);
  if (!account) throw userMissing();
  const today = localDateOf(now, account.timezone);
  return {
    profile: {
      id: row.id,
      username: row.username,
      displayName: row.displayName,
      timezone: account.timezone,
      isSuperadmin: row.isSuperadmin,
      superadminChange: row.superadminChange,
      eventCreator: row.eventCreator,
      adminOverride: row.adminOverride,
      overrideAdminName: row.overrideAdminName,
      createdAt: account.profileCreatedAt.toISOString(),
      updatedAt: account.profileUpdatedAt.toISOString(),
    },
    auth: { email: row.email, createdAt: row.createdAt, lastSignInAt: account.lastSignInAt?.toISOString() ?? null },
    membership: { id: row.membershipLevelId, name: row.membershipName },
    xp: levelSummary(row.xp, table),
    practiceStats: {
      totalHours: totals.totalMinutes / 60,
      totalPracticeLogs: totals.sessionCount,
      averageDailyMinutes: averageDailyMinutes(totals.totalMinutes, totals.firstPracticeDate, today),
      longestPracticeDayDate: totals.longestDay?.date ?? null,
      longestPracticeDayMinutes: totals.longestDay?.minutes ?? 0,
    },
    achievements: earned,
    latestSessionSummaryDate: figures.latestSummaryDate?.toISOString() ?? null,
  };
}

interface ActivityPage {
  range: ActivityRange;
  page: number;
  pageSize: number;
}

/**
 * GET /api/admin/users/:id/practice-sessions: the user's sessions not pending deletion, newest first (date, then
 * created), along practice_sessions_user_date_idx. `week` and `month` are the last 7 and 30 local dates of the
 * user's zone, today included. Focus areas are named: the chosen ones in their order, then the custom ones.
 */
export async function listUserPracticeSessions(
  db: DbOrTx,
  userId: string,
  query: ActivityPage,
  now: Date,
): Promise<AdminPracticeSessionsResponse> {
  const timezone = await findUserZone(db, userId);
  const since =
    query.range === 'all' ? undefined : addDaysToDate(localDateOf(now, timezone), 1 - ACTIVITY_RANGE_DAYS[query.range]);
  const where = and(
    eq(practiceSessions.userId, userId),
    eq(practiceSessions.scheduledRemoval, false),
    since ? gte(practiceSessions.date, since) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: practiceSessions.id,
        date: practiceSessions.date,
        createdAt: practiceSessions.createdAt,
        duration: practiceSessions.duration,
        focusAreas: sql<string[]>`array(
          select fa.name from unnest(${practiceSessions.focusAreaIds}) with ordinality as chosen(id, position)
          join focus_areas fa on fa.id = chosen.id order by chosen.position
        ) || ${practiceSessions.focusAreas}`,
        notes: practiceSessions.notes,
        scheduledRemoval: practiceSessions.scheduledRemoval,
      })
      .from(practiceSessions)
      .where(where)
      .orderBy(desc(practiceSessions.date), desc(practiceSessions.createdAt), desc(practiceSessions.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(practiceSessions).where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: totals?.total ?? 0,
  };
}

/**
 * GET /api/admin/users/:id/xp-awards: the user's awards as their own XP history shows them, newest first;
 * `week` and `month` are the awards of the last 7 and 30 days (24-hour days back from now).
 */
export async function listUserXpAwards(
  db: DbOrTx,
  userId: string,
  query: ActivityPage,
  now: Date,
): Promise<AdminXpAwardsResponse> {
  await findUserZone(db, userId);
  const since =
    query.range === 'all' ? undefined : new Date(now.getTime() - ACTIVITY_RANGE_DAYS[query.range] * MS_PER_DAY);
  return listXpAwards(db, userId, query.page, query.pageSize, since);
}
