import { MODULE_STATUS_LABELS, formatCount, type CourseDetail, type ModuleStatus } from '@woodshed/shared';
import { formatCalendarDate, formatInteger } from '@/lib/format';

/**
 * An unlock date (a local calendar date from the server) for people: 'Sat, Nov 28', with the year when it is not
 * this year's ('Mon, Jan 4, 2027').
 */
export function formatUnlockDate(isoDate: string): string {
  const sameYear = isoDate.slice(0, 4) === String(new Date().getFullYear());
  return formatCalendarDate(isoDate, sameYear ? 'weekday' : 'weekdayLong');
}

/** '100 XP'. */
export function formatCourseXp(xp: number): string {
  return `${formatInteger(xp)} XP`;
}

/** '1 module', '5 modules'. */
export function moduleCountLabel(count: number): string {
  return formatCount(count, { one: 'module', other: 'modules' });
}

/** A module the viewer never opened counts as untouched. */
export function statusLabel(status: ModuleStatus | null): string {
  return MODULE_STATUS_LABELS[status ?? 'untouched'];
}

/**
 * Why an enrolled course offers no Continue Learning: no modules, every module complete, the next one still locked
 * ('Your next module unlocks on Sat, Nov 28.'), or the modules left are on hold.
 */
export function nothingToContinue({ modules }: Pick<CourseDetail, 'modules'>): string {
  if (modules.length === 0) return 'This course has no modules yet.';
  const open = modules.filter((module) => module.status !== 'complete');
  if (open.length === 0) return 'Every module is complete. Well played!';
  const nextLocked = open.find((module) => module.locked && module.unlocksOn);
  const waiting = open.filter((module) => !module.locked);
  if (waiting.length === 0 && nextLocked?.unlocksOn)
    return `Your next module unlocks on ${formatUnlockDate(nextLocked.unlocksOn)}.`;
  return 'The modules left are on hold. Open one from the list to pick it up again.';
}
