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
