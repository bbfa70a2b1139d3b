import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FacultyListResponse } from '@woodshed/shared';
import { api, isApiError } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { invalidateFaculty, summariesKeys } from './keys';

/** DELETE /api/admin/faculty/:id → 204 (their summaries stay, without a faculty member). A 404 counts as done. */
export async function deleteFaculty(facultyId: string): Promise<void> {
  try {
    await api.delete<'/api/admin/faculty/{id}'>(apiUrl('/api/admin/faculty/{id}', { id: facultyId }));
  } catch (error) {
    if (!(isApiError(error) && error.status === 404)) throw error;
  }
}

export function useDeleteFaculty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFaculty,
    onSuccess: (_result, facultyId) => {
      queryClient.setQueryData<FacultyListResponse>(summariesKeys.faculty(), (data) =>
        data ? { items: data.items.filter((member) => member.id !== facultyId) } : data,
      );
      void invalidateFaculty(queryClient);
    },
  });
}
