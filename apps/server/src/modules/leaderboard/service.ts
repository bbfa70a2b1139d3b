import {
  LEADERBOARD_LIMIT,
  LEADERBOARD_WEEKLY_BOARDS,
  addDaysToDate,
  localDateOf,
  messages,
  type LeaderboardBoard,
  type LeaderboardEntry,
  type LeaderboardPeriod,
  type LeaderboardResponse,
} from '@woodshed/shared';
import { lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { practiceWeekTotals, profiles, xpWeekTotals } from '../../db/schema/index.ts';
import type { Job } from '../../lib/jobs.ts';
import { displayNameSql } from '../../lib/display-name.ts';
import { badRequest } from '../../lib/errors.ts';

/** The `p` of the board statement's `join profiles p`. */
const rankedProfile = alias(profiles, 'p');

/** The "This week" window (the viewer's today and the 6 days before, in their zone). */
export interface WeekWindow {
  /** The first local date counted. */
  since: string;
  today: string;
}

export function weekWindow(now: Date, timeZone: string): WeekWindow {
  const today = localDateOf(now, timeZone);
  return { since: addDaysToDate(today, -6), today };
}

/**
 * A board's rows, `(user_id, value)`, one per user whose value is above 0, each from a table kept per user by
 * triggers or in the writer's transaction, read along its value index: user_xp, practice_totals and
 * game_high_scores for all time; for the week, xp_week_totals and practice_week_totals at the week ending on the
 * viewer's today (an award counts on its date in the earner's zone, a session on its date).
 */
function boardSource(board: LeaderboardBoard, week: WeekWindow | null): SQL {
  switch (board) {
    case 'xp':
      return week
        ? sql`select user_id, xp as value from xp_week_totals where week_end = ${week.today}::date and xp > 0`
        : sql`select user_id, xp as value from user_xp where xp > 0`;
    case 'practice':
      return week
        ? sql`select user_id, minutes as value from practice_week_totals
              where week_end = ${week.today}::date and minutes > 0`
        : sql`select user_id, minutes as value from practice_totals where minutes > 0`;
    case 'intervalOrganizer':
    case 'triadFinder':
      return sql`select user_id, score as value from game_high_scores where game = ${board} and score > 0`;
  }
}

interface BoardRow {
  userId: string;
  value: number;
  rank: number;
  displayName: string;
  /** The viewer's own row, ranked on its own (also present among the top rows when it is one of them). */
  own: boolean;
}

/**
 * A board's one statement: the top rows and the viewer's own row. `top` takes the best LEADERBOARD_LIMIT values
 * plus any rows tied with the last (so the tie order decides who is shown, not the scan); ranks over that prefix are
 * the global ranks (1, 2, 2, 4), since every better value is in it. The viewer's rank is 1 + the number of users
 * with a strictly higher value. Ties are shown by display name (ignoring case, byte order, the same on every
 * database) and then user id. The board stays a view on its table (not materialized), so the top is an index
 * scan, the viewer's row a key lookup and their rank a count along the value index.
 */
function leaderboardStatement(board: LeaderboardBoard, week: WeekWindow | null, viewerId: string): SQL {
  return sql`
    with board as not materialized (${boardSource(board, week)}),
    top as (
      select user_id, value from board order by value desc fetch first ${sql.raw(String(LEADERBOARD_LIMIT))} rows with ties
    ),
    ranked as (
      select user_id, value, rank() over (order by value desc) as rank, false as own from top
      union all
      select me.user_id, me.value, 1 + (select count(*) from board b where b.value > me.value), true
      from board me where me.user_id = ${viewerId}
    ),
    named as (
      -- XP totals are bigint and may pass 2^31: float8 holds them exactly (below 2^53) and, unlike bigint, both
      -- drivers return it as a JS number.
      select r.user_id as "userId", r.value::float8 as value, r.rank::int as rank, r.own,
        ${displayNameSql(rankedProfile)} as "displayName"
      from ranked r
      join profiles p on p.id = r.user_id
    )
    -- However many tie with the last of the top, only the first LEADERBOARD_LIMIT in the tie order leave the database.
    select "userId", value, rank, "displayName", own from (
      (select * from named where not own
        order by value desc, lower("displayName") collate "C", "userId" limit ${sql.raw(String(LEADERBOARD_LIMIT))})
      union all
      select * from named where own
    ) shown
    order by own, value desc, lower("displayName") collate "C", "userId"
  `;
}

function toEntry(row: BoardRow, viewerId: string): LeaderboardEntry {
  return { rank: row.rank, displayName: row.displayName, value: row.value, isYou: row.userId === viewerId };
}

/**
 * GET /api/leaderboard: the top LEADERBOARD_LIMIT of a board, and the viewer's own
 * row when it is not among them and they have a value. Names are nickname, username or "Guitarist #" and six
 * characters of the id, never an e-mail.
 */
export async function getLeaderboard(
  db: DbOrTx,
  viewer: { id: string; timezone: string },
  board: LeaderboardBoard,
  period: LeaderboardPeriod,
  now: Date,
): Promise<LeaderboardResponse> {
  if (period === 'week' && !LEADERBOARD_WEEKLY_BOARDS.includes(board)) {
    throw badRequest(messages.leaderboard.weekOnlyForXpAndPractice, 'period');
  }
  const week = period === 'week' ? weekWindow(now, viewer.timezone) : null;
  const result = await db.execute(leaderboardStatement(board, week, viewer.id));
  const rows = (result as unknown as { rows: BoardRow[] }).rows;
  const entries = rows
    .filter((row) => !row.own)
    .slice(0, LEADERBOARD_LIMIT)
    .map((row) => toEntry(row, viewer.id));
  const own = rows.find((row) => row.own);
  const you = own && !entries.some((entry) => entry.isYou) ? toEntry(own, viewer.id) : null;
  return { board, period, since: week?.since ?? null, entries, you };
}

/**
 * The weeks' totals that no board can ask for any more go: a viewer's today is never more than a day before today
 * in UTC, so weeks that ended two days before it are kept and older ones deleted (by the week-end key).
 */
export function createWeekTotalsPruneJob(clock: { now(): Date }): Job {
  return {
    name: 'leaderboard-week-prune',
    lockKey: 7_357_107,
    async run(tx) {
      const oldestKept = addDaysToDate(clock.now().toISOString().slice(0, 10), -2);
      await tx.delete(practiceWeekTotals).where(lt(practiceWeekTotals.weekEnd, oldestKept));
      await tx.delete(xpWeekTotals).where(lt(xpWeekTotals.weekEnd, oldestKept));
    },
  };
}
