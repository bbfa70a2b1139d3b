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

export const DEFAULT_PRACTICE_MINUTES = 30;
export const MAX_PRACTICE_MINUTES = 24 * 60;
/** One local day (a session's `date`) holds at most 24 hours of practice over all its sessions. */
export const MAX_DAILY_PRACTICE_MINUTES = 24 * 60;
/** A session may be dated at most this many days before today in the user's zone. */
export const MAX_PRACTICE_DAYS_BACK = 14;
/** Custom focus areas of one session: at most 20 rows of at most 60 characters; notes at most 5000 characters. */
export const MAX_CUSTOM_FOCUS_AREAS = 20;
export const MAX_CUSTOM_FOCUS_AREA_LENGTH = 60;
export const MAX_PRACTICE_NOTES_LENGTH = 5000;
export const RECENT_SESSIONS_LIMIT = 10;
export const HISTORY_PAGE_SIZE = 10;
export const PERMANENT_DELETION_DAYS = 14;
export const CHART_RANGES = [7, 30, 60, 90] as const;
export type ChartRange = (typeof CHART_RANGES)[number];
export const DEFAULT_CHART_RANGE: ChartRange = 7;
/** The rolling week: today and the 6 days before. */
export const ROLLING_WEEK_DAYS = 7;

/** Daily XP: 25 + 2 × min(streak, 100). */
export const DAILY_XP_BASE = 25;
export const DAILY_XP_PER_STREAK_DAY = 2;
export const DAILY_XP_STREAK_CAP = 100;
