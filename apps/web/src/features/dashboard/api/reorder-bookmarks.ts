import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moveToTarget, type BookmarkListResponse, type ReorderBookmarksRequest } from '@woodshed/shared';
import { api } from '@/lib/api';
import { BOOKMARK_MUTATION_KEY, BOOKMARKS_QUERY_KEY, dashboardKeys } from './keys';

/** POST /api/bookmarks/reorder { bookmarkId, targetBookmarkId } → { items } in the new order. */
export function reorderBookmarks(request: ReorderBookmarksRequest): Promise<BookmarkListResponse> {
  return api.post<BookmarkListResponse>('/api/bookmarks/reorder', request);
}

/** The dragged bookmark takes the target's place; the ones between shift by one (the server's own rule). */
export function moveBookmark(list: BookmarkListResponse, { bookmarkId, targetBookmarkId }: ReorderBookmarksRequest): BookmarkListResponse {
  const items = moveToTarget(list.items, bookmarkId, targetBookmarkId);
  return items ? { items } : list;
}

/**
 * Reorders at once (optimistic), rolls back when the server refuses, and then takes the server's
 * order as the truth; the dashboard is refreshed afterwards.
 */
export function useReorderBookmarks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: BOOKMARK_MUTATION_KEY,
    mutationFn: reorderBookmarks,
    onMutate: async (request) => {
      await queryClient.cancelQueries({ queryKey: BOOKMARKS_QUERY_KEY });
      const previous = queryClient.getQueryData<BookmarkListResponse>(BOOKMARKS_QUERY_KEY);
      if (previous) queryClient.setQueryData(BOOKMARKS_QUERY_KEY, moveBookmark(previous, request));
      return { previous };
    },
    onError: (_error, _request, context) => {
      if (context?.previous) queryClient.setQueryData(BOOKMARKS_QUERY_KEY, context.previous);
    },
    onSuccess: (answer) => queryClient.setQueryData(BOOKMARKS_QUERY_KEY, answer),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all, exact: true }),
  });
}
