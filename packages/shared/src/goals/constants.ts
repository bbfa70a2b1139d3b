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
