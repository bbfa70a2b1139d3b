import type { GoalStatus } from '@woodshed/shared';
import { cn } from '@/lib/cn';
import { goalStatusLabel } from '@woodshed/shared';
import { STATUS_ICONS } from '../labels';

/** Icon and label together, so the status never depends on colour. */
export function StatusBadge({ status, className }: { status: GoalStatus; className?: string }) {
  const { icon: Icon, tone } = STATUS_ICONS[status];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        tone,
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {goalStatusLabel(status)}
    </span>
  );
}
