import { formatHours, GAME_TITLES, type LeaderboardBoard } from '@woodshed/shared';
import { formatInteger } from '@/lib/format';

/**
 * A board's value as its column shows it: XP and high scores as grouped whole numbers, practice minutes as hours
 * like every page (750 → '12.5 h', 75_000 → '1,250.0 h').
 */
export function formatBoardValue(board: LeaderboardBoard, value: number): string {
  return board === 'practice' ? `${formatHours(value)} h` : formatInteger(value);
}

/** The heading of the value column. */
export const VALUE_COLUMN: Record<LeaderboardBoard, string> = {
  xp: 'XP',
  practice: 'Practice',
  intervalOrganizer: 'High score',
  triadFinder: 'High score',
};

/** What each board ranks, in a sentence under the tabs. */
export const BOARD_NOTES: Record<LeaderboardBoard, string> = {
  xp: 'Experience points from practice, courses and achievements.',
  practice: 'Hours of practice in the practice log.',
  intervalOrganizer: `Each player's best finished game of ${GAME_TITLES.intervalOrganizer}.`,
  triadFinder: `Each player's best finished game of ${GAME_TITLES.triadFinder}.`,
};
