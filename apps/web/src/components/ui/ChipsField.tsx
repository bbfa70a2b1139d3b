import { X } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref, type RefObject } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './Button';

interface ChipsFieldProps {
  label: string;
  /** What one entry is called, for the Add and Remove buttons ("focus area", "chord"). */
  itemLabel: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  /** Typed text is split on this into several entries (default: commas). */
  separator?: RegExp;
  /** Chord progressions repeat chords; focus areas do not. */
  allowDuplicates?: boolean;
  /** Shows the entries numbered, in order (a chord progression). */
  ordered?: boolean;
  maxItemLength?: number;
  maxItems?: number;
  /** Offered while typing (a datalist). */
  suggestions?: readonly string[];
  placeholder?: string;
  hint?: ReactNode;
  error?: string | null;
  invalid?: boolean;
  id?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A list of short entries shown as removable chips. Type and press Enter (or Add); several entries can be
 * typed at once, separated by commas. Backspace in the empty input removes the last chip. Text left in the
 * input is added when the input loses focus, so nothing typed is lost on submit.
 */
export function ChipsField({
  label,
  itemLabel,
  values,
  onChange,
  separator = /,/,
  allowDuplicates = false,
  ordered = false,
  maxItemLength = 40,
  maxItems = 64,
  suggestions,
  placeholder,
  hint,
  error,
  invalid,
  id,
  inputRef,
}: ChipsFieldProps) {
  const autoId = useId();
  const inputId = id ?? `chips-${autoId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const listId = suggestions ? `${inputId}-suggestions` : undefined;
  const chips = useChipsEditing({ values, onChange, separator, allowDuplicates, maxItemLength, maxItems });
  const { draft, commit } = chips;
  const isInvalid = Boolean(error) || Boolean(invalid);

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      {values.length > 0 && (
        <ChipList
          values={values}
          itemLabel={itemLabel}
          ordered={ordered}
          removeButtons={chips.removeButtons}
          onRemove={chips.remove}
        />
      )}
      <div className="flex gap-2">
        <input
          id={inputId}
          ref={(element) => {
            chips.ownInput.current = element;
            if (typeof inputRef === 'function') inputRef(element);
            else if (inputRef) inputRef.current = element;
          }}
          value={draft}
          onChange={(event) => chips.setDraft(event.target.value)}
          onKeyDown={chips.onKeyDown}
          onBlur={commit}
          placeholder={placeholder}
          list={listId}
          autoComplete="off"
          aria-invalid={isInvalid || undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          className={cn(
            'h-10 min-w-0 flex-1 rounded-lg border bg-white px-3 text-base text-stone-900 shadow-xs placeholder:text-stone-500 sm:text-sm',
            'focus:outline-none focus-visible:border-amber-700 focus-visible:ring-2 focus-visible:ring-amber-700/40',
            isInvalid ? 'border-red-600' : 'border-stone-300',
          )}
        />
        <Button variant="secondary" onClick={commit} aria-label={`Add ${itemLabel}`}>
          Add
        </Button>
      </div>
      {suggestions && (
        <datalist id={listId}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
      {hint && (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <p role="status" className="sr-only">
        {chips.announcement}
      </p>
    </div>
  );
}

interface ChipListProps {
  values: readonly string[];
  itemLabel: string;
  ordered: boolean;
  removeButtons: RefObject<Array<HTMLButtonElement | null>>;
  onRemove: (index: number) => void;
}

/** The entries as chips ('{itemLabel} list'), numbered when ordered, each with its Remove button. */
function ChipList({ values, itemLabel, ordered, removeButtons, onRemove }: ChipListProps) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List aria-label={`${itemLabel} list`} className="flex flex-wrap gap-2">
      {values.map((value, index) => (
        <li
          key={`${index}-${value}`}
          className="inline-flex items-center gap-1 rounded-full border border-amber-200 bg-amber-50 py-0.5 pr-1 pl-3 text-sm text-amber-950"
        >
          {ordered && <span className="text-xs font-semibold text-amber-800">{index + 1}.</span>}
          <span>{value}</span>
          <button
            type="button"
            ref={(element) => {
              removeButtons.current[index] = element;
            }}
            onClick={() => onRemove(index)}
            aria-label={`Remove ${itemLabel} ${value}`}
            className="rounded-full p-1 text-amber-900 hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-amber-700"
          >
            <X aria-hidden="true" className="size-3.5" />
          </button>
        </li>
      ))}
    </List>
  );
}

interface ChipsEditingOptions {
  values: readonly string[];
  onChange: (values: string[]) => void;
  separator: RegExp;
  allowDuplicates: boolean;
  maxItemLength: number;
  maxItems: number;
}

/** The typed draft, adding it (split, trimmed, capped, without repeats unless allowed) and removing a chip. */
function useChipsEditing({
  values,
  onChange,
  separator,
  allowDuplicates,
  maxItemLength,
  maxItems,
}: ChipsEditingOptions) {
  const [draft, setDraft] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const removeButtons = useRef<Array<HTMLButtonElement | null>>([]);
  const ownInput = useRef<HTMLInputElement | null>(null);

  const commit = () => {
    const entries = draft
      .split(separator)
      .map((entry) => entry.trim().slice(0, maxItemLength))
      .filter(Boolean);
    if (entries.length === 0) return;
    const next = [...values];
    for (const entry of entries) {
      if (next.length >= maxItems) break;
      if (!allowDuplicates && next.some((value) => value.toLowerCase() === entry.toLowerCase())) continue;
      next.push(entry);
    }
    setDraft('');
    if (next.length !== values.length) {
      onChange(next);
      setAnnouncement(`Added ${next.slice(values.length).join(', ')}`);
    }
  };

  const remove = (index: number) => {
    const removed = values[index];
    onChange(values.filter((_, i) => i !== index));
    setAnnouncement(`Removed ${removed}`);
    // Keep the keyboard user in the list: the next chip, else the previous one, else the input.
    const target = removeButtons.current[index + 1] ?? removeButtons.current[index - 1];
    requestAnimationFrame(() => (target && target.isConnected ? target.focus() : ownInput.current?.focus()));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && draft === '' && values.length > 0) {
      event.preventDefault();
      remove(values.length - 1);
    }
  };

  return { draft, setDraft, announcement, commit, remove, onKeyDown, removeButtons, ownInput };
}
