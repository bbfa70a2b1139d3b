import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** What every labelled form control takes besides its own element's props. */
export interface FieldProps {
  label: string;
  hint?: ReactNode;
  /** Shown under the control and announced with it. */
  error?: string | null;
  /** Marks the control invalid when the message is shown elsewhere (a form banner). */
  invalid?: boolean;
}

/** Ids and ARIA wiring shared by the form controls: the control's id, hint and error ids, and describedby. */
export function useField({
  id,
  hint,
  error,
  invalid,
  describedBy,
}: {
  id?: string | undefined;
  hint?: ReactNode;
  error?: string | null | undefined;
  invalid?: boolean | undefined;
  describedBy?: string | undefined;
}) {
  const autoId = useId();
  const controlId = id ?? `field-${autoId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const isInvalid = Boolean(error) || Boolean(invalid);
  return {
    controlId,
    hintId,
    errorId,
    isInvalid,
    controlProps: {
      id: controlId,
      'aria-invalid': isInvalid || undefined,
      'aria-describedby': [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined,
    },
  };
}

/** The look of a text-like control; red border when invalid. */
export function controlClasses(isInvalid: boolean, extra?: string): string {
  return cn(
    'w-full rounded-lg border bg-white px-3 text-base text-stone-900 shadow-xs placeholder:text-stone-500 sm:text-sm',
    'focus:outline-none focus-visible:border-amber-700 focus-visible:ring-2 focus-visible:ring-amber-700/40',
    'disabled:bg-stone-100 disabled:text-stone-500',
    isInvalid ? 'border-red-600' : 'border-stone-300',
    extra,
  );
}

interface FieldShellProps {
  label: string;
  controlId: string;
  hint?: ReactNode;
  hintId?: string | undefined;
  error?: string | null | undefined;
  errorId?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}

/** Label above, control, then hint and error below. */
export function FieldShell({ label, controlId, hint, hintId, error, errorId, className, children }: FieldShellProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={controlId} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      {children}
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
