import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterSelectProps {
  label: string;
  value: string;
  options: FilterOption[];
  onChange: (value: string) => void;
  className?: string;
}

/** A labelled native select (keyboard and touch friendly everywhere). */
export function FilterSelect({ label, value, options, onChange, className }: FilterSelectProps) {
  const id = `filter-${useId()}`;
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={cn(
            'h-10 w-full appearance-none truncate rounded-lg border border-stone-300 bg-white pr-9 pl-3 text-base text-stone-900 shadow-xs sm:text-sm',
            'focus:outline-none focus-visible:border-amber-700 focus-visible:ring-2 focus-visible:ring-amber-700/40',
          )}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone-500"
        />
      </div>
    </div>
  );
}
