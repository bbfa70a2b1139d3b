import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { SEARCH_DEBOUNCE_MS } from '@/lib/debounce';

interface SearchBoxProps {
  /** The search in the address. */
  value: string;
  /** Called with the trimmed text once typing pauses (or on Enter, through the form). */
  onSearch: (value: string) => void;
  placeholder?: string;
  className?: string;
}

/**
 * The 'Search' box. Keeps what the user types, runs the search ~300 ms after typing stops, and follows
 * the address when it changes from elsewhere (Back, Clear filters).
 */
export function SearchBox({ value, onSearch, placeholder, className }: SearchBoxProps) {
  const id = `search-${useId()}`;
  const [text, setText] = useState(value);
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (text.trim() !== value) setText(value);
  }

  useEffect(() => {
    const next = text.trim();
    if (next === value) return;
    const timer = window.setTimeout(() => onSearch(next), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        Search
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
        />
        <input
          id={id}
          type="search"
          value={text}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              if (text.trim() !== value) onSearch(text.trim());
            }
          }}
          className={cn(
            'h-10 w-full rounded-lg border border-stone-300 bg-white pr-3 pl-9 text-base text-stone-900 shadow-xs placeholder:text-stone-500 sm:text-sm',
            'focus:outline-none focus-visible:border-amber-700 focus-visible:ring-2 focus-visible:ring-amber-700/40',
          )}
        />
      </div>
    </div>
  );
}
