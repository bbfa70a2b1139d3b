import { messages, type Milestone } from '@woodshed/shared';
import { useId, useState } from 'react';
import { Banner } from '@/components/ui/Banner';
import { cn } from '@/lib/cn';
import { useToggleMilestone } from '../api/toggle-milestone';
import { formatCalendarDate } from '@/lib/format';

/** The goal's milestones as checkboxes; a tick is saved at once. */
export function CardMilestones({ milestones }: { milestones: Milestone[] }) {
  const toggle = useToggleMilestone();
  const [failed, setFailed] = useState(false);
  // Ticks on their way to the server, shown at once (the cached list follows a moment later).
  const [pending, setPending] = useState<ReadonlyMap<string, boolean>>(new Map());
  const headingId = useId();
  if (milestones.length === 0) return null;
  const isCompleted = (milestone: Milestone) => pending.get(milestone.id) ?? milestone.isCompleted;
  const done = milestones.filter(isCompleted).length;

  const onToggle = (id: string, checked: boolean) => {
    setFailed(false);
    setPending((current) => new Map(current).set(id, checked));
    toggle
      .mutateAsync({ id, isCompleted: checked })
      .catch(() => setFailed(true))
      .finally(() =>
        setPending((current) => {
          const next = new Map(current);
          next.delete(id);
          return next;
        }),
      );
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="flex items-baseline gap-2 text-sm font-semibold text-stone-900">
        Milestones
        <span className="font-normal text-stone-600">
          {done} of {milestones.length} completed
        </span>
      </h3>
      <ul className="flex flex-col gap-1.5">
        {milestones.map((milestone) => (
          <li key={milestone.id} className="flex flex-wrap items-start justify-between gap-x-3 gap-y-0.5">
            <label className="flex min-w-0 items-start gap-2.5 text-sm">
              <input
                type="checkbox"
                checked={isCompleted(milestone)}
                onChange={(event) => onToggle(milestone.id, event.target.checked)}
                className="mt-0.5 size-4 shrink-0 accent-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
              />
              <span
                className={cn('break-words', isCompleted(milestone) ? 'text-stone-600 line-through' : 'text-stone-800')}
              >
                {milestone.description}
              </span>
            </label>
            {milestone.targetDate && (
              <time dateTime={milestone.targetDate} className="pl-6.5 text-xs text-stone-600 sm:pl-0">
                {formatCalendarDate(milestone.targetDate)}
              </time>
            )}
          </li>
        ))}
      </ul>
      {failed && <Banner tone="error">{messages.goals.milestoneFailed}</Banner>}
    </section>
  );
}
