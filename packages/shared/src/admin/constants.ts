// The admin back office (issue 18).

export const ADMIN_USERS_PAGE_SIZE = 25;
export const ADMIN_USER_SEARCH_MAX = 100;
export const ADMIN_ACTIVITY_PAGE_SIZE = 10;
/** Activity ranges of the user detail page: last 7 days, last 30 days, all time. */
export const ACTIVITY_RANGES = ['week', 'month', 'all'] as const;
export type ActivityRange = (typeof ACTIVITY_RANGES)[number];
export const ACTIVITY_RANGE_LABELS: Record<ActivityRange, string> = {
  week: 'Last 7 days',
  month: 'Last 30 days',
  all: 'All time',
};
export const ACTIVITY_RANGE_DAYS: Record<Exclude<ActivityRange, 'all'>, number> = { week: 7, month: 30 };
export const XP_QUICK_AMOUNTS = [10, 25, 50, 100, 250, 500, 1000] as const;
export const XP_AWARD_DEFAULT = 50;
export const XP_AWARD_MIN = 1;
/** A typo guard: no single manual award above this (the specification states no limit). */
export const XP_AWARD_MAX = 100_000;
export const XP_AWARD_DESCRIPTION_MAX = 300;
/** The Award XP dialog closes this long after its success message. */
export const XP_AWARD_CLOSE_DELAY_MS = 1500;
