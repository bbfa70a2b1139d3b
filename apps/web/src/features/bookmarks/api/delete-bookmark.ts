import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookmarkListResponse } from '@woodshed/shared';
import { api, isApiError } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { withoutBookmark } from './bookmark-list';
import { BOOKMARK_MUTATION_KEY, bookmarkKeys } from './keys';

/** DELETE /api/bookmarks/:id → 204. A 404 means it is gone already, which is what was asked. */
export async function deleteBookmark(bookmarkId: string): Promise<void> {
  try {
    await api.delete<'/api/bookmarks/{id}'>(apiUrl('/api/bookmarks/{id}', { id: bookmarkId }));
  } catch (error) {
    if (isApiError(error) && error.status === 404) return;
    throw error;
  }
}

export interface BookmarkChangeOptions {
  /** After the change succeeded or failed: the caller refreshes what else shows bookmarks (its own queries). */
  onSettled?: () => unknown;
}

/** Removes a bookmark by its id; on success it leaves the cached list at once. */
export function useDeleteBookmark({ onSettled }: BookmarkChangeOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: BOOKMARK_MUTATION_KEY,
    mutationFn: deleteBookmark,
    onSuccess: async (_data, bookmarkId) => {
      await queryClient.cancelQueries({ queryKey: bookmarkKeys.list() });
      queryClient.setQueryData<BookmarkListResponse>(bookmarkKeys.list(), (old) =>
        old ? withoutBookmark(old, bookmarkId) : old,
      );
    },
    onSettled: () => void onSettled?.(),
  });
}
