import { messages, type Goal } from '@woodshed/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useCreateGoal } from '../api/create-goal';
import { useToggleMilestone } from '../api/toggle-milestone';
import { useUpdateGoal } from '../api/update-goal';
import {
  emptyValues,
  milestoneField,
  newMilestone,
  saveProblem,
  toGoalInput,
  validate,
  valuesFromGoal,
  type FormProblem,
  type GoalFormValues,
  type MilestoneDraft,
} from './goal-form-model';

type GoalFields = Omit<GoalFormValues, 'milestones'>;
type MilestoneEdit = Partial<Pick<MilestoneDraft, 'description' | 'targetDate'>>;

interface UseGoalFormOptions {
  /** The saved goal in edit mode; null to add one. */
  goal: Goal | null;
  /** Today in the user's time zone: the default target date. */
  today: string;
  onSaved: (goal: Goal) => void;
}

/** The goal form's state: values, the banner and invalid fields, milestone rows, and saving. */
export function useGoalForm({ goal, today, onSaved }: UseGoalFormOptions) {
  const [values, setValues] = useState<GoalFormValues>(() => (goal ? valuesFromGoal(goal) : emptyValues(today)));
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateGoal();
  const update = useUpdateGoal();
  const toggle = useToggleMilestone();
  const busy = create.isPending || update.isPending;

  // After a refused save: focus the first field marked invalid, in the order they appear.
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const fail = (next: FormProblem) => {
    setProblem(next);
    setFocusRequest((n) => n + 1);
  };

  // Changing a flagged field clears its mark; the banner goes once no flagged field is left.
  const clear = (names: string[]) => {
    setProblem((current) => {
      if (!current || !names.some((name) => current.fields.includes(name))) return current;
      const fields = current.fields.filter((name) => !names.includes(name));
      return fields.length > 0 ? { ...current, fields } : null;
    });
  };

  const change = (patch: Partial<GoalFields>) => {
    setValues((current) => ({ ...current, ...patch }));
    clear(Object.keys(patch));
  };

  const setMilestones = (update: (list: MilestoneDraft[]) => MilestoneDraft[]) =>
    setValues((current) => ({ ...current, milestones: update(current.milestones) }));

  const changeMilestone = (key: string, patch: MilestoneEdit) => {
    setMilestones((list) => list.map((row) => (row.key === key ? { ...row, ...patch } : row)));
    clear(Object.keys(patch).map((part) => milestoneField(key, part as keyof MilestoneEdit)));
  };

  const addMilestone = (): string => {
    const row = newMilestone();
    setMilestones((list) => [...list, row]);
    return row.key;
  };

  const removeMilestone = (key: string) => {
    setMilestones((list) => list.filter((row) => row.key !== key));
    clear([milestoneField(key), milestoneField(key, 'targetDate')]);
  };

  /** A saved milestone is written at once; a new one waits for the goal's save. */
  const toggleMilestone = (key: string, isCompleted: boolean) => {
    const setCompleted = (value: boolean) =>
      setMilestones((list) => list.map((row) => (row.key === key ? { ...row, isCompleted: value } : row)));
    setCompleted(isCompleted);
    const id = values.milestones.find((row) => row.key === key)?.id;
    if (!id) return;
    toggle.mutateAsync({ id, isCompleted }).catch(() => {
      setCompleted(!isCompleted);
      setProblem({ message: messages.goals.milestoneFailed, fields: [] });
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validate(values);
    if (invalid) return fail(invalid);
    setProblem(null);
    const body = toGoalInput(values);
    const options = { onSuccess: onSaved, onError: (error: unknown) => fail(saveProblem(error, values)) };
    if (goal) update.mutate({ id: goal.id, body }, options);
    else create.mutate(body, options);
  };

  return {
    values,
    problem,
    busy,
    formRef,
    isInvalid: (name: string) => problem?.fields.includes(name) ?? false,
    change,
    changeMilestone,
    addMilestone,
    removeMilestone,
    toggleMilestone,
    submit,
  };
}

export type GoalFormState = ReturnType<typeof useGoalForm>;
