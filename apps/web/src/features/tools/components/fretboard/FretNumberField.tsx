import { useState } from 'react';
import { TextField } from '@/components/ui/TextField';
import { messages } from '@woodshed/shared';

interface FretNumberFieldProps {
  label: string;
  /** The value the board shows. */
  value: number;
  min: number;
  max: number;
  /** The domain rule for this field (whole numbers within range). */
  isValid: (value: number) => boolean;
  /** The message when what was typed is not allowed. */
  rangeError: string;
  /** Shown under the field when the board changed it (e.g. "Starting fret moved to 12 …"). */
  note?: string | null;
  onCommit: (value: number) => void;
}

/**
 * A whole-number field whose out-of-range entries are refused: the board keeps its last good value and the
 * field says why, until the entry is corrected.
 */
export function FretNumberField({ label, value, min, max, isValid, rangeError, note, onCommit }: FretNumberFieldProps) {
  const [draft, setDraft] = useState(String(value));
  const [shownValue, setShownValue] = useState(value);
  // The board may change the value itself (the starting fret moves when frets are added): follow it.
  if (value !== shownValue) {
    setShownValue(value);
    setDraft(String(value));
  }

  const parse = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  const valid = isValid(parse(draft));
  const error = valid ? null : `${rangeError} ${messages.tools.boardUnchanged(value)}`;

  return (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      value={draft}
      error={error}
      hint={!error && note ? note : undefined}
      onChange={(event) => {
        const next = event.target.value;
        setDraft(next);
        const number = parse(next);
        if (isValid(number) && number !== value) {
          setShownValue(number);
          onCommit(number);
        }
      }}
      onBlur={() => {
        if (valid) setDraft(String(value));
      }}
    />
  );
}
