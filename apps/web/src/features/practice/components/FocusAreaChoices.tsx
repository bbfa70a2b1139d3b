import { messages, type FocusArea } from '@woodshed/shared';
import { useId } from 'react';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';

interface FocusAreaChoicesProps {
  areas: FocusArea[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  selected: number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** The 'Focus areas' fieldset: one checkbox per focus area from the list (GET /api/focus-areas). */
export function FocusAreaChoices({
  areas,
  isPending,
  isError,
  onRetry,
  selected,
  onChange,
  error,
  disabled,
}: FocusAreaChoicesProps) {
  const errorId = `focus-areas-error-${useId()}`;
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...selected, id] : selected.filter((value) => value !== id));

  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-stone-800">Focus areas</legend>
      {isPending && <Spinner size="sm" label="Loading focus areas…" />}
      {isError && (
        <LoadError
          message={messages.practice.focusAreasFailed}
          onRetry={onRetry}
          retryLabel="Try again to load focus areas"
        />
      )}
      {areas && (
        <div className="grid grid-cols-1 gap-x-4 gap-y-2 min-[22rem]:grid-cols-2">
          {areas.map((area) => (
            <CheckboxField
              key={area.id}
              label={area.name}
              title={area.description || undefined}
              checked={selected.includes(area.id)}
              onChange={(event) => toggle(area.id, event.target.checked)}
              invalid={Boolean(error)}
            />
          ))}
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
