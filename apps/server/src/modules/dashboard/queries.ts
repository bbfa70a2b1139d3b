import {
  DASHBOARD_GOALS_LIMIT,
  DEFAULT_WEEKLY_GOAL_HOURS,
  type Bookmark,
  type GoalStatus,
  type LibraryItem,
} from '@woodshed/shared';
import { eq, max, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { practiceSessions, profiles, sessionSummaries, sessionSummaryMembers, userXp } from '../../db/schema/index.ts';
import { preparedPer } from '../../lib/prepared.ts';
import { streakRunSql } from '../stats/index.ts';

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
  /** ISO 8601 in UTC with milliseconds, as Date#toISOString writes it. */
  createdAt: string;
}

export interface BookmarkRow {
  bookmark: Bookmark;
  item: Omit<LibraryItem, 'bookmarkId'>;
}

/** What the dashboard reads, as its single statement returns it (JSON built by the database). */
export interface DashboardSnapshot {
  weeklyGoalHours: number;
  xp: number;
  /** ISO instant of the newest session summary the user is a member of, or null. */
  latestSummaryDate: string | null;
  hasPracticed: boolean;
  levels: { level: number; xpRequired: number }[];
  /** Active minutes per date of the window, dates without practice absent. */
  minutesByDate: Record<string, number> | null;
  streak: { days: number; since: string | null };
  bookmarks: BookmarkRow[] | null;
  goals: ActiveGoalRow[] | null;
  /** The stored dashboard settings by key (absent keys take their defaults). */
  settings: Record<string, string> | null;
}

/** An instant as Date#toISOString writes it, whatever the session's TimeZone. */
const isoInstant = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Everything the dashboard shows in one statement (one round trip): the profile by primary key, and as scalar
 * subqueries the XP total (user_xp key), the newest summary date (members by user), whether any session exists
 * (a probe of the (user, …) index), the level table, minutes per date of the window and the streak (the
 * practice_day_totals key), bookmarks with their published items (bookmarks by user, items by key), the top goals
 * not completed (goals by user) and the dashboard's settings (site_settings key). Building, sending and parsing
 * one statement costs the server a fraction of seven (bench/README.md); no part reads more of the user's history
 * than the window or the current streak's run of dates.
 */
const userId = sql.placeholder('userId');
const today = sql.placeholder('today');
const windowStart = sql.placeholder('windowStart');

const snapshotStatement = preparedPer((db) =>
  db
    .select({
      snapshot: sql<DashboardSnapshot>`json_build_object(
      'weeklyGoalHours', coalesce(p.weekly_goal_hours, ${DEFAULT_WEEKLY_GOAL_HOURS}),
      'xp', coalesce((select x.xp from user_xp x where x.user_id = ${userId}), 0)::float8,
      'latestSummaryDate', (
        select ${isoInstant(sql`max(s.session_date)`)}
        from session_summary_members m join session_summaries s on s.id = m.summary_id
        where m.user_id = ${userId}
      ),
      'hasPracticed', exists (select 1 from practice_sessions ps where ps.user_id = ${userId}),
      'levels', (
        select json_agg(json_build_object('level', l.level, 'xpRequired', l.xp_required) order by l.xp_required)
        from levels l
      ),
      'minutesByDate', (
        select json_object_agg(t.date::text, t.minutes) from practice_day_totals t
        where t.user_id = ${userId} and t.date between ${windowStart}::date and ${today}::date
      ),
      'streak', ${streakRunSql(userId, today)},
      'bookmarks', (
        select json_agg(json_build_object(
          'bookmark', json_build_object('id', b.id, 'contentId', b.content_id, 'contentType', b.content_type,
            'order', b."order"),
          'item', json_build_object('id', c.id, 'contentType', c.content_type, 'title', c.title,
            'description', c.description, 'thumbnailUrl', c.thumbnail_url, 'difficulty', c.difficulty,
            'category', c.category, 'published', c.published, 'createdAt', ${isoInstant(sql`c.created_at`)})
        ) order by b."order", b.created_at, b.id)
        from bookmarks b join library_content c on c.id = b.content_id
        where b.user_id = ${userId} and c.published
      ),
      'goals', (
        select json_agg(json_build_object('id', g.id, 'title', g.title, 'targetDate', g.target_date::text,
          'status', g.status, 'progress', g.progress, 'priority', g.priority,
          'createdAt', ${isoInstant(sql`g.created_at`)}) order by g.priority desc, g.created_at desc, g.id desc)
        from (
          select * from goals where user_id = ${userId} and status <> 'completed'
          order by priority desc, created_at desc, id desc limit ${DASHBOARD_GOALS_LIMIT}
        ) g
      ),
      'settings', (
        select json_object_agg(ss.key, ss.value) from site_settings ss
        where ss.key in ('dashboard_notice', 'bug_report_email')
      )
    )`,
    })
    .from(sql`(select 1) as one left join profiles p on p.id = ${userId}`)
    .prepare('dashboard_snapshot'),
);

export async function readDashboardSnapshot(
  db: DbOrTx,
  user: string,
  localToday: string,
  chartWindowStart: string,
): Promise<DashboardSnapshot> {
  const [row] = await snapshotStatement(db).execute({ userId: user, today: localToday, windowStart: chartWindowStart });
  if (!row) throw new Error('the dashboard statement returned no row');
  return row.snapshot;
}
