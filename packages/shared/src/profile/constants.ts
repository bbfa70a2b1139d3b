export const DEFAULT_WEEKLY_GOAL_HOURS = 7;
/** Weekly goal slider. */
export const WEEKLY_GOAL_MIN_HOURS = 0.5;
export const WEEKLY_GOAL_MAX_HOURS = 40;
export const WEEKLY_GOAL_STEP_HOURS = 0.5;
/** Usernames and leaderboard nicknames (unique, ignoring case). */
export const PROFILE_NAME_MIN = 3;
export const PROFILE_NAME_MAX = 30;
export const PROFILE_BIO_MAX = 1000;
/** Gear, genres and influences. */
export const PROFILE_LIST_MAX_ITEMS = 30;
export const PROFILE_LIST_ITEM_MAX = 60;

export const MEMBERSHIP_LEVELS = [
  { id: 1, name: 'Free', shortDescription: 'Practice log, library and tools' },
  { id: 2, name: 'Student', shortDescription: 'Enrolled in lessons at the school' },
  { id: 3, name: 'Premium', shortDescription: 'Lessons plus every course and event' },
] as const;
export const DEFAULT_MEMBERSHIP_NAME = 'Free';
