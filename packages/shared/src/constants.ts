import type { NounForms } from './domain/plural.ts';

export const PRODUCT_NAME = 'Woodshed';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const MIN_AGE = 13;

/** The spec's twelve time zones (part 2 §9), listed first in pickers; any IANA zone is valid (timeZoneSchema). */
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
/** An IANA zone name, checked by timeZoneSchema where it enters. */
export type ProfileTimeZone = string;
export const DEFAULT_TIME_ZONE: ProfileTimeZone = 'UTC';
export const DEFAULT_WEEKLY_GOAL_HOURS = 7;
export const DEFAULT_REMINDER_TIME = '09:00';
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

export const LEVEL_COUNT = 50;

/** Routines. */
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

/** Daily practice reminders: sent from the user's reminder time until this many hours later (or local midnight). */
export const REMINDER_SEND_WINDOW_HOURS = 3;
/** The one-click "turn reminders off" link in a reminder e-mail stays valid this long. */
export const REMINDER_UNSUBSCRIBE_TTL_DAYS = 60;

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

/** Header every mutating API request must carry (CSRF). */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'woodshed';

export const SESSION_COOKIE = 'woodshed_session';
export const SESSION_SLIDING_DAYS = 30;
export const SESSION_ABSOLUTE_DAYS = 90;
export const RESET_TOKEN_TTL_MINUTES = 60;
/**
 * Reset e-mails per address: none sooner than RESET_MAIL_GAP_MINUTES after the last one, at most RESET_MAILS_PER_HOUR
 * in an hour. Requests beyond that answer the same and send nothing; a link already sent stays valid, so the owner
 * always has a usable one (the newest was sent within the hour a link lives).
 */
export const RESET_MAIL_GAP_MINUTES = 5;
export const RESET_MAILS_PER_HOUR = 3;
/**
 * Failed sign-ins on one account (from any address, within the 15-minute window) after which an address that has
 * itself failed on that account must solve the CAPTCHA before its password is checked. Addresses without
 * failures on the account are never asked, so the owner is not locked out.
 */
export const SIGN_IN_CAPTCHA_AFTER_FAILURES = 5;

