import { useMemo, type ReactNode } from 'react';
import { z } from 'zod';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { Form, useSchemaForm } from './form';
import { TextField } from './TextField';

interface RichTextPromptDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  label: string;
  initialValue: string;
  hint?: ReactNode;
  submitLabel: string;
  /** A problem with the value, or null when it may be applied. */
  validate?: (value: string) => string | null;
  onSubmit: (value: string) => void;
  /** A second action, e.g. Remove link. */
  secondary?: { label: string; onClick: () => void };
  inputType?: 'text' | 'url';
}

/** One text field in a dialog: the editor's link and image-description prompts. */
export function RichTextPromptDialog({ open, onOpenChange, ...rest }: RichTextPromptDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={rest.title}>
      {/* Mounted only while open, so each opening starts from the current value. */}
      {open && <PromptForm {...rest} onCancel={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function PromptForm({
  label,
  initialValue,
  hint,
  submitLabel,
  validate,
  onSubmit,
  secondary,
  inputType = 'text',
  onCancel,
}: Omit<RichTextPromptDialogProps, 'open' | 'onOpenChange' | 'title'> & { onCancel: () => void }) {
  const schema = useMemo(
    () =>
      z.object({
        value: z
          .string()
          .trim()
          .superRefine((value, context) => {
            const problem = validate?.(value) ?? null;
            if (problem) context.addIssue({ code: 'custom', message: problem });
          }),
      }),
    [validate],
  );
  const form = useSchemaForm({ schema, defaultValues: { value: initialValue } });

  return (
    <Form form={form} onSubmit={({ value }) => onSubmit(value)} className="flex flex-col gap-4">
      <TextField
        {...form.register('value')}
        label={label}
        type={inputType}
        hint={hint}
        error={form.formState.errors.value?.message}
        autoComplete="off"
        autoFocus
      />
      <div className="flex flex-wrap justify-end gap-2">
        {secondary && (
          <Button variant="ghost" onClick={secondary.onClick} className="mr-auto">
            {secondary.label}
          </Button>
        )}
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">{submitLabel}</Button>
      </div>
    </Form>
  );
}
