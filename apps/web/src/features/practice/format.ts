import { PERMANENT_DELETION_DAYS, type PracticeSession } from '@woodshed/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

// A calendar date has no zone: read it as UTC midnight and format it in UTC, so it never shifts a day.
const calendarDate = new Intl.DateTimeFormat(undefined, { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** '2025-03-07' → 'Fri, Mar 7, 2025' (in the browser's language). */
export function formatPracticeDate(date: string): string {
  const instant = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(instant.getTime()) ? date : calendarDate.format(instant);
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withTime}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', ...(withTime ? { timeStyle: 'short' } : {}), timeZone });
    formatters.set(key, format);
  }
  return format;
}

/** An instant in the user's zone: 'Mar 7, 2025, 6:12 PM'. */
export function formatDateTime(iso: string, timeZone: string): string {
  return formatter(timeZone, true).format(new Date(iso));
}

/** An instant's day in the user's zone: 'Mar 21, 2025'. */
export function formatDay(instant: Date, timeZone: string): string {
  return formatter(timeZone, false).format(instant);
}

/** When a pending session is removed for good: its last update plus 14 days (DESIGN §5.6). */
export function removalInstant(session: PracticeSession): Date {
  return new Date(Date.parse(session.updatedAt) + PERMANENT_DELETION_DAYS * DAY_MS);
}

export function formatMinutes(minutes: number): string {
  return `${minutes} min`;
}

/** '1 session', '25 sessions'. */
export function sessionCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'session' : 'sessions'}`;
}

/** The names to show: chosen focus areas (resolved from the list; unknown ids are left out), then custom ones. */
export function focusAreaNames(session: PracticeSession, namesById: ReadonlyMap<number, string>): string[] {
  const chosen = session.focusAreaIds.map((id) => namesById.get(id)).filter((name): name is string => Boolean(name));
  return [...chosen, ...session.focusAreas];
}

/** Names a session in button labels: 'Fri, Mar 7, 2025 (30 min)'. */
export function sessionLabel(session: PracticeSession): string {
  return `${formatPracticeDate(session.date)} (${formatMinutes(session.duration)})`;
}
