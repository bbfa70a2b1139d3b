import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';
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
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The dialog sits in a portal, but React events still bubble to the page's form: stop them here.
    event.preventDefault();
    event.stopPropagation();
    const problem = validate?.(value.trim()) ?? null;
    if (problem) return setError(problem);
    onSubmit(value.trim());
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label={label}
        type={inputType}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        hint={hint}
        error={error}
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
    </form>
  );
}
