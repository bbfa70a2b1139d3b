import { hoursOfMinutes } from '../common/index.ts';
import type { AchievementCriterion } from './constants.ts';

/**
 * Achievement criteria (issue 16): a user's measures, how far they are towards an achievement and
 * which earning (if any) they have reached. The award key names an earning, so it is granted at most once.
 */

/** A user's figures for the criteria; practice time in minutes, so thresholds in hours compare exactly. */
export interface AchievementMeasures {
  streakDays: number;
  /** The first date of the current streak, null without one. */
  streakSince: string | null;
  practiceMinutes: number;
  sessionsLogged: number;
  coursesCompleted: number;
  chordsMastered: number;
}

export interface CriterionAchievement {
  id: string;
  repeatable: boolean;
  criterion: { type: AchievementCriterion; threshold: number };
}

/** The measure in the criterion's unit, as shown ("12 / 30 days"); hours by the one rule of hoursOfMinutes. */
export function criterionValue(type: AchievementCriterion, measures: AchievementMeasures): number {
  switch (type) {
    case 'streak_days':
      return measures.streakDays;
    case 'total_practice_hours':
      return hoursOfMinutes(measures.practiceMinutes);
    case 'sessions_logged':
      return measures.sessionsLogged;
    case 'courses_completed':
      return measures.coursesCompleted;
    case 'chords_mastered':
      return measures.chordsMastered;
  }
}

/** How many whole thresholds the measure has reached (0 below the first), in integer arithmetic. */
export function thresholdsReached(criterion: CriterionAchievement['criterion'], measures: AchievementMeasures): number {
  if (criterion.type === 'total_practice_hours')
    return Math.floor(measures.practiceMinutes / (criterion.threshold * 60));
  return Math.floor(criterionValue(criterion.type, measures) / criterion.threshold);
}

/**
 * The award key of the earning the measures have reached, or null when none:
 * - not repeatable: `achievement:{id}`, once the threshold is reached — once for ever;
 * - repeatable: one earning per multiple of the threshold, the highest reached (a jump past two multiples earns
 *   once), keyed by the criterion too, so a changed criterion counts afresh from the next event;
 *   for a streak also by the streak's first date, so each streak earns its own multiples.
 */
export function achievementAwardKey(achievement: CriterionAchievement, measures: AchievementMeasures): string | null {
  const reached = thresholdsReached(achievement.criterion, measures);
  if (reached < 1) return null;
  const base = `achievement:${achievement.id}`;
  if (!achievement.repeatable) return base;
  const { type, threshold } = achievement.criterion;
  const run = type === 'streak_days' ? `:${measures.streakSince}` : '';
  return `${base}:${type}:${threshold}${run}:${reached}`;
}

/**
 * The viewer's way towards the next earning (the Achievements page): the measure now and the next target — the
 * threshold, or for a repeatable one the next multiple of it. Null when there is nothing more to earn.
 */
export function achievementProgress(
  achievement: CriterionAchievement,
  measures: AchievementMeasures,
  earned: boolean,
): { current: number; target: number } | null {
  if (earned && !achievement.repeatable) return null;
  const { type, threshold } = achievement.criterion;
  const target = achievement.repeatable
    ? (thresholdsReached(achievement.criterion, measures) + 1) * threshold
    : threshold;
  return { current: criterionValue(type, measures), target };
}
