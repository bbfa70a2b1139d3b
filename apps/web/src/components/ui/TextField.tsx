import type { ComponentProps } from 'react';
import { controlClasses, FieldShell, useField, type FieldProps } from './Field';

type TextFieldProps = Omit<ComponentProps<'input'>, 'children'> & FieldProps;

export function TextField({
  label,
  hint,
  error,
  invalid,
  id,
  className,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
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
      <input {...field.controlProps} className={controlClasses(field.isInvalid, 'h-10')} {...rest} />
    </FieldShell>
  );
}
