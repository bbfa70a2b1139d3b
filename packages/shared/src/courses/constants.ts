export const MODULE_STATUSES = ['untouched', 'in_progress', 'complete', 'on_hold'] as const;
export type ModuleStatus = (typeof MODULE_STATUSES)[number];
export const MODULE_STATUS_LABELS: Record<ModuleStatus, string> = {
  untouched: 'Not started',
  in_progress: 'In progress',
  complete: 'Complete',
  on_hold: 'On hold',
};
export const COURSE_DEFAULT_XP = 100;
export const COURSE_TITLE_MAX = 200;
export const COURSE_DESCRIPTION_MAX = 5000;
export const COURSE_DURATION_MAX = 60;
export const COURSE_XP_MAX = 100_000;
export const MODULE_WEIGHT_MIN = 1;
export const MODULE_WEIGHT_MAX = 10;
export const MODULE_DEFAULT_WEIGHT = 1;
export const MODULE_TITLE_MAX = 200;
export const MODULE_DESCRIPTION_MAX = 2000;
/** A module may unlock at most this many days after enrolment (about three years). */
export const MODULE_LOCK_DAYS_MAX = 1000;
export const MODULE_ORDER_MAX = 10_000;
export const MODULE_NOTES_MAX = 10_000;
export const MODULES_PER_COURSE_MAX = 200;
/** The admin course form's module preview: the first characters of the content's text. */
export const MODULE_PREVIEW_CHARS = 200;
