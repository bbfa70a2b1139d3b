import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { HistoryStatus } from './api/keys';

/** The history page's toggle, filter and page live in the address: ?status=deleted&focusArea=3&page=2. */
export interface HistoryState {
  status: HistoryStatus;
  focusAreaId: number | null;
  page: number;
}

const positiveInt = (value: string | null): number | null => {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : null;
};

export function readHistoryState(params: URLSearchParams): HistoryState {
  return {
    status: params.get('status') === 'deleted' ? 'deleted' : 'active',
    focusAreaId: positiveInt(params.get('focusArea')),
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/**
 * The state from the address, and setters that write it back (each adds a history entry, so Back undoes
 * it). A new status or focus area starts at page 1; defaults are left out of the address.
 */
export function useHistoryState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readHistoryState(searchParams), [searchParams]);

  const update = useCallback(
    (changes: Partial<Record<'status' | 'focusArea' | 'page', string | null>>, replace = false) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  const setStatus = useCallback(
    (status: HistoryStatus) => update({ status: status === 'active' ? null : status, page: null }),
    [update],
  );
  const setFocusArea = useCallback((id: string) => update({ focusArea: id || null, page: null }), [update]);
  const setPage = useCallback(
    (page: number, replace = false) => update({ page: page > 1 ? String(page) : null }, replace),
    [update],
  );

  return { state, setStatus, setFocusArea, setPage };
}