/** Library. */
export const CONTENT_TYPES = ['article', 'video', 'exercise', 'jam_track', 'repertoire'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** The URL segment of each type: /library/{segment} and /library/{segment}/{id} (jam tracks use a hyphen). */
export const CONTENT_TYPE_SEGMENTS = {
  article: 'articles',
  video: 'videos',
  exercise: 'exercises',
  repertoire: 'repertoire',
  jam_track: 'jam-tracks',
} as const satisfies Record<ContentType, string>;
export type ContentTypeSegment = (typeof CONTENT_TYPE_SEGMENTS)[ContentType];

export const CONTENT_TYPE_LABELS = {
  article: { singular: 'Article', plural: 'Articles' },
  video: { singular: 'Video', plural: 'Videos' },
  exercise: { singular: 'Exercise', plural: 'Exercises' },
  repertoire: { singular: 'Piece', plural: 'Repertoire' },
  jam_track: { singular: 'Jam Track', plural: 'Jam Tracks' },
} as const satisfies Record<ContentType, { singular: string; plural: string }>;

export const LIBRARY_PAGE_SIZE = 24;

/** Uploads. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_CATEGORIES = ['image', 'document', 'audio', 'video'] as const;
export type UploadCategory = (typeof UPLOAD_CATEGORIES)[number];
export const UPLOAD_ALLOWED_TYPES = {
  image: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  document: ['application/pdf', 'text/plain'],
  audio: ['audio/mpeg', 'audio/wav'],
  video: ['video/mp4', 'video/webm'],
} as const satisfies Record<UploadCategory, readonly string[]>;
/** Storage folder of each category: files live at /files/{folder}/{key}. */
export const UPLOAD_FOLDERS = {
  image: 'images',
  document: 'documents',
  audio: 'audios',
  video: 'videos',
} as const satisfies Record<UploadCategory, string>;
export const FILE_CACHE_MAX_AGE_SECONDS = 3600;
export const COPY_CONFIRMATION_MS = 2000;
export const RICH_TEXT_EDITOR_HEIGHT = 500;

/** Chords and mastery. */
export const TRIAD_TYPES = ['Major', 'Minor', 'Diminished', 'Augmented', 'Other'] as const;
export type TriadType = (typeof TRIAD_TYPES)[number];
export const MASTERY_MIN = 0;
export const MASTERY_MAX = 5;
/** The name of each rating, 0 to 5. */
export const MASTERY_LEVEL_NAMES = [
  'Not Started',
  'Beginner',
  'Developing',
  'Intermediate',
  'Advanced',
  'Mastered',
] as const;
export type MasteryLevelName = (typeof MASTERY_LEVEL_NAMES)[number];
/** Strings of a guitar chord diagram, low E (6th) to high e (1st). */
export const GUITAR_STRING_COUNT = 6;
export const CHORD_MAX_FRET = 24;
/** Stored chord images live at /files/chord-images/{chordId}-{timestamp}.{ext}. */
export const CHORD_IMAGE_FOLDER = 'chord-images';

/** Collections and materials. */
export const COLLECTION_ICONS = ['Guitar', 'Music', 'Clock', 'Lightbulb', 'Folder'] as const;
export type CollectionIcon = (typeof COLLECTION_ICONS)[number];
/** Seven colours; the first is the default of a quick-created collection. */
export const COLLECTION_COLORS = ['#4F46E5', '#0891B2', '#059669', '#D97706', '#DC2626', '#DB2777', '#7C3AED'] as const;
export type CollectionColor = (typeof COLLECTION_COLORS)[number];
export const COLLECTION_COLOR_NAMES = {
  '#4F46E5': 'Indigo',
  '#0891B2': 'Cyan',
  '#059669': 'Emerald',
  '#D97706': 'Amber',
  '#DC2626': 'Red',
  '#DB2777': 'Pink',
  '#7C3AED': 'Violet',
} as const satisfies Record<CollectionColor, string>;
export const DEFAULT_COLLECTION_ICON: CollectionIcon = 'Folder';
export const DEFAULT_COLLECTION_COLOR: CollectionColor = '#4F46E5';
export const MATERIAL_TYPES = ['chord', 'article', 'video', 'exercise', 'jam_track', 'repertoire'] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];
export const COLLECTION_TITLE_MAX = 100;
export const COLLECTION_DESCRIPTION_MAX = 500;
export const MATERIAL_NOTES_MAX = 2000;
/** Not in the spec; generous caps so one account cannot grow without bound. */
export const MAX_COLLECTIONS_PER_USER = 200;
export const MAX_MATERIALS_PER_COLLECTION = 500;

/** Practice. */
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

/** Goals. */
export const GOAL_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];
export const EFFORT_LEVELS = [
  'LEVEL_1',
  'LEVEL_2',
  'LEVEL_3',
  'LEVEL_4',
  'LEVEL_5',
  'LEVEL_6',
  'LEVEL_7',
  'LEVEL_8',
  'LEVEL_9',
  'LEVEL_10',
] as const;
export type EffortLevel = (typeof EFFORT_LEVELS)[number];
export const DEFAULT_GOAL_PRIORITY = 0.5;
export const DASHBOARD_GOALS_LIMIT = 3;

/**
 * The dashboard notice shipped by default. It claims no defects Woodshed does not have (no
 * time-zone bugs, no unfinished screens): a school replaces it with its own news in the site settings.
 */
export const DEFAULT_DASHBOARD_NOTICE =
  'Welcome to Woodshed! Your school posts its news here. Found a bug or have an idea? Tell us by e-mail.';
export const DEFAULT_BUG_REPORT_EMAIL = 'support@woodshed.local';
/** The private-lessons page shipped by default; a superadmin changes it in the site settings. */
export const DEFAULT_PRIVATE_LESSONS = {
  instructorBio:
    "Lessons are taught by the school's faculty: working guitarists who have taught players of every age and level, from first chords to jazz harmony and fingerstyle arrangements.",
  whatToExpect:
    'A 45-minute one-to-one lesson, in person or by video call.\nWe start from your goals and your practice log, work on one or two things in depth, and you leave with a plan for the week.\nAfter each lesson a session summary appears in Woodshed with the notes and any attachments.',
  schedulingUrl: 'mailto:lessons@woodshed.local?subject=Private%20lesson',
} as const;

