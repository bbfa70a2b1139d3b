import type { ComponentProps } from 'react';
import { controlClasses, FieldShell, useField, type FieldProps } from './Field';

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'children'> & FieldProps;

/** A labelled multi-line text input, styled like TextField. */
export function TextAreaField({
  label,
  hint,
  error,
  invalid,
  id,
  className,
  rows = 3,
  'aria-describedby': describedBy,
  ...rest
}: TextAreaFieldProps) {
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
      <textarea {...field.controlProps} rows={rows} className={controlClasses(field.isInvalid, 'py-2')} {...rest} />
    </FieldShell>
  );
}
