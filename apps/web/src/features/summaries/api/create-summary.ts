import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSummaryRequest, SummaryDetail } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { summariesKeys } from './keys';

/** POST /api/admin/session-summaries → 201 with the new summary; 400 names the field. */
export function createSummary(body: CreateSummaryRequest): Promise<SummaryDetail> {
  return api.post<'/api/admin/session-summaries', SummaryDetail>(apiUrl('/api/admin/session-summaries', {}), body);
}

export function useCreateSummary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSummary,
    // The lists, and the learner's page the form goes to (its latest summary date).
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: summariesKeys.all }),
  });
}