/**
 * Every calendar date the API accepts lies in DATE_MIN–DATE_MAX, inclusive: earlier years are typos and
 * PostgreSQL has no year 0000; later ones are typos too, and near 9999 a date plus a zone offset or a recurrence
 * leaves the range JavaScript and ISO 8601 strings share. Instants and date-times are bounded by their date part.
 */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2200-12-31';
/** The largest PostgreSQL `integer` (serial ids and int columns): no id or amount the API accepts is above it. */
export const INT4_MAX = 2_147_483_647;
/** No list has a page beyond this; a larger page number is a broken link (and an absurd OFFSET). */
export const PAGE_NUMBER_MAX = 1_000_000;

/** Theory games (issue 14). Identifiers as the API spells them. */
export const GAMES = ['intervalOrganizer', 'triadFinder'] as const;
export type Game = (typeof GAMES)[number];
export const GAME_TITLES: Record<Game, string> = {
  intervalOrganizer: 'Interval Organizer',
  triadFinder: 'Triad Finder',
};

/** Interval Organizer. */
export const IO_QUESTION_COUNT = 15;
export const IO_SLOT_COUNT = 8;
export const IO_POINTS_PER_ANSWER = 1000;
/** A first-attempt answer in under this many seconds earns (limit − seconds) × IO_SPEED_BONUS_PER_SECOND. */
export const IO_SPEED_BONUS_LIMIT_SECONDS = 60;
export const IO_SPEED_BONUS_PER_SECOND = 10;
export const IO_ADVANCE_DELAY_MS = 2000;
/** Every answer correct at once: 15 × (1000 + 600). */
export const IO_MAX_SCORE =
  IO_QUESTION_COUNT * (IO_POINTS_PER_ANSWER + IO_SPEED_BONUS_LIMIT_SECONDS * IO_SPEED_BONUS_PER_SECOND);
/** Every question must be answered to finish, so a finished game scores at least 15 × 1000. */
export const IO_MIN_SCORE = IO_QUESTION_COUNT * IO_POINTS_PER_ANSWER;
/** The fixed waits alone: 14 advances of 2 s between 15 questions. A shorter game cannot be real. */
export const IO_MIN_GAME_SECONDS = ((IO_QUESTION_COUNT - 1) * IO_ADVANCE_DELAY_MS) / 1000;

/** Triad Finder. */
export const TF_BOARD_SIZE = 7;
export const TF_TRIADS_PER_ROUND = 5;
export const TF_ROUND_COUNT = 10;
export const TF_POINTS_PER_TRIAD = 100;
/** Time bonus per round: max(0, TF_TIME_BONUS_MAX − TF_TIME_BONUS_PER_SECOND × elapsed seconds). */
export const TF_TIME_BONUS_MAX = 1000;
export const TF_TIME_BONUS_PER_SECOND = 10;
/** Added to a round played with the extended (non C-major) set. */
export const TF_EXTENDED_BONUS = 500;
/** Targets used in the last this many rounds are not picked again. */
export const TF_RECENT_TARGETS_EXCLUDED = 5;
export const TF_SCORE_POPUP_MS = 1000;
export const TF_ROUND_INTRO_MS = 1200;
export const TF_ROUND_ADVANCE_DELAY_MS = 2000;
export const TF_NATURAL_TRIADS = [
  'C Major',
  'D Minor',
  'E Minor',
  'F Major',
  'G Major',
  'A Minor',
  'B Diminished',
] as const;
export const TF_EXTENDED_TRIADS = [
  'C# Minor',
  'Eb Major',
  'F# Minor',
  'Ab Major',
  'Bb Major',
  'C Augmented',
  'D Augmented',
  'F Diminished',
] as const;
export type TriadFinderTarget = (typeof TF_NATURAL_TRIADS)[number] | (typeof TF_EXTENDED_TRIADS)[number];
/** Every round extended, found at once: 10 × (5 × 100 + 1000 + 500). */
export const TF_MAX_SCORE =
  TF_ROUND_COUNT * (TF_TRIADS_PER_ROUND * TF_POINTS_PER_TRIAD + TF_TIME_BONUS_MAX + TF_EXTENDED_BONUS);
