import { useEffect, useState } from 'react';
import { SearchField } from '@/components/ui/SearchField';
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
    <SearchField
      label="Search"
      value={text}
      onChange={setText}
      onEnter={() => {
        if (text.trim() !== value) onSearch(text.trim());
      }}
      enterKeyHint="search"
      placeholder={placeholder}
      className={cn('min-w-0', className)}
    />
  );
}
