import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'children'> {
  /** The accessible name; may contain links. */
  label: ReactNode;
  error?: string | null;
  invalid?: boolean;
}

export function CheckboxField({ label, error, invalid, id, className, ...rest }: CheckboxFieldProps) {
  const autoId = useId();
  const inputId = id ?? `checkbox-${autoId}`;
  const errorId = error ? `${inputId}-error` : undefined;
  const isInvalid = Boolean(error) || Boolean(invalid);

  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-2.5">
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={isInvalid || undefined}
          aria-describedby={errorId}
          className={cn(
            'mt-0.5 size-4 shrink-0 rounded border-stone-400 accent-amber-800',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700',
          )}
          {...rest}
        />
        <label htmlFor={inputId} className="text-sm text-stone-800">
          {label}
        </label>
      </div>
      {error && (
        <p id={errorId} className="pl-6.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
