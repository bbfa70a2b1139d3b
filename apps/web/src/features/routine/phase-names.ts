import type { RoutinePhase } from '@woodshed/shared';

/** A phase and the name the page gives it: its type, or 'Warmup (2)' when the routine has that type more than once. */
export interface PhaseTarget {
  phase: RoutinePhase;
  name: string;
}

/**
 * Names by phase id, so that buttons ('Complete Warmup', 'Delete Warmup phase') and drag announcements tell
 * two phases of the same type apart by their place among that type.
 */
export function phaseNames(phases: readonly RoutinePhase[]): Map<string, string> {
  const totals = new Map<string, number>();
  for (const phase of phases) totals.set(phase.phaseType, (totals.get(phase.phaseType) ?? 0) + 1);
  const seen = new Map<string, number>();
  const names = new Map<string, string>();
  for (const phase of phases) {
    const nth = (seen.get(phase.phaseType) ?? 0) + 1;
    seen.set(phase.phaseType, nth);
    names.set(phase.id, (totals.get(phase.phaseType) ?? 0) > 1 ? `${phase.phaseType} (${nth})` : phase.phaseType);
  }
  return names;
}

/** Element ids the page moves focus to. */
export const focusIds = {
  newRoutine: 'routine-new',
  currentHeading: 'routine-current-title',
  addPhase: 'routine-add-phase',
  resetAll: 'routine-reset-all',
  archivedHeading: 'routine-archived-title',
  archived: (routineId: string) => `routine-archived-${routineId}-title`,
  phase: (phaseId: string) => `routine-phase-${phaseId}-title`,
  complete: (phaseId: string) => `routine-phase-${phaseId}-complete`,
  reset: (phaseId: string) => `routine-phase-${phaseId}-reset`,
};
