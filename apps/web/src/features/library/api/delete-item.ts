import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { bookmarkKeys } from '@/features/bookmarks';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { libraryKeys } from './keys';

/** DELETE /api/admin/library/:id → 204 (superadmins). */
export function deleteLibraryItem(id: string): Promise<void> {
  return api.delete<'/api/admin/library/{id}'>(apiUrl('/api/admin/library/{id}', { id }));
}

export function useDeleteLibraryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLibraryItem,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: libraryKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: bookmarkKeys.all });
    },
  });
}

/** Once the page showing a deleted item has been left: forget it, so nothing asks for it again. */
export function forgetDeletedItem(queryClient: QueryClient, id: string): void {
  queryClient.removeQueries({ queryKey: libraryKeys.detail(id) });
}
