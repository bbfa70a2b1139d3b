import { useId } from 'react';

/** 'Progress 40%' with a bar (role="progressbar"). */
export function GoalProgress({ value }: { value: number }) {
  const labelId = useId();
  const percent = Math.min(100, Math.max(0, value));
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between text-sm">
        <span id={labelId} className="font-medium text-stone-700">
          Progress
        </span>
        <span className="font-semibold text-stone-900 tabular-nums">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-2.5 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className={percent >= 100 ? 'h-full bg-green-600' : 'h-full bg-amber-600'}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
