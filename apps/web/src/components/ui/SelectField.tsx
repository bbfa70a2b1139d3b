import type { ComponentProps } from 'react';
import { controlClasses, FieldShell, useField, type FieldProps } from './Field';

export interface SelectOption {
  value: string;
  label: string;
}

type SelectFieldProps = Omit<ComponentProps<'select'>, 'children'> & FieldProps & { options: readonly SelectOption[] };

/** A labelled native select (works with the keyboard and on phones without any extra code). */
export function SelectField({
  label,
  options,
  hint,
  error,
  invalid,
  id,
  className,
  'aria-describedby': describedBy,
  ...rest
}: SelectFieldProps) {
  const field = useField({ id, hint, error, invalid, describedBy });
  return (
    <FieldShell
      label={label}
      controlId={field.controlId}
      hint={hint}
      hintId={field.hintId}
      error={error}
      errorId={field.errorId}
      className={className}
    >
      <select {...field.controlProps} className={controlClasses(field.isInvalid, 'h-10')} {...rest}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
