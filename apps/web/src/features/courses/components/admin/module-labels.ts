import { formatCount } from '@woodshed/shared';
/** A module's lock as the admin screens say it: 'Open from enrolment', 'Unlocks 1 day after enrolment'. */
export function lockLabel(lockedUntilDay: number | null): string {
  if (lockedUntilDay === null || lockedUntilDay === 0) return 'Open from enrolment';
  return `Unlocks ${formatCount(lockedUntilDay, { one: 'day', other: 'days' })} after enrolment`;
}
