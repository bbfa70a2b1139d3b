import type { Goal } from '@woodshed/shared';
import { CalendarDays, Flag, Gauge, Timer } from 'lucide-react';
import { useId } from 'react';
import { Card } from '@/components/ui/Card';
import { EditAction } from '@/components/ui/RowActions';
import { priorityPercent } from '@woodshed/shared';
import { formatCalendarDate } from '@/lib/format';
import { effortLabel } from '../labels';
import { CardMilestones } from './CardMilestones';
import { GoalProgress } from './GoalProgress';
import { SmartDetails } from './SmartDetails';
import { StatusBadge } from './StatusBadge';

interface GoalCardProps {
  goal: Goal;
  onEdit: (goal: Goal, opener: HTMLElement) => void;
}

/** One goal: title, status, target date, priority, effort, progress, SMART details and milestones. */
export function GoalCard({ goal, onEdit }: GoalCardProps) {
  const titleId = useId();
  return (
    <Card className="flex h-full flex-col gap-4 max-sm:p-4">
      <article aria-labelledby={titleId} className="flex flex-1 flex-col gap-4">
        <header className="flex items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col items-start gap-2">
            <h2 id={titleId} className="text-lg font-semibold break-words text-stone-900">
              {goal.title}
            </h2>
            <StatusBadge status={goal.status} />
          </div>
          <EditAction subject={goal.title} onClick={(opener) => onEdit(goal, opener)} />
        </header>

        <ul className="flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-stone-700">
          <li className="flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4 text-stone-500" />
            Target date{' '}
            <time dateTime={goal.targetDate} className="font-semibold text-stone-900">
              {formatCalendarDate(goal.targetDate)}
            </time>
          </li>
          <li className="flex items-center gap-1.5">
            <Flag aria-hidden="true" className="size-4 text-stone-500" />
            Priority <span className="font-semibold text-stone-900">{priorityPercent(goal.priority)}%</span>
          </li>
          <li className="flex items-center gap-1.5">
            <Gauge aria-hidden="true" className="size-4 text-stone-500" />
            Effort <span className="font-semibold text-stone-900">{effortLabel(goal.effortEstimate)}</span>
          </li>
        </ul>

        {goal.tempoTarget && (
          <p className="flex items-center gap-1.5 text-sm text-stone-700">
            <Timer aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
            <span>
              {goal.tempoTarget.itemTitle ?? 'Unavailable item'}: best{' '}
              <span className="font-semibold text-stone-900 tabular-nums">{goal.tempoTarget.bestBpm ?? '–'}</span> /{' '}
              <span className="font-semibold text-stone-900 tabular-nums">{goal.tempoTarget.targetBpm}</span> BPM
            </span>
          </p>
        )}
        <GoalProgress value={goal.progress} />
        {goal.description && <p className="text-sm whitespace-pre-line text-stone-700">{goal.description}</p>}
        <SmartDetails goal={goal} />
        <CardMilestones milestones={goal.milestones} />
      </article>
    </Card>
  );
}
