import { Plus } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/Button';
import type { GoalFormState } from '../form/use-goal-form';
import { MilestoneRow } from './MilestoneRow';

interface MilestonesEditorProps {
  form: GoalFormState;
}

/**
 * The goal's milestones, saved with the goal. A new row takes focus; removing one moves focus to the next
 * row (or the previous, or 'Add milestone').
 */
export function MilestonesEditor({ form }: MilestonesEditorProps) {
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const addId = `${baseId}-add`;
  const descriptionId = (key: string) => `${baseId}-${key}-description`;
  const pendingFocus = useRef<string | null>(null);
  const rows = form.values.milestones;

  useEffect(() => {
    if (!pendingFocus.current) return;
    document.getElementById(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });

  const add = () => {
    pendingFocus.current = descriptionId(form.addMilestone());
  };
  const remove = (index: number) => {
    const neighbour = rows[index + 1] ?? rows[index - 1];
    pendingFocus.current = neighbour ? descriptionId(neighbour.key) : addId;
    form.removeMilestone(rows[index]!.key);
  };

  return (
    <fieldset aria-describedby={hintId} className="flex flex-col gap-3">
      <legend className="text-base font-semibold text-stone-900">Milestones</legend>
      <p id={hintId} className="-mt-1 text-sm text-stone-600">
        Steps on the way. Ticking a saved milestone saves it straight away; new ones are saved with the goal.
      </p>
      {rows.length > 0 ? (
        <ol className="flex flex-col gap-3">
          {rows.map((milestone, index) => (
            <MilestoneRow
              key={milestone.key}
              form={form}
              milestone={milestone}
              position={index + 1}
              descriptionId={descriptionId(milestone.key)}
              onRemove={() => remove(index)}
            />
          ))}
        </ol>
      ) : (
        <p className="text-sm text-stone-600 italic">No milestones yet.</p>
      )}
      <div>
        <Button id={addId} variant="secondary" size="sm" onClick={add}>
          <Plus aria-hidden="true" className="size-4" />
          Add milestone
        </Button>
      </div>
    </fieldset>
  );
}
