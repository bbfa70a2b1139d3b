import {
  DEFAULT_GOAL_PRIORITY,
  messages,
  type EffortLevel,
  type Goal,
  type GoalInput,
  type GoalStatus,
} from '@woodshed/shared';
import { isApiError } from '@/lib/api';

/** A milestone row in the form. `key` is stable for React and focus; `id` is set only once it is saved. */
export interface MilestoneDraft {
  key: string;
  id?: string;
  description: string;
  targetDate: string;
  isCompleted: boolean;
}

export interface GoalFormValues {
  title: string;
  targetDate: string;
  description: string;
  specific: string;
  measurable: string;
  achievable: string;
  relevant: string;
  status: GoalStatus;
  progress: number;
  /** 0–100 on the slider; stored 0–1. */
  priority: number;
  /** '' for no estimate. */
  effortEstimate: EffortLevel | '';
  milestones: MilestoneDraft[];
}

export type TextFieldName =
  'title' | 'targetDate' | 'description' | 'specific' | 'measurable' | 'achievable' | 'relevant';

let lastKey = 0;
/** A temporary client id for a milestone that is not saved yet (no crypto.randomUUID: plain-HTTP hosts lack it). */
export const newMilestoneKey = (): string => `new-${++lastKey}`;

export const newMilestone = (): MilestoneDraft => ({
  key: newMilestoneKey(),
  description: '',
  targetDate: '',
  isCompleted: false,
});

/** Spec part 1 §5: status not_started, progress 0, priority 0.5, effort LEVEL_1, target date today. */
export function emptyValues(today: string): GoalFormValues {
  return {
    title: '',
    targetDate: today,
    description: '',
    specific: '',
    measurable: '',
    achievable: '',
    relevant: '',
    status: 'not_started',
    progress: 0,
    priority: Math.round(DEFAULT_GOAL_PRIORITY * 100),
    effortEstimate: 'LEVEL_1',
    milestones: [],
  };
}

export function valuesFromGoal(goal: Goal): GoalFormValues {
  return {
    title: goal.title,
    targetDate: goal.targetDate,
    description: goal.description ?? '',
    specific: goal.specific ?? '',
    measurable: goal.measurable ?? '',
    achievable: goal.achievable ?? '',
    relevant: goal.relevant ?? '',
    status: goal.status,
    progress: goal.progress,
    priority: Math.round(goal.priority * 100),
    effortEstimate: goal.effortEstimate ?? '',
    milestones: goal.milestones.map((milestone) => ({
      key: milestone.id,
      id: milestone.id,
      description: milestone.description,
      targetDate: milestone.targetDate ?? '',
      isCompleted: milestone.isCompleted,
    })),
  };
}

/** The request body: the goal with its whole milestone list (rows without an id are new). */
export function toGoalInput(values: GoalFormValues): GoalInput {
  return {
    title: values.title.trim(),
    targetDate: values.targetDate,
    description: values.description,
    specific: values.specific,
    measurable: values.measurable,
    achievable: values.achievable,
    relevant: values.relevant,
    status: values.status,
    progress: values.progress,
    priority: values.priority / 100,
    effortEstimate: values.effortEstimate || null,
    milestones: values.milestones.map(({ id, description, targetDate, isCompleted }) => ({
      ...(id ? { id } : {}),
      description: description.trim(),
      targetDate: targetDate || null,
      isCompleted,
    })),
  };
}

/**
 * Names of the invalid fields: 'title', 'targetDate', … or 'milestone:{key}:description' for a milestone row.
 * The message goes to the form's banner.
 */
export interface FormProblem {
  message: string;
  fields: string[];
}

export type MilestonePart = 'description' | 'targetDate';
export const milestoneField = (key: string, part: MilestonePart = 'description'): string => `milestone:${key}:${part}`;

/** Title and target date first (spec part 1 §5), then every milestone needs a description. */
export function validate(values: GoalFormValues): FormProblem | null {
  const missing = [!values.title.trim() && 'title', !values.targetDate && 'targetDate'].filter(
    (name) => name !== false,
  );
  if (missing.length > 0) return { message: messages.goals.required, fields: missing };
  const blank = values.milestones.filter((milestone) => !milestone.description.trim());
  if (blank.length > 0)
    return { message: messages.goals.milestoneRequired, fields: blank.map((m) => milestoneField(m.key)) };
  return null;
}

/** A refused save: the server's message (and the field it names, mapped to the form's), else 'Failed to save goal'. */
export function saveProblem(error: unknown, values: GoalFormValues): FormProblem {
  if (!isApiError(error) || error.status !== 400) return { message: messages.goals.saveFailed, fields: [] };
  const field = error.field ?? '';
  const row = /^milestones\.(\d+)\.?(\w*)/.exec(field);
  if (row) {
    const milestone = values.milestones[Number(row[1])];
    const part = row[2] === 'targetDate' ? 'targetDate' : 'description';
    return { message: error.message, fields: milestone ? [milestoneField(milestone.key, part)] : [] };
  }
  return { message: error.message, fields: field ? [field] : [] };
}
