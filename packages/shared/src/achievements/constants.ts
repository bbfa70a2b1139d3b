import type { NounForms } from '../common/index.ts';

// Achievements (issue 16).

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
