import {
  BPM_MAX,
  BPM_MIN,
  DEFAULT_GOAL_PRIORITY,
  messages,
  type EffortLevel,
  type Goal,
  type GoalInput,
  type GoalStatus,
  type TempoItemType,
} from '@woodshed/shared';

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
  /** The tempo target's item ('' for none), as in the tempo log; progress then follows the best logged tempo. */
  tempoItemType: TempoItemType | '';
  tempoItemId: string;
  /** The target BPM as typed. */
  tempoTargetBpm: string;
  /** The saved goal's target was removed: the save sends `tempoTarget: null` (an empty target sends nothing). */
  tempoRemoved: boolean;
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
    tempoItemType: '',
    tempoItemId: '',
    tempoTargetBpm: '',
    tempoRemoved: false,
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
    tempoItemType: goal.tempoTarget?.itemType ?? '',
    tempoItemId: goal.tempoTarget?.itemId ?? '',
    tempoTargetBpm: goal.tempoTarget ? String(goal.tempoTarget.targetBpm) : '',
    tempoRemoved: false,
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
  const tempo =
    values.tempoItemType && values.tempoItemId && values.tempoTargetBpm
      ? { itemType: values.tempoItemType, itemId: values.tempoItemId, targetBpm: Number(values.tempoTargetBpm) }
      : null;
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
    // Absent keeps a saved target (and sets none on a new goal); null removes it.
    ...(tempo ? { tempoTarget: tempo } : values.tempoRemoved ? { tempoTarget: null } : {}),
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

/** Title and target date first, then every milestone needs a description. */
export function validate(values: GoalFormValues): FormProblem | null {
  const missing = [!values.title.trim() && 'title', !values.targetDate && 'targetDate'].filter(
    (name) => name !== false,
  );
  if (missing.length > 0) return { message: messages.goals.required, fields: missing };
  const tempo = tempoProblem(values);
  if (tempo) return tempo;
  const blank = values.milestones.filter((milestone) => !milestone.description.trim());
  if (blank.length > 0)
    return { message: messages.goals.milestoneRequired, fields: blank.map((m) => milestoneField(m.key)) };
  return null;
}

export const TEMPO_ITEM_FIELD = 'tempoTarget.itemId';
export const TEMPO_BPM_FIELD = 'tempoTarget.targetBpm';

/** A tempo target is all or nothing: an item and a whole BPM in the metronome's range. */
function tempoProblem(values: GoalFormValues): FormProblem | null {
  if (!values.tempoItemType && !values.tempoTargetBpm.trim()) return null;
  if (!values.tempoItemType || !values.tempoItemId)
    return { message: messages.tempoLogWeb.tempoTargetItemRequired, fields: [TEMPO_ITEM_FIELD] };
  const bpm = Number(values.tempoTargetBpm);
  if (!values.tempoTargetBpm.trim() || !Number.isInteger(bpm) || bpm < BPM_MIN || bpm > BPM_MAX)
    return { message: messages.practiceRoom.goalTargetInvalid, fields: [TEMPO_BPM_FIELD] };
  return null;
}
