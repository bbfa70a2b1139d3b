import {
  DAILY_XP_BASE,
  DAILY_XP_PER_STREAK_DAY,
  DAILY_XP_STREAK_CAP,
  DASHBOARD_GOALS_LIMIT,
  ROLLING_WEEK_DAYS,
  type GoalStatus,
} from '../constants.ts';
import { addDaysToDate } from './dates.ts';

/**
 * Practice tracking rules (DESIGN §5.1–5.5, spec part 1 §2.3, §4.7, §4.9, §5, §9). Every "day" here is a
 * calendar date (YYYY-MM-DD) already resolved in the user's time zone; nothing reads a clock.
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const EARLIEST_PRACTICE_DATE = '1970-01-01';

/**
 * Daily XP for the first session dated today (DESIGN §5.3): 25 + 2 × min(streak, 100), so a 10-day streak
 * gives 45 and 100 days or more give the maximum, 225. The award happens once today has practice, so the
 * streak is then at least 1; a streak of 0 or less (or NaN) earns the base 25 alone. Fractions are dropped.
 */
export function dailyXpForStreak(streakDays: number): number {
  const days = Number.isNaN(streakDays) ? 0 : Math.min(Math.max(Math.trunc(streakDays), 0), DAILY_XP_STREAK_CAP);
  return DAILY_XP_BASE + DAILY_XP_PER_STREAK_DAY * days;
}

/** The rolling week (DESIGN §5.1): today and the 6 days before, both ends inclusive. */
export function rollingWeek(today: string): { from: string; to: string } {
  return { from: addDaysToDate(today, -(ROLLING_WEEK_DAYS - 1)), to: today };
}

/**
 * The 7-day goal tile (spec part 1 §4.9, §9): hours with 1 decimal; the percent of the goal, rounded and
 * capped at 100; complete at 100 % or more of the goal. A goal of 0 hours or less is no goal: 0 %, not complete.
 * The percent can round up to 100 just short of the goal (419 of 420 minutes) while `complete` stays false.
 */
export function weeklyProgress(minutes: number, goalHours: number): { hours: number; percent: number; complete: boolean } {
  // minutes / 6 is tenths of an hour; dividing integers keeps halves exact (9 minutes → 0.2 hours).
  const hours = Math.round(minutes / 6) / 10;
  if (!(goalHours > 0)) return { hours, percent: 0, complete: false };
  // Round the goal to a millionth of a minute so 0.1 h is exactly 6 minutes, not 6.000000000000001.
  const goalMinutes = Math.round(goalHours * 60 * 1e6) / 1e6;
  const complete = minutes >= goalMinutes;
  // 100 % (and the green bar) only once the goal is really met: 419 of 420 minutes reads 99 %.
  const percent = Math.min(complete ? 100 : 99, Math.max(0, Math.round((minutes * 100) / goalMinutes)));
  return { hours, percent, complete };
}

/**
 * The practice chart (spec part 1 §9): `range` consecutive days ending today, oldest first, each with the
 * minutes practised that day (0 when absent from the map).
 */
export function chartDays(range: number, today: string, minutesByDate: ReadonlyMap<string, number>): Array<{ date: string; minutes: number }> {
  const length = Math.max(0, Math.trunc(range) || 0);
  return Array.from({ length }, (_, i) => {
    const date = addDaysToDate(today, i - (length - 1));
    return { date, minutes: minutesByDate.get(date) ?? 0 };
  });
}

/** 'Resets in Xh Ym' text: 1230 → '20h 30m', 59 → '0h 59m'. Fractions round up; negatives show '0h 0m'. */
export function formatResetsIn(minutes: number): string {
  const total = Number.isFinite(minutes) ? Math.max(0, Math.ceil(minutes)) : 0;
  return `${Math.floor(total / 60)}h ${total % 60}m`;
}

/**
 * Whether a session may carry this date (spec part 1 §5): a YYYY-MM-DD date not later than today in the
 * user's zone and not before 1970-01-01. Both are zero-padded ISO dates, so text order is calendar order.
 */
export function isPracticeDateAllowed(date: string, today: string): boolean {
  if (!ISO_DATE.test(date)) return false;
  try {
    // Rejects impossible dates such as 2026-02-30.
    if (addDaysToDate(date, 0) !== date) return false;
  } catch {
    return false;
  }
  return date >= EARLIEST_PRACTICE_DATE && date <= today;
}

/** Spec part 1 §4.3: underscores to spaces, first letter capitalised ('not_started' → 'Not started'). */
export function goalStatusLabel(status: GoalStatus): string {
  const words = status.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Epoch ms of an ISO timestamp, for ordering; text of different precision ('…00Z', '…00.5Z') compares wrongly. */
const instant = (iso: string): number => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? -Infinity : ms;
};

/**
 * Active goals on the dashboard (spec part 1 §2.3, §4.3, §9): goals not completed, highest priority first,
 * the newest (createdAt) first among equal priorities, at most DASHBOARD_GOALS_LIMIT (3). The input is not changed.
 */
export function pickDashboardGoals<T extends { status: GoalStatus; priority: number; createdAt: string }>(goals: readonly T[]): T[] {
  return goals
    .filter((goal) => goal.status !== 'completed')
    .sort((a, b) => b.priority - a.priority || instant(b.createdAt) - instant(a.createdAt))
    .slice(0, DASHBOARD_GOALS_LIMIT);
}

/**
 * Priority (0–1) as a whole percent (spec part 1 §9): round(priority × 100), clamped to 0–100. The product is
 * first rounded to 9 significant digits so binary fractions round as written: 0.145 → 15, not 14.
 */
export function priorityPercent(priority: number): number {
  if (Number.isNaN(priority)) return 0;
  const percent = Math.round(Number((priority * 100).toPrecision(9)));
  return Math.min(100, Math.max(0, percent));
}
