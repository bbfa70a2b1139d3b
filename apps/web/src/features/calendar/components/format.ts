import { formatCount, type CalendarEvent, type RecurringPeriod } from '@woodshed/shared';
import { formatCalendarDate } from '@/lib/format';

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant's time of day in a zone: '6:00 PM'. */
export function formatTime(instant: string, timeZone: string): string {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', timeZone });
    timeFormats.set(timeZone, format);
  }
  return format.format(new Date(instant));
}

const longDate = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthTitle = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-03-05' → 'Thursday, March 5, 2026'. */
export const formatLongDate = (date: string): string => longDate.format(new Date(`${date}T00:00:00Z`));

/** '2026-03-05' → 'March 2026'. */
export const formatMonth = (date: string): string => monthTitle.format(new Date(`${date.slice(0, 7)}-01T00:00:00Z`));

/** A wall-clock 'YYYY-MM-DDTHH:MM' as written: 'Thu, Mar 5, 2026, 6:00 PM' (no zone arithmetic). */
export function formatWallClock(local: string): string {
  return `${formatCalendarDate(local.slice(0, 10), 'weekdayLong')}, ${formatTime(`${local}:00Z`, 'UTC')}`;
}

/** An all-day event's dates: 'Thu, Mar 5, 2026, all day' or 'Thu, Mar 5, 2026 – Fri, Mar 6, 2026, all day'. */
export function formatAllDay(first: string, last: string | null): string {
  const from = formatCalendarDate(first.slice(0, 10), 'weekdayLong');
  if (last === null || last === first) return `${from}, all day`;
  return `${from} – ${formatCalendarDate(last.slice(0, 10), 'weekdayLong')}, all day`;
}

const PERIOD_WORDS: Record<RecurringPeriod, string> = {
  daily: 'daily',
  weekly: 'weekly',
  monthly: 'monthly',
  yearly: 'yearly',
};

/** 'Repeats weekly, 4 times' / 'Repeats monthly until Jun 30, 2026' / 'Repeats daily' / 'One-off'. */
export function recurrenceSummary(
  event: Pick<CalendarEvent, 'recurring' | 'recurringPeriod' | 'recurrenceEndDate' | 'occurrences'>,
): string {
  if (!event.recurring || !event.recurringPeriod) return 'One-off';
  const base = `Repeats ${PERIOD_WORDS[event.recurringPeriod]}`;
  if (event.occurrences !== null) return `${base}, ${formatCount(event.occurrences, { one: 'time', other: 'times' })}`;
  if (event.recurrenceEndDate !== null) return `${base} until ${formatCalendarDate(event.recurrenceEndDate)}`;
  return base;
}
