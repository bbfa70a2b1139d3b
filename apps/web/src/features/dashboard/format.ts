import { formatCount } from '@woodshed/shared';
/** Number wording of the dashboard. */
import { formatInteger } from '@/lib/format';

const upToOneDecimal = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

/** '1,234 XP'. */
export function formatXp(xp: number): string {
  return `${formatInteger(xp)} XP`;
}

/** '1 day', '12 days'. */
export function formatDays(days: number): string {
  return formatCount(days, { one: 'day', other: 'days' });
}

/** A goal in hours as entered: 7 → '7', 7.5 → '7.5'. */
export function formatGoalHours(hours: number): string {
  return upToOneDecimal.format(hours);
}
