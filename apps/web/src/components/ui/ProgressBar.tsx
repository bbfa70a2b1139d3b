import { cn } from '@/lib/cn';

interface ProgressBarProps {
  /** 0–100; clamped. */
  value: number;
  /** The bar's accessible name, e.g. 'Progress to Level 4'. */
  label: string;
  /** Read out instead of the bare percent, e.g. '2.5 of 7 hours'. */
  valueText?: string;
  /** Bar colour (Tailwind background class); amber by default. */
  tone?: string;
  className?: string;
}

/** A horizontal bar with role="progressbar", aria-valuenow and a name. */
export function ProgressBar({ value, label, valueText, tone = 'bg-amber-600', className }: ProgressBarProps) {
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText ?? `${percent}%`}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-stone-200', className)}
    >
      <div
        className={cn('h-full rounded-full transition-[width] duration-500 motion-reduce:transition-none', tone)}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
