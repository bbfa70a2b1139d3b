import { CONTENT_TYPES, DIFFICULTIES, type ContentType, type Difficulty } from '@woodshed/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** A list page's search, filters and page: they live in the address (?q=&difficulty=&category=&type=&page=). */
export interface LibraryListState {
  q: string;
  difficulty: Difficulty | '';
  category: string;
  /** Only on /library (all resources); the type pages fix it. */
  type: ContentType | '';
  page: number;
}

type Filter = Exclude<keyof LibraryListState, 'page'>;

const isDifficulty = (value: string): value is Difficulty => (DIFFICULTIES as readonly string[]).includes(value);
const isContentType = (value: string): value is ContentType => (CONTENT_TYPES as readonly string[]).includes(value);

export function readListState(params: URLSearchParams): LibraryListState {
  const difficulty = params.get('difficulty') ?? '';
  const type = params.get('type') ?? '';
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    difficulty: isDifficulty(difficulty) ? difficulty : '',
    category: (params.get('category') ?? '').trim().slice(0, 80),
    type: isContentType(type) ? type : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * The list state from the address, and setters that write it back. A new search or filter starts at
 * page 1; typing in the search box replaces the history entry, filters and pages add one (so Back
 * undoes them).
 */
export function useListState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readListState(searchParams), [searchParams]);

  const setFilter = useCallback(
    (name: Filter, value: string) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value) next.set(name, value);
          else next.delete(name);
          next.delete('page');
          return next;
        },
        { replace: name === 'q', preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  const setPage = useCallback(
    (page: number, options?: { replace?: boolean }) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (page > 1) next.set('page', String(page));
          else next.delete('page');
          return next;
        },
        { replace: options?.replace ?? false, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  const clearFilters = useCallback(
    () => setSearchParams(new URLSearchParams(), { preventScrollReset: true }),
    [setSearchParams],
  );

  return { state, setFilter, setPage, clearFilters };
}
