import { addDaysToDate, consecutiveDates, daysBetween } from '../common/index.ts';
import {
  DAILY_XP_BASE,
  DAILY_XP_PER_STREAK_DAY,
  DAILY_XP_STREAK_CAP,
  MAX_DAILY_PRACTICE_MINUTES,
  MAX_PRACTICE_DAYS_BACK,
  ROLLING_WEEK_DAYS,
} from './constants.ts';
import { messages } from './messages.ts';

/**
 * Practice tracking rules (§9). Every "day" here is a
 * calendar date (YYYY-MM-DD) already resolved in the user's time zone; nothing reads a clock.
 */

/**
 * Daily XP for the first session dated today: 25 + 2 × min(streak, 100), so a 10-day streak
 * gives 45 and 100 days or more give the maximum, 225. The award happens once today has practice, so the
 * streak is then at least 1; a streak of 0 or less (or NaN) earns the base 25 alone. Fractions are dropped.
 */
export function dailyXpForStreak(streakDays: number): number {
  const days = Number.isNaN(streakDays) ? 0 : Math.min(Math.max(Math.trunc(streakDays), 0), DAILY_XP_STREAK_CAP);
  return DAILY_XP_BASE + DAILY_XP_PER_STREAK_DAY * days;
}

/** The rolling week: today and the 6 days before, both ends inclusive. */
export function rollingWeek(today: string): { from: string; to: string } {
  return { from: addDaysToDate(today, -(ROLLING_WEEK_DAYS - 1)), to: today };
}

/**
 * The 7-day goal tile: the percent of the goal, rounded and capped at 100; complete at
 * 100 % or more of the goal. A goal of 0 hours or less is no goal: 0 %, not complete. The hours shown beside it
 * are the week's minutes through formatHours.
 */
export function weeklyProgress(minutes: number, goalHours: number): { percent: number; complete: boolean } {
  if (!(goalHours > 0)) return { percent: 0, complete: false };
  // Round the goal to a millionth of a minute so 0.1 h is exactly 6 minutes, not 6.000000000000001.
  const goalMinutes = Math.round(goalHours * 60 * 1e6) / 1e6;
  const complete = minutes >= goalMinutes;
  // 100 % (and the green bar) only once the goal is really met: 419 of 420 minutes reads 99 %.
  const percent = Math.min(complete ? 100 : 99, Math.max(0, Math.round((minutes * 100) / goalMinutes)));
  return { percent, complete };
}

/**
 * The practice chart: `range` consecutive days ending today, oldest first, each with the
 * minutes practised that day (0 when absent from the map).
 */
export function chartDays(
  range: number,
  today: string,
  minutesByDate: ReadonlyMap<string, number>,
): Array<{ date: string; minutes: number }> {
  const length = Math.max(0, Math.trunc(range) || 0);
  return consecutiveDates(addDaysToDate(today, 1 - length), length).map((date) => ({
    date,
    minutes: minutesByDate.get(date) ?? 0,
  }));
}

/** 'Resets in Xh Ym' text: 1230 → '20h 30m', 59 → '0h 59m'. Fractions round up; negatives show '0h 0m'. */
export function formatResetsIn(minutes: number): string {
  const total = Number.isFinite(minutes) ? Math.max(0, Math.ceil(minutes)) : 0;
  return `${Math.floor(total / 60)}h ${total % 60}m`;
}

/**
 * The earliest date a session may carry when it is `today` in the user's zone: today minus
 * MAX_PRACTICE_DAYS_BACK (14) days. The date input's `min`.
 */
export function earliestPracticeDate(today: string): string {
  return addDaysToDate(today, -MAX_PRACTICE_DAYS_BACK);
}

/**
 * What is wrong with a session's date, or null when it may carry it:
 * 'invalid' for text that is not an existing YYYY-MM-DD date, 'future' after today in the user's zone,
 * 'tooOld' more than MAX_PRACTICE_DAYS_BACK (14) days before today. Pure calendar arithmetic.
 */
export function practiceDateProblem(date: string, today: string): 'invalid' | 'future' | 'tooOld' | null {
  const back = daysBetween(date, today);
  if (Number.isNaN(back)) return 'invalid';
  if (back < 0) return 'future';
  return back > MAX_PRACTICE_DAYS_BACK ? 'tooOld' : null;
}

/** The message for practiceDateProblem's answer, or null when the date is allowed: one wording for form and server. */
export function practiceDateError(date: string, today: string): string | null {
  const problem = practiceDateProblem(date, today);
  if (problem === null) return null;
  const m = messages.practice;
  return { invalid: m.dateInvalid, future: m.dateInFuture, tooOld: m.dateTooOld }[problem];
}

/** Whether a session may carry this date: from today − 14 days to today, both inclusive (see practiceDateProblem). */
export function isPracticeDateAllowed(date: string, today: string): boolean {
  return practiceDateProblem(date, today) === null;
}

/**
 * Minutes still free on a day that already holds `loggedMinutes` (at most 24 hours a day over
 * the user's sessions not pending deletion): 1440 − logged, never below 0. Not-a-number counts as full.
 */
export function practiceMinutesLeft(loggedMinutes: number): number {
  if (Number.isNaN(loggedMinutes)) return 0;
  return Math.max(0, MAX_DAILY_PRACTICE_MINUTES - Math.max(0, loggedMinutes));
}

/** Whether `minutes` more fit on a day that already holds `loggedMinutes`: exactly 24 hours in all still fits. */
export function fitsPracticeDay(loggedMinutes: number, minutes: number): boolean {
  return minutes <= practiceMinutesLeft(loggedMinutes);
}

/** Whole minutes as hours and minutes: 130 → '2 h 10 min', 45 → '45 min', 180 → '3 h', 0 → '0 min'. */
export function formatPracticeMinutes(minutes: number): string {
  const total = Number.isFinite(minutes) ? Math.max(0, Math.round(minutes)) : 0;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * The refusal when a session would take `date` past 24 hours, naming the limit and what is
 * left: 'A day holds at most 24 hours of practice. You have 2 h 10 min left on 2026-11-20.' ('no time' when
 * the day is full). `restoring` words it for restoring a session pending deletion.
 */
export function dailyLimitMessage(loggedMinutes: number, date: string, restoring = false): string {
  const left = practiceMinutesLeft(loggedMinutes);
  const leftText = left === 0 ? 'no time' : formatPracticeMinutes(left);
  return restoring ? messages.practice.restoreDayFull(leftText, date) : messages.practice.dayFull(leftText, date);
}
