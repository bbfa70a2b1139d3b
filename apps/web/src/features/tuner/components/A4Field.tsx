import { A4_MAX_HZ, A4_MIN_HZ, isValidA4, messages } from '@woodshed/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { controlClasses, FieldShell, useField } from '@/components/ui/Field';

const parse = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * A4 reference, 432–446 Hz (whole or not): typed, or stepped by 1 Hz with − and +. An entry out of range is refused
 * and said so; the tuner keeps its last good A4 until it is corrected.
 */
export function A4Field({ value, onChange }: { value: number; onChange: (hz: number) => void }) {
  const [draft, setDraft] = useState(String(value));
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setDraft(String(value));
  }
  const valid = isValidA4(parse(draft));
  const error = valid ? null : messages.tunerWeb.a4Invalid(A4_MIN_HZ, A4_MAX_HZ, value);
  const field = useField({ error });

  function commit(hz: number) {
    setShownValue(hz);
    setDraft(String(hz));
    onChange(hz);
  }

  return (
    <FieldShell
      label="A4 reference (Hz)"
      controlId={field.controlId}
      error={error}
      errorId={field.errorId}
      className="w-full sm:w-56"
    >
      <div className="flex gap-1.5">
        <Button
          variant="secondary"
          className="w-10 shrink-0 px-0"
          aria-label="Lower A4 by 1 Hz"
          disabled={value - 1 < A4_MIN_HZ}
          onClick={() => commit(Math.max(A4_MIN_HZ, Math.ceil(value - 1)))}
        >
          <span aria-hidden="true" className="text-lg leading-none">
            −
          </span>
        </Button>
        <input
          {...field.controlProps}
          type="number"
          inputMode="decimal"
          min={A4_MIN_HZ}
          max={A4_MAX_HZ}
          step={1}
          value={draft}
          className={controlClasses(field.isInvalid, 'h-10 text-center')}
          onChange={(event) => {
            const next = event.target.value;
            setDraft(next);
            const hz = parse(next);
            if (isValidA4(hz) && hz !== value) {
              setShownValue(hz);
              onChange(hz);
            }
          }}
          onBlur={() => {
            if (valid) setDraft(String(value));
          }}
        />
        <Button
          variant="secondary"
          className="w-10 shrink-0 px-0"
          aria-label="Raise A4 by 1 Hz"
          disabled={value + 1 > A4_MAX_HZ}
          onClick={() => commit(Math.min(A4_MAX_HZ, Math.floor(value + 1)))}
        >
          <span aria-hidden="true" className="text-lg leading-none">
            +
          </span>
        </Button>
      </div>
    </FieldShell>
  );
}
