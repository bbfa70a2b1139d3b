import type { ComponentProps } from 'react';
import { TextField } from '@/components/ui/TextField';

type EmailFieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'name' | 'type'>;

/** The e-mail input of the sign-in, sign-up and reset forms. */
export function EmailField(props: EmailFieldProps) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      required
      {...props}
    />
  );
}
