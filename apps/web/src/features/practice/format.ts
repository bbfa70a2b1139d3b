import { PERMANENT_DELETION_DAYS, formatCount, type PracticeSession } from '@woodshed/shared';
import { formatCalendarDate, formatMinutes } from '@/lib/format';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a pending session is removed for good: its last update plus 14 days. */
export function removalInstant(session: PracticeSession): Date {
  return new Date(Date.parse(session.updatedAt) + PERMANENT_DELETION_DAYS * DAY_MS);
}

/** '1 session', '25 sessions'. */
export function sessionCountLabel(count: number): string {
  return formatCount(count, { one: 'session', other: 'sessions' });
}

/** The names to show: chosen focus areas (resolved from the list; unknown ids are left out), then custom ones. */
export function focusAreaNames(session: PracticeSession, namesById: ReadonlyMap<number, string>): string[] {
  const chosen = session.focusAreaIds.map((id) => namesById.get(id)).filter((name): name is string => Boolean(name));
  return [...chosen, ...session.focusAreas];
}

/** Names a session in button labels: 'Fri, Mar 7, 2025 (30 min)'. */
export function sessionLabel(session: PracticeSession): string {
  return `${formatCalendarDate(session.date, 'weekdayLong')} (${formatMinutes(session.duration)})`;
}
