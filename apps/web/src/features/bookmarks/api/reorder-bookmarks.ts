import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookmarkListResponse, ReorderBookmarksRequest } from '@woodshed/shared';
import { api } from '@/lib/api';
import { moveBookmark } from './bookmark-list';
import type { BookmarkChangeOptions } from './delete-bookmark';
import { BOOKMARK_MUTATION_KEY, bookmarkKeys } from './keys';

/** POST /api/bookmarks/reorder { bookmarkId, targetBookmarkId } → { items } in the new order. */
export function reorderBookmarks(request: ReorderBookmarksRequest): Promise<BookmarkListResponse> {
  return api.post<'/api/bookmarks/reorder', BookmarkListResponse>('/api/bookmarks/reorder', request);
}

/**
 * Reorders at once (optimistic), rolls back when the server refuses, and then takes the server's
 * order as the truth.
 */
export function useReorderBookmarks({ onSettled }: BookmarkChangeOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: BOOKMARK_MUTATION_KEY,
    mutationFn: reorderBookmarks,
    onMutate: async (request) => {
      await queryClient.cancelQueries({ queryKey: bookmarkKeys.list() });
      const previous = queryClient.getQueryData<BookmarkListResponse>(bookmarkKeys.list());
      if (previous) queryClient.setQueryData(bookmarkKeys.list(), moveBookmark(previous, request));
      return { previous };
    },
    onError: (_error, _request, context) => {
      if (context?.previous) queryClient.setQueryData(bookmarkKeys.list(), context.previous);
    },
    onSuccess: (answer) => queryClient.setQueryData(bookmarkKeys.list(), answer),
    onSettled: () => void onSettled?.(),
  });
}
