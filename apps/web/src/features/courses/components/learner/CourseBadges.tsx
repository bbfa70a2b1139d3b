import type { Enrollment, ModuleStatus } from '@woodshed/shared';
import { Check, CircleDot, CirclePause, Circle, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { statusLabel } from './format';

const pill =
  'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset';

/** 'In Progress' or 'Completed' on a course the viewer is enrolled in. */
export function EnrollmentBadge({ enrollment, className }: { enrollment: Enrollment; className?: string }) {
  return enrollment.completed ? (
    <span className={cn(pill, 'bg-green-50 text-green-800 ring-green-600/30', className)}>
      <Check aria-hidden="true" className="size-3.5" />
      Completed
    </span>
  ) : (
    <span className={cn(pill, 'bg-sky-50 text-sky-900 ring-sky-600/30', className)}>
      <CircleDot aria-hidden="true" className="size-3.5" />
      In Progress
    </span>
  );
}

const statusLooks: Record<ModuleStatus, { tone: string; icon: LucideIcon }> = {
  untouched: { tone: 'bg-stone-50 text-stone-700 ring-stone-400/40', icon: Circle },
  in_progress: { tone: 'bg-sky-50 text-sky-900 ring-sky-600/30', icon: CircleDot },
  complete: { tone: 'bg-green-50 text-green-800 ring-green-600/30', icon: Check },
  on_hold: { tone: 'bg-amber-50 text-amber-900 ring-amber-600/30', icon: CirclePause },
};

/** A module's status as a chip: 'Not started', 'In progress', 'Complete', 'On hold'. */
export function ModuleStatusChip({ status, className }: { status: ModuleStatus | null; className?: string }) {
  const look = statusLooks[status ?? 'untouched'];
  const Icon = look.icon;
  return (
    <span className={cn(pill, look.tone, className)}>
      <Icon aria-hidden="true" className="size-3.5" />
      {statusLabel(status)}
    </span>
  );
}
