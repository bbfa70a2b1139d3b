import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { practiceKeys, type HistoryParams } from './keys';

/** GET /api/practice/history?status=active|deleted&focusAreaId=&page=&pageSize= → { items, total }, newest date first, then newest logged. */
export function fetchHistory(params: HistoryParams, signal?: AbortSignal): Promise<HistoryResponse> {
  const query = {
    status: params.status,
    page: params.page,
    pageSize: params.pageSize,
    focusAreaId: params.focusAreaId,
  };
  return api.get<'/api/practice/history', HistoryResponse>(apiUrl('/api/practice/history', {}, query), { signal });
}

export function historyQueryOptions(params: HistoryParams) {
  return queryOptions({
    queryKey: practiceKeys.history(params),
    queryFn: ({ signal }) => fetchHistory(params, signal),
  });
}

/** Keeps the previous page on screen while the next one (or another filter) loads. */
export function useHistory(params: HistoryParams) {
  return useQuery({ ...historyQueryOptions(params), placeholderData: keepPreviousData });
}
