import { messages } from '@woodshed/shared';
import { useEffect, useState } from 'react';
import { TextField } from '@/components/ui/TextField';

interface WholeNumberFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  onCommit: (value: number) => void;
  disabled?: boolean;
  className?: string;
  /** The name the error message gives the field (the label by default). */
  fieldName?: string;
}

/**
 * A whole-number field that hands on only values in range: while the text is not one, the field says what it must
 * be and the metronome keeps the last good value; leaving the field puts that value back.
 */
export function WholeNumberField({
  label,
  value,
  min,
  max,
  onCommit,
  disabled,
  className,
  fieldName = label,
}: WholeNumberFieldProps) {
  const [draft, setDraft] = useState(String(value));
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    if (!editing) setDraft(String(value));
  }, [value, editing]);
  const parsed = Number(draft.trim());
  const valid = draft.trim() !== '' && Number.isInteger(parsed) && parsed >= min && parsed <= max;
  return (
    <TextField
      label={label}
      className={className}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      value={draft}
      disabled={disabled}
      error={valid ? null : messages.metronomeWeb.fieldRange(fieldName, min, max)}
      onFocus={() => setEditing(true)}
      onBlur={() => {
        setEditing(false);
        setDraft(String(value));
      }}
      onChange={(event) => {
        setDraft(event.target.value);
        const next = Number(event.target.value.trim());
        if (event.target.value.trim() !== '' && Number.isInteger(next) && next >= min && next <= max) onCommit(next);
      }}
    />
  );
}
