import { goalStatusLabel, messages, priorityPercent, type DashboardResponse } from '@woodshed/shared';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/Button';
import { TextLink } from '@/components/ui/TextLink';
import { cn } from '@/lib/cn';
import { formatCalendarDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { DashboardCard } from './DashboardCard';
import { ProgressBar } from '@/components/ui/ProgressBar';

type DashboardGoal = DashboardResponse['activeGoals'][number];

/** In progress is yellow, any other status grey; the label says it too. */
function StatusBadge({ status }: { status: DashboardGoal['status'] }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        status === 'in_progress'
          ? 'bg-yellow-100 text-yellow-900 ring-yellow-600/40'
          : 'bg-stone-100 text-stone-700 ring-stone-400/40',
      )}
    >
      {goalStatusLabel(status)}
    </span>
  );
}

function GoalItem({ goal }: { goal: DashboardGoal }) {
  return (
    <li className="rounded-lg border border-stone-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words text-stone-900">{goal.title}</h3>
        <StatusBadge status={goal.status} />
      </div>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600">
        <span>Target: {formatCalendarDate(goal.targetDate)}</span>
        <span>Priority {priorityPercent(goal.priority)}%</span>
      </p>
      <div className="mt-3 flex items-center gap-3">
        <ProgressBar value={goal.progress} label={`${goal.title} progress`} className="flex-1" />
        <span className="w-10 text-right text-sm font-semibold text-stone-800 tabular-nums">{goal.progress}%</span>
      </div>
    </li>
  );
}

/** Up to three goals that are not completed, highest priority first (the server picks and orders them). */
export function ActiveGoals({ goals }: { goals: DashboardGoal[] }) {
  return (
    <DashboardCard
      title="Active Goals"
      actions={
        <>
          <TextLink to={paths.goals}>View All</TextLink>
          <Link to={paths.goals} className={buttonClasses('secondary', 'sm')}>
            <Plus aria-hidden="true" className="size-4" />
            Create Goal
          </Link>
        </>
      }
    >
      {goals.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 px-4 py-8 text-center text-stone-700">
          {messages.dashboard.noActiveGoals}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {goals.map((goal) => (
            <GoalItem key={goal.id} goal={goal} />
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
