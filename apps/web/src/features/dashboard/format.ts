/** Number and date wording of the dashboard (en-US, as the rest of the app). */

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const upToOneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** '1,234 XP'. */
export function formatXp(xp: number): string {
  return `${integer.format(xp)} XP`;
}

/** '45 min'. */
export function formatMinutes(minutes: number): string {
  return `${integer.format(minutes)} min`;
}

/** '1 day', '12 days'. */
export function formatDays(days: number): string {
  return `${integer.format(days)} ${days === 1 ? 'day' : 'days'}`;
}

/** Minutes as hours with one decimal: 95 → '1.6'. */
export function formatHoursOneDecimal(minutes: number): string {
  return (minutes / 60).toFixed(1);
}

/** A goal in hours as entered: 7 → '7', 7.5 → '7.5'. */
export function formatGoalHours(hours: number): string {
  return upToOneDecimal.format(hours);
}

/** A calendar date (YYYY-MM-DD) as a Date at UTC midnight, so formatting in UTC never shifts the day. */
function calendarDate(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
}

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const weekdayDate = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Chart axis: 'Mar 5'. */
export function formatAxisDate(isoDate: string): string {
  return shortDate.format(calendarDate(isoDate));
}

/** Chart tooltip and data table: 'Thu, Mar 5'. */
export function formatDayDate(isoDate: string): string {
  return weekdayDate.format(calendarDate(isoDate));
}

/** A goal's target date: 'Mar 5, 2026'. */
export function formatCalendarDate(isoDate: string): string {
  return longDate.format(calendarDate(isoDate));
}

/** An instant (ISO 8601) as its date in the user's time zone: 'Mar 5, 2026'. */
export function formatInstantDate(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(new Date(instant));
}
