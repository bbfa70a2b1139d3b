import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { summariesKeys } from './keys';

/** DELETE /api/admin/session-summaries/:id → 204, with its attachments (superadmins). A 404 counts as done. */
export async function deleteSummary(summaryId: string): Promise<void> {
  try {
    await api.delete<'/api/admin/session-summaries/{id}'>(
      apiUrl('/api/admin/session-summaries/{id}', { id: summaryId }),
    );
  } catch (error) {
    if (!(isApiError(error) && error.status === 404)) throw error;
  }
}

export function useDeleteSummary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSummary,
    // The open detail is left alone: the page stops asking for it (a refetch would only answer 404).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: summariesKeys.lists() }),
  });
}
