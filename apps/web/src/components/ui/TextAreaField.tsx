import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'children'> {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  invalid?: boolean;
}

/** A labelled multi-line text input, styled like TextField. */
export function TextAreaField({ label, hint, error, invalid, id, className, rows = 3, ...rest }: TextAreaFieldProps) {
  const autoId = useId();
  const inputId = id ?? `textarea-${autoId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const isInvalid = Boolean(error) || Boolean(invalid);

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <textarea
        id={inputId}
        rows={rows}
        aria-invalid={isInvalid || undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={cn(
          'w-full rounded-lg border bg-white px-3 py-2 text-base text-stone-900 shadow-xs placeholder:text-stone-500 sm:text-sm',
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
