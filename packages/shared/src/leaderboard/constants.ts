// Leaderboard (issue 14).

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
