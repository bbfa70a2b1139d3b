import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { useField, type FieldProps } from './Field';

type RangeFieldProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'onChange' | 'children'> &
  FieldProps & {
    value: number;
    onValueChange: (value: number) => void;
    /** How the value is shown beside the label and read out (aria-valuetext), e.g. `(v) => `${v}%``. */
    formatValue?: (value: number) => string;
  };

/**
 * A labelled slider (native range input: arrow keys, Page Up/Down, Home and End work everywhere) with its
 * current value shown beside the label.
 */
export function RangeField({
  label,
  hint,
  error,
  invalid,
  id,
  className,
  value,
  onValueChange,
  formatValue = String,
  min = 0,
  max = 100,
  step = 1,
  'aria-describedby': describedBy,
  ...rest
}: RangeFieldProps) {
  const field = useField({ id, hint, error, invalid, describedBy });
  const text = formatValue(value);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={field.controlId} className="text-sm font-medium text-stone-800">
          {label}
        </label>
        {/* The input reads its own value out (aria-valuetext); this is the visible copy. */}
        <output
          htmlFor={field.controlId}
          aria-hidden="true"
          className="text-sm font-semibold text-stone-900 tabular-nums"
        >
          {text}
        </output>
      </div>
      <input
        {...field.controlProps}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={text}
        onChange={(event) => onValueChange(Number(event.target.value))}
        className={cn(
          'h-6 w-full cursor-pointer accent-amber-800 disabled:cursor-not-allowed',
          'rounded-md focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700',
        )}
        {...rest}
      />
      {hint && (
        <p id={field.hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={field.errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
