import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'children'> {
  label: string;
  hint?: ReactNode;
  /** Shown under the input and announced with it. */
  error?: string | null;
  /** Marks the input invalid when the message is shown elsewhere (a form banner). */
  invalid?: boolean;
}

export function TextField({ label, hint, error, invalid, id, className, 'aria-describedby': describedBy, ...rest }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `field-${autoId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedByIds = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  const isInvalid = Boolean(error) || Boolean(invalid);

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedByIds}
        className={cn(
          'h-10 w-full rounded-lg border bg-white px-3 text-base text-stone-900 shadow-xs placeholder:text-stone-500 sm:text-sm',
          'focus:outline-none focus-visible:border-amber-700 focus-visible:ring-2 focus-visible:ring-amber-700/40',
          'disabled:bg-stone-100 disabled:text-stone-500',
          isInvalid ? 'border-red-600' : 'border-stone-300',
        )}
        {...rest}
      />
      {hint && (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
