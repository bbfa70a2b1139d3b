import { DASHBOARD_GOALS_LIMIT, type GoalStatus } from './constants.ts';

/** Goals on the dashboard and in lists: their status label, which ones show, and the priority as a percent. */

/** Spec part 1 §4.3: underscores to spaces, first letter capitalised ('not_started' → 'Not started'). */
export function goalStatusLabel(status: GoalStatus): string {
  const words = status.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Epoch ms of an ISO timestamp, for ordering; text of different precision ('…00Z', '…00.5Z') compares wrongly. */
const instant = (iso: string): number => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? -Infinity : ms;
};

/**
 * Active goals on the dashboard: goals not completed, highest priority first,
 * the newest (createdAt) first among equal priorities, at most DASHBOARD_GOALS_LIMIT (3). The input is not changed.
 */
export function pickDashboardGoals<T extends { status: GoalStatus; priority: number; createdAt: string }>(
  goals: readonly T[],
): T[] {
  return goals
    .filter((goal) => goal.status !== 'completed')
    .sort((a, b) => b.priority - a.priority || instant(b.createdAt) - instant(a.createdAt))
    .slice(0, DASHBOARD_GOALS_LIMIT);
}

/**
 * Priority (0–1) as a whole percent: round(priority × 100), clamped to 0–100. The product is
 * first rounded to 9 significant digits so binary fractions round as written: 0.145 → 15, not 14.
 */
export function priorityPercent(priority: number): number {
  if (Number.isNaN(priority)) return 0;
  const percent = Math.round(Number((priority * 100).toPrecision(9)));
  return Math.min(100, Math.max(0, percent));
}
