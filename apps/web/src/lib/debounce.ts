import { useEffect, useState } from 'react';

/** How long typing must pause before a search runs (the library's search box, the Add Material picker). */
export const SEARCH_DEBOUNCE_MS = 300;

/** The value once it has stopped changing for `delayMs` (a search runs when typing pauses). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
