import {
  addDaysToDate,
  chartDays,
  localDateOf,
  minutesUntilLocalMidnight,
  pickDashboardGoals,
  rollingWeek,
  DEFAULT_BUG_REPORT_EMAIL,
  DEFAULT_DASHBOARD_NOTICE,
  weeklyProgress,
  type ChartRange,
  type DashboardResponse,
  type PracticeChart,
  type ProfileTimeZone,
} from '@woodshed/shared';
import type { DbOrTx } from '../../db/client.ts';
import { minutesByDate } from '../stats/index.ts';
import { levelSummary } from '../xp/index.ts';
import { readDashboardSnapshot } from './queries.ts';

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
 * Everything the dashboard shows, in one answer from one statement (readDashboardSnapshot): the user's figures
 * (weekly goal, XP, latest summary), the level table, minutes per day over the chart window (which also gives today
 * and the rolling week), the streak, bookmarks, active goals and the site settings.
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
  const snapshot = await readDashboardSnapshot(db, user.id, today, windowStart);

  const byDate = new Map(Object.entries(snapshot.minutesByDate ?? {}));
  const goalHours = snapshot.weeklyGoalHours;
  const weekMinutes = sumMinutes(byDate, week.from, week.to);
  const progress = weeklyProgress(weekMinutes, goalHours);
  const settings = snapshot.settings ?? {};
  return {
    timezone: user.timezone,
    level: levelSummary(snapshot.xp, snapshot.levels),
    today: {
      date: today,
      minutes: byDate.get(today) ?? 0,
      resetsInMinutes: minutesUntilLocalMidnight(now, user.timezone),
    },
    streakDays: snapshot.streak.days,
    week: { minutes: weekMinutes, goalHours, percent: progress.percent, complete: progress.complete },
    bookmarks: (snapshot.bookmarks ?? []).map(({ bookmark, item }) => ({
      id: bookmark.id,
      contentId: bookmark.contentId,
      contentType: bookmark.contentType,
      order: bookmark.order,
      item: {
        id: item.id,
        contentType: item.contentType,
        title: item.title,
        description: item.description,
        thumbnailUrl: item.thumbnailUrl,
        difficulty: item.difficulty,
        category: item.category,
        published: item.published,
        createdAt: item.createdAt,
        bookmarkId: bookmark.id,
      },
    })),
    activeGoals: pickDashboardGoals(snapshot.goals ?? []).map((goal) => ({
      id: goal.id,
      title: goal.title,
      targetDate: goal.targetDate,
      status: goal.status,
      progress: goal.progress,
      priority: goal.priority,
    })),
    latestSessionSummaryDate: snapshot.latestSummaryDate,
    hasPracticed: snapshot.hasPracticed,
    notice: {
      text: settings.dashboard_notice ?? DEFAULT_DASHBOARD_NOTICE,
      bugReportEmail: settings.bug_report_email ?? DEFAULT_BUG_REPORT_EMAIL,
    },
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
