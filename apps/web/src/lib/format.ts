/**
 * Dates and numbers as the app writes them, in the reader's language. A calendar date (YYYY-MM-DD)
 * has no time zone: it is read as UTC midnight and formatted in UTC, so it never shifts a day. An
 * instant is shown in the user's profile zone.
 */

export type CalendarDateStyle = 'axis' | 'medium' | 'weekday' | 'weekdayLong';

const calendarOptions: Record<CalendarDateStyle, Intl.DateTimeFormatOptions> = {
  axis: { month: 'short', day: 'numeric' },
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  weekday: { weekday: 'short', month: 'short', day: 'numeric' },
  weekdayLong: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
};
const calendarFormats = new Map<CalendarDateStyle, Intl.DateTimeFormat>();

/** '2026-03-05' → 'Mar 5' (axis), 'Mar 5, 2026' (medium), 'Thu, Mar 5' (weekday), 'Thu, Mar 5, 2026' (weekdayLong). */
export function formatCalendarDate(isoDate: string, style: CalendarDateStyle = 'medium'): string {
  const instant = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(instant.getTime())) return isoDate;
  let format = calendarFormats.get(style);
  if (!format) {
    format = new Intl.DateTimeFormat(undefined, { ...calendarOptions[style], timeZone: 'UTC' });
    calendarFormats.set(style, format);
  }
  return format.format(instant);
}

const instantFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant's date in a zone, 'Mar 21, 2026', or with the time, 'Mar 21, 2026, 6:12 PM'. */
export function formatInstant(instant: string | Date, timeZone: string, { withTime = false } = {}): string {
  const key = `${timeZone}|${withTime}`;
  let format = instantFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(undefined, {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
      timeZone,
    });
    instantFormats.set(key, format);
  }
  return format.format(typeof instant === 'string' ? new Date(instant) : instant);
}

const integer = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });

/** '45 min', '1,200 min'. */
export function formatMinutes(minutes: number): string {
  return `${integer.format(minutes)} min`;
}

/** '1,234'. */
export function formatInteger(value: number): string {
  return integer.format(value);
}
