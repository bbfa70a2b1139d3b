import { ACHIEVEMENT_CRITERION_LABELS, formatCount, formatHours, type AchievementCriterion } from '@woodshed/shared';

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * A measure as the page writes it: hours like every page (formatHours, "12.5"), everything else whole ("12"). The
 * API gives hours already cut to the tenth, so back in minutes they are whole and format to the same figure.
 */
export function formatMeasure(criterion: AchievementCriterion, value: number): string {
  return criterion === 'total_practice_hours' ? formatHours(Math.round(value * 60)) : whole.format(Math.floor(value));
}

/** "Practice streak: 30 days", "Sessions logged: 1 session". */
export function criterionText(criterion: AchievementCriterion, threshold: number): string {
  const { label, unit } = ACHIEVEMENT_CRITERION_LABELS[criterion];
  return `${label}: ${formatCount(threshold, unit)}`;
}

/** "12 / 30 days", "12.5 / 50 hours", "0 / 1 course": the unit goes with the target. */
export function progressText(criterion: AchievementCriterion, current: number, target: number): string {
  return `${formatMeasure(criterion, current)} / ${formatCount(target, ACHIEVEMENT_CRITERION_LABELS[criterion].unit)}`;
}

/** Share of the way to the target, 0–100. */
export function progressPercent(current: number, target: number): number {
  if (target <= 0) return 100;
  return Math.min(100, Math.max(0, (current / target) * 100));
}
