import { addDaysToDate, localDateOf } from '../common/index.ts';
import type { ModuleStatus } from './constants.ts';

/**
 * Courses: module locks and weighted progress. Pure, so the server
 * decides with the same rules the pages show.
 */

/**
 * The local date (the learner's zone) a module unlocks: the calendar date of the enrolment instant in that zone
 * plus `lockedUntilDay` days. Null when the module has no lock.
 */
export function moduleUnlockDate(enrolledAt: Date, timeZone: string, lockedUntilDay: number | null): string | null {
  if (lockedUntilDay === null) return null;
  return addDaysToDate(localDateOf(enrolledAt, timeZone), lockedUntilDay);
}

/** Locked while the learner's local `today` is before the unlock date; a module without one is never locked. */
export function isModuleLocked(today: string, unlockDate: string | null): boolean {
  return unlockDate !== null && today < unlockDate;
}

/** A module's weight and the learner's status on it (null: never opened, which counts as untouched). */
export interface WeightedModule {
  weight: number;
  status: ModuleStatus | null;
}

/** The weights of a course's modules by what they count for: full (complete), half (in progress, on hold). */
export interface ProgressWeights {
  total: number;
  complete: number;
  partial: number;
}

/**
 * The weighted percent from summed weights: complete counts fully, partial by half, rounded; 0 when there is no
 * weight. Rounding never reaches 100 before every module is complete (199.5 of 200 would round up), because 100
 * completes the course and awards its XP.
 */
export function percentOfWeights({ total, complete, partial }: ProgressWeights): number {
  if (total <= 0) return 0;
  if (complete >= total) return 100;
  return Math.min(99, Math.round((100 * (complete + partial / 2)) / total));
}

/** Sums the modules' weights by status. */
export function progressWeights(modules: readonly WeightedModule[]): ProgressWeights {
  const weights = { total: 0, complete: 0, partial: 0 };
  for (const { weight, status } of modules) {
    weights.total += weight;
    if (status === 'complete') weights.complete += weight;
    else if (status === 'in_progress' || status === 'on_hold') weights.partial += weight;
  }
  return weights;
}

/** Course progress percent, 0–100: 100 exactly when every module is complete. */
export function courseProgressPercent(modules: readonly WeightedModule[]): number {
  return percentOfWeights(progressWeights(modules));
}

/**
 * Continue Learning: the first module by order that is unlocked and in progress or not yet done
 * (untouched, or never opened); null when there is none.
 */
export function continueModuleId(
  modules: readonly { id: string; order: number; locked: boolean; status: ModuleStatus | null }[],
): string | null {
  const byOrder = [...modules].sort((a, b) => a.order - b.order);
  const next = byOrder.find(
    (module) =>
      !module.locked && (module.status === null || module.status === 'untouched' || module.status === 'in_progress'),
  );
  return next?.id ?? null;
}
