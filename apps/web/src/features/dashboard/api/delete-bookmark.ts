import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookmarkListResponse } from '@woodshed/shared';
import { api, isApiError } from '@/lib/api';
import { BOOKMARK_MUTATION_KEY, BOOKMARKS_QUERY_KEY, dashboardKeys, LIBRARY_QUERY_KEY } from './keys';

/** DELETE /api/bookmarks/:id → 204. A 404 means it is gone already, which is what was asked. */
export async function deleteBookmark(bookmarkId: string): Promise<void> {
  try {
    await api.delete(`/api/bookmarks/${encodeURIComponent(bookmarkId)}`);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return;
    throw error;
  }
}

/** Removes a bookmark; on success it leaves the list at once and the dashboard and library are refreshed. */
export function useDeleteBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: BOOKMARK_MUTATION_KEY,
    mutationFn: deleteBookmark,
    onSuccess: async (_data, bookmarkId) => {
      await queryClient.cancelQueries({ queryKey: BOOKMARKS_QUERY_KEY });
      queryClient.setQueryData<BookmarkListResponse>(BOOKMARKS_QUERY_KEY, (old) =>
        old ? { items: old.items.filter((bookmark) => bookmark.id !== bookmarkId) } : old,
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all, exact: true });
      void queryClient.invalidateQueries({ queryKey: LIBRARY_QUERY_KEY });
    },
  });
}
