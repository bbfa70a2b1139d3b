import { Plus, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { controlClasses } from '@/components/ui/Field';
import { focusAndReveal } from '../focus';
import { MAX_CUSTOM_LENGTH, MAX_CUSTOM_ROWS, type CustomRow } from './log-form-model';

interface CustomFocusAreasProps {
  rows: CustomRow[];
  onChange: (rows: CustomRow[]) => void;
  /** Each row's error, by position. */
  errors: ReadonlyArray<string | undefined>;
  disabled?: boolean;
}

/**
 * 'Custom focus areas': one text input per row ('Custom focus area N'), 'Add custom focus area', and
 * 'Remove custom focus area N' on every row but the first. Blank rows are dropped on save.
 */
export function CustomFocusAreas({ rows, onChange, errors, disabled }: CustomFocusAreasProps) {
  const inputs = useRef(new Map<number, HTMLInputElement>());
  const [focusKey, setFocusKey] = useState<number | null>(null);

  useEffect(() => {
    if (focusKey === null) return;
    focusAndReveal(inputs.current.get(focusKey));
    setFocusKey(null);
  }, [focusKey, rows]);

  const add = () => {
    const key = Math.max(-1, ...rows.map((row) => row.key)) + 1;
    onChange([...rows, { key, value: '' }]);
    setFocusKey(key);
  };

  const remove = (index: number) => {
    // Continue in the row that takes this one's place, else in the one before.
    const next = rows[index + 1] ?? rows[index - 1];
    onChange(rows.filter((_, i) => i !== index));
    if (next) setFocusKey(next.key);
  };

  const edit = (key: number, value: string) => onChange(rows.map((row) => (row.key === key ? { ...row, value } : row)));

  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-stone-800">Custom focus areas</legend>
      <ul className="flex flex-col gap-2">
        {rows.map((row, index) => {
          const label = `Custom focus area ${index + 1}`;
          const inputId = `custom-focus-area-${row.key}`;
          const error = errors[index];
          return (
            <li key={row.key} className="flex flex-col gap-1">
              <div className="flex items-center gap-2">
                <label htmlFor={inputId} className="sr-only">
                  {label}
                </label>
                <input
                  id={inputId}
                  // The form's name for the row, so the problem banner lists its message in page order.
                  name={`customRows.${index}.value`}
                  ref={(element) => {
                    if (element) inputs.current.set(row.key, element);
                    else inputs.current.delete(row.key);
                  }}
                  value={row.value}
                  onChange={(event) => edit(row.key, event.target.value)}
                  maxLength={MAX_CUSTOM_LENGTH}
                  placeholder={index === 0 ? 'e.g. Alternate picking' : undefined}
                  autoComplete="off"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${inputId}-error` : undefined}
                  className={controlClasses(Boolean(error), 'h-10 min-w-0 flex-1')}
                />
                {index > 0 ? (
                  <button
                    type="button"
                    aria-label={`Remove custom focus area ${index + 1}`}
                    onClick={() => remove(index)}
                    className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 disabled:text-stone-400"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                ) : (
                  <span aria-hidden="true" className="size-10 shrink-0" />
                )}
              </div>
              {error && (
                <p id={`${inputId}-error`} className="text-sm font-medium text-red-700">
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {rows.length < MAX_CUSTOM_ROWS && (
        <Button variant="secondary" size="sm" className="self-start" onClick={add}>
          <Plus aria-hidden="true" className="size-4" />
          Add custom focus area
        </Button>
      )}
    </fieldset>
  );
}
