import { MODULE_STATUS_LABELS, MODULE_STATUSES, type ModuleStatus } from '@woodshed/shared';
import { Check, Circle, CircleDot, CirclePause, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

const icons: Record<ModuleStatus, LucideIcon> = {
  untouched: Circle,
  in_progress: CircleDot,
  complete: Check,
  on_hold: CirclePause,
};

const pressedTones: Record<ModuleStatus, string> = {
  untouched: 'aria-pressed:border-stone-700 aria-pressed:bg-stone-700 aria-pressed:hover:bg-stone-800',
  in_progress: 'aria-pressed:border-sky-800 aria-pressed:bg-sky-800 aria-pressed:hover:bg-sky-900',
  complete: 'aria-pressed:border-green-800 aria-pressed:bg-green-800 aria-pressed:hover:bg-green-900',
  on_hold: 'aria-pressed:border-amber-800 aria-pressed:bg-amber-800 aria-pressed:hover:bg-amber-900',
};

interface ModuleStatusButtonsProps {
  status: ModuleStatus;
  onChange: (status: ModuleStatus) => void;
  labelledBy: string;
}

/**
 * The four statuses as toggle buttons (aria-pressed) in a group; any status can be chosen from any other (spec
 * part 3 §4). Buttons rather than radios: arrowing through a radio group would save every status it passes, and
 * passing Complete could finish the course.
 */
export function ModuleStatusButtons({ status, onChange, labelledBy }: ModuleStatusButtonsProps) {
  return (
    <div role="group" aria-labelledby={labelledBy} className="grid grid-cols-2 gap-2">
      {MODULE_STATUSES.map((value) => {
        const Icon = icons[value];
        const pressed = value === status;
        return (
          <button
            key={value}
            type="button"
            aria-pressed={pressed}
            onClick={() => !pressed && onChange(value)}
            className={cn(
              'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm font-semibold text-stone-800 shadow-xs transition-colors hover:bg-stone-100',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700',
              'aria-pressed:text-white aria-pressed:shadow-sm',
              pressedTones[value],
            )}
          >
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {MODULE_STATUS_LABELS[value]}
          </button>
        );
      })}
    </div>
  );
}
