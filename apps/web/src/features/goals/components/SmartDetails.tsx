import type { Goal } from '@woodshed/shared';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/lib/cn';

const SMART = [
  ['specific', 'Specific'],
  ['measurable', 'Measurable'],
  ['achievable', 'Achievable'],
  ['relevant', 'Relevant'],
] as const;

/** The SMART texts behind a 'Details' toggle; nothing when all four are empty. */
export function SmartDetails({ goal }: { goal: Goal }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const filled = SMART.filter(([name]) => goal[name]);
  if (filled.length === 0) return null;
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-amber-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
      >
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform motion-reduce:transition-none', !open && '-rotate-90')}
        />
        Details
      </button>
      <dl id={panelId} hidden={!open} className="mt-2 grid gap-2 rounded-lg bg-stone-50 p-3 text-sm">
        {filled.map(([name, label]) => (
          <div key={name}>
            <dt className="font-semibold text-stone-800">{label}</dt>
            <dd className="whitespace-pre-line text-stone-700">{goal[name]}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
