import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { TextField } from '@/components/ui/TextField';
import { milestoneField, type MilestoneDraft } from '../form/goal-form-model';
import type { GoalFormState } from '../form/use-goal-form';

interface MilestoneRowProps {
  form: GoalFormState;
  milestone: MilestoneDraft;
  /** 1-based, part of each control's name ('Milestone 2 description'). */
  position: number;
  descriptionId: string;
  onRemove: () => void;
}

/** One milestone: description, target date, completed, remove. */
export function MilestoneRow({ form, milestone, position, descriptionId, onRemove }: MilestoneRowProps) {
  const { key } = milestone;
  const name = `Milestone ${position}`;
  const descriptionInvalid = form.isInvalid(milestoneField(key));
  const dateInvalid = form.isInvalid(milestoneField(key, 'targetDate'));
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-stone-50 p-3">
      <p aria-hidden="true" className="text-xs font-semibold tracking-wide text-stone-600 uppercase">
        {name}
      </p>
      <div className="grid gap-3 sm:grid-cols-[1fr_11rem]">
        <TextField
          id={descriptionId}
          label="Description"
          aria-label={`${name} description`}
          autoComplete="off"
          maxLength={500}
          value={milestone.description}
          onChange={(event) => form.changeMilestone(key, { description: event.target.value })}
          invalid={descriptionInvalid}
        />
        <TextField
          label="Target date"
          aria-label={`${name} target date`}
          type="date"
          value={milestone.targetDate}
          onChange={(event) => form.changeMilestone(key, { targetDate: event.target.value })}
          invalid={dateInvalid}
        />
      </div>
      <div className="flex items-center justify-between gap-3">
        <CheckboxField
          label="Completed"
          aria-label={`${name} completed`}
          checked={milestone.isCompleted}
          onChange={(event) => form.toggleMilestone(key, event.target.checked)}
        />
        <Button variant="ghost" size="sm" aria-label={`Remove milestone ${position}`} onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4" />
          Remove
        </Button>
      </div>
    </li>
  );
}
