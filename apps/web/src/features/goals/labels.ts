import { EFFORT_LEVELS, GOAL_STATUSES, goalStatusLabel, type EffortLevel, type GoalStatus } from '@woodshed/shared';
import { Circle, CircleCheck, CircleDot, type LucideIcon } from 'lucide-react';

/** Each status has its own icon, so it is never told by colour alone; the label is always shown with it. */
export const STATUS_ICONS: Record<GoalStatus, { icon: LucideIcon; tone: string; iconColor: string }> = {
  not_started: { icon: Circle, tone: 'border-stone-300 bg-stone-100 text-stone-700', iconColor: 'text-stone-500' },
  in_progress: { icon: CircleDot, tone: 'border-amber-300 bg-amber-50 text-amber-900', iconColor: 'text-amber-700' },
  completed: { icon: CircleCheck, tone: 'border-green-300 bg-green-50 text-green-800', iconColor: 'text-green-700' },
};

export const STATUS_OPTIONS = GOAL_STATUSES.map((status) => ({ value: status, label: goalStatusLabel(status) }));

/** 'LEVEL_3' → 'Level 3'. */
export function effortLabel(effort: EffortLevel | null): string {
  return effort ? `Level ${effort.slice('LEVEL_'.length)}` : 'No estimate';
}

/** The effort select: 'None' (no estimate, sent as null) and Level 1 to Level 10. */
export const EFFORT_OPTIONS = [
  { value: '', label: 'None' },
  ...EFFORT_LEVELS.map((level) => ({ value: level, label: effortLabel(level) })),
];
