import {
  addDaysToDate,
  chartDays,
  localDateOf,
  minutesUntilLocalMidnight,
  pickDashboardGoals,
  rollingWeek,
  weeklyProgress,
  type ChartRange,
  type DashboardResponse,
  type PracticeChart,
  type ProfileTimeZone,
} from '@woodshed/shared';
import type { DbOrTx } from '../../db/client.ts';
import { listBookmarks } from '../bookmarks/index.ts';
import { currentStreak, minutesByDate } from '../stats/index.ts';
import { getSiteSettings } from '../settings/index.ts';
import { levelSummary, readLevelTable } from '../xp/index.ts';
import { readActiveGoals, readUserFigures } from './queries.ts';

export interface DashboardUser {
  id: string;
  timezone: ProfileTimeZone;
}

/** The first date of a chart of `range` days ending today (inclusive). */
const chartStart = (range: ChartRange, today: string) => addDaysToDate(today, -(range - 1));

function sumMinutes(byDate: ReadonlyMap<string, number>, from: string, to: string): number {
  let total = 0;
  for (const [date, minutes] of byDate) if (date >= from && date <= to) total += minutes;
  return total;
}

/**
 * Everything the dashboard shows, in one answer, from a fixed set of indexed statements run
 * concurrently: the user's figures (weekly goal, XP, latest summary), the level table, minutes per day over
 * the chart window (which also gives today and the rolling week), the streak (one statement per 64 days of
 * current run), bookmarks, active goals and the site settings. None reads more of the user's history than
 * the chart window or the current streak.
 */
export async function getDashboard(
  db: DbOrTx,
  user: DashboardUser,
  now: Date,
  range: ChartRange,
): Promise<DashboardResponse> {
  const today = localDateOf(now, user.timezone);
  const week = rollingWeek(today);
  const chartFrom = chartStart(range, today);
  // The chart window (at least 7 days) holds today and the rolling week, so one read serves all three.
  const windowStart = chartFrom < week.from ? chartFrom : week.from;

  const [figures, levelTable, byDate, streakDays, bookmarks, goalRows, settings] = await Promise.all([
    readUserFigures(db, user.id),
    readLevelTable(db),
    minutesByDate(db, user.id, windowStart, today),
    currentStreak(db, user.id, today),
    listBookmarks(db, user.id),
    readActiveGoals(db, user.id),
    getSiteSettings(db),
  ]);

  const { xp, weeklyGoalHours: goalHours, latestSummaryDate, hasPracticed } = figures;
  const weekMinutes = sumMinutes(byDate, week.from, week.to);
  const progress = weeklyProgress(weekMinutes, goalHours);
  return {
    timezone: user.timezone,
    level: levelSummary(xp, levelTable),
    today: {
      date: today,
      minutes: byDate.get(today) ?? 0,
      resetsInMinutes: minutesUntilLocalMidnight(now, user.timezone),
    },
    streakDays,
    week: { minutes: weekMinutes, goalHours, percent: progress.percent, complete: progress.complete },
    bookmarks: bookmarks.items,
    activeGoals: pickDashboardGoals(goalRows.map((goal) => ({ ...goal, createdAt: goal.createdAt.toISOString() }))).map(
      (goal) => ({
        id: goal.id,
        title: goal.title,
        targetDate: goal.targetDate,
        status: goal.status,
        progress: goal.progress,
        priority: goal.priority,
      }),
    ),
    latestSessionSummaryDate: latestSummaryDate ? latestSummaryDate.toISOString() : null,
    hasPracticed,
    notice: { text: settings.dashboard_notice, bugReportEmail: settings.bug_report_email },
    chart: { range, days: chartDays(range, today, byDate) },
  };
}

/** Minutes per local day for the last `range` days, oldest first (the range selector; one indexed statement). */
export async function getPracticeChart(
  db: DbOrTx,
  user: DashboardUser,
  now: Date,
  range: ChartRange,
): Promise<PracticeChart> {
  const today = localDateOf(now, user.timezone);
  const byDate = await minutesByDate(db, user.id, chartStart(range, today), today);
  return { range, days: chartDays(range, today, byDate) };
}
