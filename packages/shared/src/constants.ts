export const PRODUCT_NAME = 'Woodshed';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const MIN_AGE = 13;

/** The twelve time zones a profile may choose (spec part 2 §9). */
export const PROFILE_TIME_ZONES = [
  'UTC',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Phoenix',
  'America/Anchorage',
  'Pacific/Honolulu',
  'Europe/London',
  'Europe/Paris',
  'Asia/Tokyo',
  'Australia/Sydney',
] as const;
export type ProfileTimeZone = (typeof PROFILE_TIME_ZONES)[number];
export const DEFAULT_TIME_ZONE: ProfileTimeZone = 'UTC';
export const DEFAULT_WEEKLY_GOAL_HOURS = 7;
export const DEFAULT_REMINDER_TIME = '09:00';

export const LEVEL_COUNT = 50;

export const FOCUS_AREAS = [
  'Technique',
  'Scales',
  'Chords',
  'Rhythm',
  'Repertoire',
  'Theory',
  'Ear Training',
  'Improvisation',
  'Sight Reading',
  'Songwriting',
] as const;

export const MEMBERSHIP_LEVELS = [
  { id: 1, name: 'Free', shortDescription: 'Practice log, library and tools' },
  { id: 2, name: 'Student', shortDescription: 'Enrolled in lessons at the school' },
  { id: 3, name: 'Premium', shortDescription: 'Lessons plus every course and event' },
] as const;
export const DEFAULT_MEMBERSHIP_NAME = 'Free';

/** Header every mutating API request must carry (DESIGN §4, CSRF). */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'woodshed';

export const SESSION_COOKIE = 'woodshed_session';
export const SESSION_SLIDING_DAYS = 30;
export const SESSION_ABSOLUTE_DAYS = 90;
export const RESET_TOKEN_TTL_MINUTES = 60;
