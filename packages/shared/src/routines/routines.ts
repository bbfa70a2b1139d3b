import { addDaysToDate, localDateOf, startOfLocalDay } from '../common/index.ts';

const MS_PER_MINUTE = 60 * 1000;

/**
 * A phase duration as typed: a number, or text holding one, is rounded to whole minutes;
 * anything that is not a number becomes 1. Range checks come after (1 to PHASE_DURATION_MAX).
 */
export function phaseDurationFromInput(value: unknown): number {
  const numeric = typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value;
  if (typeof numeric !== 'number' || !Number.isFinite(numeric)) return 1;
  return Math.round(numeric);
}

export interface RoutineResetClock {
  /** Minutes since the last reset (local midnight); the page writes them as hours with formatHours. */
  minutesSinceReset: number;
  /** Minutes until the next reset (the next local midnight). */
  minutesUntilReset: number;
}

/**
 * Phases reset at midnight in the user's time zone (Phase). A DST day has 23 or 25 hours, so
 * the two figures do not always add up to 24.
 */
export function routineResetClock(instant: Date, timeZone: string): RoutineResetClock {
  const today = localDateOf(instant, timeZone);
  const lastReset = startOfLocalDay(today, timeZone);
  const nextReset = startOfLocalDay(addDaysToDate(today, 1), timeZone);
  return {
    minutesSinceReset: (instant.getTime() - lastReset) / MS_PER_MINUTE,
    minutesUntilReset: (nextReset - instant.getTime()) / MS_PER_MINUTE,
  };
}
