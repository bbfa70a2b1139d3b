export const PHASE_TYPES = ['Warmup', 'Technical Development', 'Creative Development', 'Free Form', 'Other'] as const;
export type PhaseType = (typeof PHASE_TYPES)[number];
export const DEFAULT_PHASE_DURATION = 15;
/** A phase longer than a day could never be completed (a day holds at most 24 hours of practice). */
export const PHASE_DURATION_MAX = 1440;
export const ROUTINE_TITLE_MAX = 100;
export const ROUTINE_DESCRIPTION_MAX = 500;
export const PHASE_DESCRIPTION_MAX = 500;
/** The optional message appended to the practice note when a phase is completed. */
export const PHASE_MESSAGE_MAX = 1000;
export const MAX_PHASES_PER_ROUTINE = 50;
export const MAX_ROUTINES_PER_USER = 100;
/** The routine page's "since last reset / until next reset" figures refresh this often. */
export const ROUTINE_RESET_REFRESH_MS = 60_000;
