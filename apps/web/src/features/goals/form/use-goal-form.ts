import { messages, type Goal } from '@woodshed/shared';
import { useEffect, useRef, useState } from 'react';
import { get, set, type FieldErrors, type FieldPath, type Resolver } from 'react-hook-form';
import { applyApiErrorAt, useSchemaForm } from '@/components/ui/form';
import { isApiError } from '@/lib/api';
import { useCreateGoal } from '../api/create-goal';
import { useToggleMilestone } from '../api/toggle-milestone';
import { useUpdateGoal } from '../api/update-goal';
import {
  emptyValues,
  milestoneField,
  newMilestone,
  TEMPO_ITEM_FIELD,
  toGoalInput,
  validate,
  valuesFromGoal,
  type GoalFormValues,
  type MilestoneDraft,
} from './goal-form-model';

type GoalFields = Omit<GoalFormValues, 'milestones'>;
type MilestoneEdit = Partial<Pick<MilestoneDraft, 'description' | 'targetDate'>>;

/** validate() as the kit's resolver: its one message on each field it names, so the banner says it once. */
const goalResolver: Resolver<GoalFormValues> = (values) => {
  const problem = validate(values);
  if (!problem) return { values, errors: {} };
  const errors: FieldErrors = {};
  for (const field of problem.fields) set(errors, field, { type: 'validate', message: problem.message });
  return { values: {}, errors: errors as FieldErrors<GoalFormValues> };
};

interface UseGoalFormOptions {
  /** The saved goal in edit mode; null to add one. */
  goal: Goal | null;
  /** Today in the user's time zone: the default target date. */
  today: string;
  onSaved: (goal: Goal) => void;
}

/** The goal form on the form kit: values, the invalid fields, milestone rows, and saving. */
export function useGoalForm({ goal, today, onSaved }: UseGoalFormOptions) {
  const form = useSchemaForm({
    resolver: goalResolver,
    defaultValues: goal ? valuesFromGoal(goal) : emptyValues(today),
  });
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateGoal();
  const update = useUpdateGoal();
  const toggle = useToggleMilestone();
  const busy = create.isPending || update.isPending;
  const values = form.watch();
  const { submitCount, errors } = form.formState;

  // The fields are not registered inputs (sliders, rows that come and go): after a refusal, focus the first one
  // marked invalid, in the order they appear.
  useEffect(() => {
    if (submitCount === 0 && focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, focusRequest]);

  /**
   * Once a submit was refused, each change checks the whole form again (a mark may sit on another input than the
   * value changed, e.g. a milestone row's): a fixed field loses its mark, and the banner its message.
   */
  const checkAgain = () => {
    if (form.formState.isSubmitted) void form.trigger();
  };

  const change = (patch: Partial<GoalFields>) => {
    for (const [key, value] of Object.entries(patch)) {
      form.setValue(key as keyof GoalFields, value as never, { shouldDirty: true });
    }
    checkAgain();
  };

  const setMilestones = (edit: (list: MilestoneDraft[]) => MilestoneDraft[], shouldDirty = true) => {
    form.setValue('milestones', edit(form.getValues('milestones')), { shouldDirty });
    checkAgain();
  };

  const changeMilestone = (key: string, patch: MilestoneEdit) =>
    setMilestones((list) => list.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const addMilestone = (): string => {
    const row = newMilestone();
    setMilestones((list) => [...list, row]);
    return row.key;
  };

  const removeMilestone = (key: string) => setMilestones((list) => list.filter((row) => row.key !== key));

  /**
   * A saved milestone is written at once, so ticking it leaves nothing unsaved (closing does not ask); a new one
   * waits for the goal's save.
   */
  const toggleMilestone = (key: string, isCompleted: boolean) => {
    const id = values.milestones.find((row) => row.key === key)?.id;
    const setCompleted = (value: boolean) =>
      setMilestones((list) => list.map((row) => (row.key === key ? { ...row, isCompleted: value } : row)), !id);
    setCompleted(isCompleted);
    if (!id) return;
    toggle.mutateAsync({ id, isCompleted }).catch(() => {
      setCompleted(!isCompleted);
      form.setError('root', { type: 'server', message: messages.goals.milestoneFailed });
    });
  };

  /**
   * A request path as the form marks it: a milestone row by its key (not its place in the list), the tempo
   * target by the request's names. These marks are error names, not value paths, hence the cast.
   */
  const fieldOf = (path: string): FieldPath<GoalFormValues> | null => {
    const row = /^milestones\.(\d+)\.?(\w*)/.exec(path);
    if (!row) return path in values || path.startsWith('tempoTarget.') ? (path as FieldPath<GoalFormValues>) : null;
    const milestone = form.getValues('milestones')[Number(row[1])];
    const part = row[2] === 'targetDate' ? 'targetDate' : 'description';
    return milestone ? (milestoneField(milestone.key, part) as FieldPath<GoalFormValues>) : null;
  };

  const refused = (error: unknown) => {
    // The chosen item was unpublished or deleted meanwhile: the server's words, beside the item.
    if (isApiError(error) && error.status === 404 && form.getValues('tempoItemId')) {
      form.setError(TEMPO_ITEM_FIELD as FieldPath<GoalFormValues>, { type: 'server', message: error.message });
    } else {
      applyApiErrorAt(form, error, { fallback: messages.goals.saveFailed }, fieldOf);
    }
    setFocusRequest((n) => n + 1);
  };

  const submit = (submitted: GoalFormValues) => {
    if (busy) return;
    const body = toGoalInput(submitted);
    const options = { onSuccess: onSaved, onError: refused };
    if (goal) update.mutate({ id: goal.id, body }, options);
    else create.mutate(body, options);
  };

  return {
    form,
    values,
    busy,
    formRef,
    isInvalid: (name: string) => Boolean(get(errors, name)),
    change,
    changeMilestone,
    addMilestone,
    removeMilestone,
    toggleMilestone,
    submit,
  };
}

export type GoalFormState = ReturnType<typeof useGoalForm>;
