import { addDaysToDate, localDateOf, startOfLocalDay } from './dates.ts';

const MS_PER_HOUR = 60 * 60 * 1000;

/**
 * A phase duration as typed (spec part 2 §5): a number, or text holding one, is rounded to whole minutes;
 * anything that is not a number becomes 1. Range checks come after (1 to PHASE_DURATION_MAX).
 */
export function phaseDurationFromInput(value: unknown): number {
  const numeric = typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value;
  if (typeof numeric !== 'number' || !Number.isFinite(numeric)) return 1;
  return Math.round(numeric);
}

export interface RoutineResetClock {
  /** Hours since the last reset (local midnight), one decimal. */
  hoursSinceReset: number;
  /** Hours until the next reset (the next local midnight), one decimal. */
  hoursUntilReset: number;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * Phases reset at midnight in the user's time zone (spec part 2 §4, Phase). A DST day has 23 or 25 hours, so
 * the two figures do not always add up to 24.
 */
export function routineResetClock(instant: Date, timeZone: string): RoutineResetClock {
  const today = localDateOf(instant, timeZone);
  const lastReset = startOfLocalDay(today, timeZone);
  const nextReset = startOfLocalDay(addDaysToDate(today, 1), timeZone);
  return {
    hoursSinceReset: oneDecimal((instant.getTime() - lastReset) / MS_PER_HOUR),
    hoursUntilReset: oneDecimal((nextReset - instant.getTime()) / MS_PER_HOUR),
  };
}
