import type { Goal } from '@woodshed/shared';
import { Button } from '@/components/ui/Button';
import { Form } from '@/components/ui/form';
import { useGoalForm } from '../form/use-goal-form';
import { DeleteGoalButton } from './DeleteGoalButton';
import { GoalBasicsFields } from './GoalBasicsFields';
import { MilestonesEditor } from './MilestonesEditor';
import { SmartFields } from './SmartFields';
import { TempoTargetFields } from './TempoTargetFields';
import { TrackingFields } from './TrackingFields';

interface GoalFormProps {
  /** The goal being edited; null in add mode. */
  goal: Goal | null;
  today: string;
  onSaved: (goal: Goal) => void;
  onDeleted: () => void;
  onCancel: () => void;
  /** Whether anything differs from the saved goal, so closing the dialog can ask first. */
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * The add / edit form. Its buttons stay in view at the bottom while the fields scroll, next to where the user
 * pressed 'Create Goal' or 'Save Goal'; the banner listing the problems is at the top, above the first field.
 */
export function GoalForm({ goal, today, onSaved, onDeleted, onCancel, onDirtyChange }: GoalFormProps) {
  const form = useGoalForm({ goal, today, onSaved });
  const editing = goal !== null;

  return (
    <Form
      ref={form.formRef}
      form={form.form}
      onSubmit={form.submit}
      onDirtyChange={onDirtyChange}
      className="flex flex-col gap-6"
    >
      {/* Scroll margin: a focused field never hides behind the sticky button bar. */}
      <div className="flex flex-col gap-6 [&_:is(input,select,textarea,button)]:scroll-mb-40">
        <p className="text-sm text-stone-600">A goal needs a title and a target date; everything else is optional.</p>
        <GoalBasicsFields form={form} />
        <SmartFields form={form} />
        <TrackingFields form={form} />
        <TempoTargetFields form={form} goal={goal} />
        <MilestonesEditor form={form} />
      </div>
      <div className="sticky -bottom-4 -mx-5 -mb-4 flex flex-wrap justify-end gap-2 rounded-b-xl border-t border-stone-200 bg-white px-5 py-3">
        {goal && <DeleteGoalButton goalId={goal.id} disabled={form.busy} onDeleted={onDeleted} />}
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={form.busy} loadingText="Saving...">
          {editing ? 'Save Goal' : 'Create Goal'}
        </Button>
      </div>
    </Form>
  );
}