/** Every triad of every round must be found to finish: 10 × 5 × 100. */
export const TF_MIN_SCORE = TF_ROUND_COUNT * TF_TRIADS_PER_ROUND * TF_POINTS_PER_TRIAD;
/** The fixed waits alone: 10 round intros of 1.2 s and 9 advances of 2 s. */
export const TF_MIN_GAME_SECONDS =
  (TF_ROUND_COUNT * TF_ROUND_INTRO_MS + (TF_ROUND_COUNT - 1) * TF_ROUND_ADVANCE_DELAY_MS) / 1000;

export const GAME_SCORE_LIMITS: Record<Game, { min: number; max: number; minSeconds: number }> = {
  intervalOrganizer: { min: IO_MIN_SCORE, max: IO_MAX_SCORE, minSeconds: IO_MIN_GAME_SECONDS },
  triadFinder: { min: TF_MIN_SCORE, max: TF_MAX_SCORE, minSeconds: TF_MIN_GAME_SECONDS },
};
/** A started game that is not finished within this many hours is forgotten (housekeeping). */
export const GAME_RUN_TTL_HOURS = 24;
/**
 * The server times a game from its start request to its finish request, so a slow finish request makes a game look
 * longer than it was; its score is judged as if the game had been this much shorter (at most 10 points a second).
 */
export const GAME_FINISH_GRACE_SECONDS = 3;

/** Leaderboard (issue 14). */
export const LEADERBOARD_BOARDS = ['xp', 'practice', 'intervalOrganizer', 'triadFinder'] as const;
export type LeaderboardBoard = (typeof LEADERBOARD_BOARDS)[number];
export const LEADERBOARD_PERIODS = ['all', 'week'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];
/** The boards that have a "This week" view (the last 7 local days of the viewer). */
export const LEADERBOARD_WEEKLY_BOARDS: readonly LeaderboardBoard[] = ['xp', 'practice'];
export const LEADERBOARD_TAB_LABELS: Record<LeaderboardBoard, string> = {
  xp: 'XP Ranking',
  practice: 'Practice Hours',
  intervalOrganizer: 'Interval Organizer',
  triadFinder: 'Triad Finder',
};
export const LEADERBOARD_LIMIT = 100;
/** The name of someone with neither nickname nor username. */
export const LEADERBOARD_ANONYMOUS_PREFIX = 'Guitarist #';

/** Courses and modules. */
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

/** Achievements (issue 16). */
export const ACHIEVEMENT_CRITERIA = [
  'streak_days',
  'total_practice_hours',
  'sessions_logged',
  'courses_completed',
  'chords_mastered',
] as const;
export type AchievementCriterion = (typeof ACHIEVEMENT_CRITERIA)[number];
/** How the criterion reads in forms and on the page ("12 / 30 days", "≥ 1 course": the unit through formatCount). */
export const ACHIEVEMENT_CRITERION_LABELS: Record<AchievementCriterion, { label: string; unit: NounForms }> = {
  streak_days: { label: 'Practice streak', unit: { one: 'day', other: 'days' } },
  total_practice_hours: { label: 'Total practice', unit: { one: 'hour', other: 'hours' } },
  sessions_logged: { label: 'Sessions logged', unit: { one: 'session', other: 'sessions' } },
  courses_completed: { label: 'Courses completed', unit: { one: 'course', other: 'courses' } },
  chords_mastered: { label: 'Chords mastered (rated 5)', unit: { one: 'chord', other: 'chords' } },
};
export const ACHIEVEMENT_DEFAULT_XP = 100;
export const ACHIEVEMENT_XP_MAX = 100_000;
export const ACHIEVEMENT_THRESHOLD_MAX = 100_000;
export const ACHIEVEMENT_TITLE_MAX = 120;
export const ACHIEVEMENT_DESCRIPTION_MAX = 1000;
/** A chord counts as mastered at this rating. */
export const CHORD_MASTERED_RATING = 5;
export const XP_HISTORY_PAGE_SIZE = 10;

