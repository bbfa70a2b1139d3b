import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SummaryDetail } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { summariesKeys } from './keys';

/** GET /api/session-summaries/:id → one summary with its faculty, attachments and homework (404 for non-members). */
export function fetchSummary(summaryId: string, signal?: AbortSignal): Promise<SummaryDetail> {
  return api.get<'/api/session-summaries/{id}', SummaryDetail>(
    apiUrl('/api/session-summaries/{id}', { id: summaryId }),
    { signal },
  );
}

export function summaryQueryOptions(summaryId: string) {
  return queryOptions({
    queryKey: summariesKeys.detail(summaryId),
    queryFn: ({ signal }) => fetchSummary(summaryId, signal),
  });
}

/** The open summary, when one is chosen; a 404 (not a member, or deleted) is shown at once, not retried. */
export function useSummary(summaryId: string | null) {
  return useQuery({ ...summaryQueryOptions(summaryId ?? ''), enabled: summaryId !== null, retry: false });
}
