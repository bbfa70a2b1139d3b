import type { LeaderboardPeriod } from '@woodshed/shared';
import { useId } from 'react';
import { cn } from '@/lib/cn';

const OPTIONS: ReadonlyArray<{ value: LeaderboardPeriod; label: string }> = [
  { value: 'all', label: 'All time' },
  { value: 'week', label: 'This week' },
];

interface PeriodSwitchProps {
  value: LeaderboardPeriod;
  onChange: (period: LeaderboardPeriod) => void;
  /** Links the switch to the sentence that explains This week. */
  describedBy?: string;
}

/** All time / This week: two native radio buttons drawn as a segmented control (arrow keys move between them). */
export function PeriodSwitch({ value, onChange, describedBy }: PeriodSwitchProps) {
  const name = useId();
  return (
    <fieldset aria-describedby={describedBy} className="shrink-0">
      <legend className="sr-only">Period</legend>
      <div className="inline-flex gap-1 rounded-lg border border-stone-200 bg-stone-100 p-1">
        {OPTIONS.map((option) => (
          <label key={option.value} className="relative">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="peer sr-only"
            />
            <span
              className={cn(
                'block cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-stone-700 transition-colors hover:bg-white hover:text-stone-900',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-amber-700',
                'peer-checked:bg-amber-800 peer-checked:text-white peer-checked:shadow-sm',
              )}
            >
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