/** Calendar events. */
/**
 * An event takes any IANA zone (issue 25); the spec's eight choices (the profile list's first eight) stay the first
 * suggestions of the picker. Events stored before issue 25 named them by short keys (Eastern, …; migration 0016 maps
 * them to these IANA ids).
 */
export const EVENT_TIME_ZONE_SUGGESTIONS: readonly string[] = PROFILE_TIME_ZONES.slice(0, 8);
export const RECURRING_PERIODS = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type RecurringPeriod = (typeof RECURRING_PERIODS)[number];
export const EVENT_VISIBILITIES = ['public', 'private'] as const;
export type EventVisibility = (typeof EVENT_VISIBILITIES)[number];
export const EVENT_TITLE_MAX = 200;
export const EVENT_DESCRIPTION_MAX = 10_000;
export const EVENT_LOCATION_MAX = 300;
export const EVENT_OCCURRENCES_MAX = 1000;
/** The longest span one occurrences request may cover (a month view with its leading and trailing days). */
export const CALENDAR_RANGE_MAX_DAYS = 62;

/** Admin back office (issue 18). */
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

/** Faculty and session summaries. */
export const FACULTY_NAME_MAX = 80;
export const FACULTY_TITLE_MAX = 120;
export const FACULTY_BIO_MAX = 2000;
export const SUMMARY_SHORT_DESCRIPTION_MAX = 200;
/** Members of one summary (a group session); the first is the primary member. */
export const SUMMARY_MEMBERS_MAX = 30;
export const SUMMARY_ATTACHMENTS_MAX = 10;
export const SUMMARY_HOMEWORK_MAX = 20;
export const SUMMARY_SEARCH_MAX = 100;
export const SUMMARIES_PAGE_SIZE = 20;
/** After 'Session Summary Created' the form goes to the user's page after this delay. */
export const SUMMARY_REDIRECT_DELAY_MS = 2000;
/** Private storage folder of attachments: served only through the summary's members-only route, never /files. */
export const SESSION_ATTACHMENT_FOLDER = 'session-attachments';
/** Uploaded attachments not used by a summary within this time are deleted by housekeeping. */
export const PENDING_ATTACHMENT_TTL_HOURS = 24;
export const SESSION_TYPES = ['all', 'private', 'group'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

/** Site settings. */
export const SCHOOL_NAME_MAX = 60;
export const DASHBOARD_NOTICE_MAX = 1000;
export const PRIVATE_LESSONS_TEXT_MAX = 4000;

/** Practice room (issue 19): the tempo log and the chord-change trainer's history. */
/** What a tempo can be logged on: library items played to a click, and chords (referenced like collection materials). */
export const TEMPO_ITEM_TYPES = ['exercise', 'repertoire', 'jam_track', 'chord'] as const;
export type TempoItemType = (typeof TEMPO_ITEM_TYPES)[number];
export const TEMPO_NOTE_MAX = 200;
/** An item's chart shows its latest entries, at most one a day: a year of them. */
export const TEMPO_HISTORY_MAX_ENTRIES = 365;
/** Changes counted in one try; 300 a minute is five a second, beyond any clean change. */
export const CHORD_CHANGES_MAX = 300;
export const CHORD_CHANGE_DEFAULT_SECONDS = 60;
export const CHORD_CHANGE_SECONDS_MIN = 10;
export const CHORD_CHANGE_SECONDS_MAX = 600;
/** Tries shown under each pair in the list; one pair's own history shows up to CHORD_CHANGE_HISTORY_MAX. */
export const CHORD_CHANGE_RECENT_TRIES = 10;
export const CHORD_CHANGE_HISTORY_MAX = 365;
/** The reference focus area of a chord-change minute logged as practice. */
export const CHORD_CHANGE_FOCUS_AREA = 'Chords';
