import { TZDate } from '@date-fns/tz';
import { addDays, differenceInCalendarDays, format, parseISO, startOfDay } from 'date-fns';

/**
 * Calendar days. A practice "day" is a calendar date (YYYY-MM-DD) in the user's IANA time zone
 * (DESIGN §5.1); arithmetic on such dates never goes through a UTC instant, so DST cannot shift them.
 */

/** The calendar date of an instant in a time zone. */
export function localDateOf(instant: Date, timeZone: string): string {
  return format(new TZDate(instant.getTime(), timeZone), 'yyyy-MM-dd');
}

/** A calendar date moved by whole days (negative goes back). */
export function addDaysToDate(isoDate: string, days: number): string {
  return format(addDays(parseISO(isoDate), days), 'yyyy-MM-dd');
}

/** Whole calendar days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(parseISO(to), parseISO(from));
}

/** Whole minutes, rounded up, from an instant to the next local midnight ('Resets in Xh Ym'). */
export function minutesUntilLocalMidnight(instant: Date, timeZone: string): number {
  const local = new TZDate(instant.getTime(), timeZone);
  const nextMidnight = addDays(startOfDay(local), 1);
  return Math.max(0, Math.ceil((nextMidnight.getTime() - instant.getTime()) / 60_000));
}

/**
 * Current streak (spec part 1 §4.7) from the distinct practice dates, newest first. It counts back from
 * today, or from yesterday when today has no practice yet; 0 when neither has practice.
 * `complete` is false when the run reaches the end of the given dates, so a caller reading dates in
 * batches knows it must read further back.
 */
export function computeStreak(practiceDatesDesc: readonly string[], today: string): { days: number; complete: boolean } {
  const dates = practiceDatesDesc.filter((d) => d <= today);
  const first = dates[0];
  if (!first || daysBetween(first, today) > 1) return { days: 0, complete: true };
  let days = 1;
  for (let i = 1; i < dates.length; i++) {
    const gap = daysBetween(dates[i]!, dates[i - 1]!);
    if (gap === 0) continue;
    if (gap !== 1) return { days, complete: true };
    days += 1;
  }
  return { days, complete: false };
}
