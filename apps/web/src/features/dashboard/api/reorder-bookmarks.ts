import { arrayMove } from '@dnd-kit/sortable';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookmarkListResponse, ReorderBookmarksRequest } from '@woodshed/shared';
import { api } from '@/lib/api';
import { BOOKMARK_MUTATION_KEY, BOOKMARKS_QUERY_KEY, dashboardKeys } from './keys';

/** POST /api/bookmarks/reorder { bookmarkId, targetBookmarkId } → { items } in the new order. */
export function reorderBookmarks(request: ReorderBookmarksRequest): Promise<BookmarkListResponse> {
  return api.post<BookmarkListResponse>('/api/bookmarks/reorder', request);
}

/** The dragged bookmark takes the target's place; the ones between shift by one (as the server does). */
export function moveBookmark(list: BookmarkListResponse, { bookmarkId, targetBookmarkId }: ReorderBookmarksRequest): BookmarkListResponse {
  const from = list.items.findIndex((bookmark) => bookmark.id === bookmarkId);
  const to = list.items.findIndex((bookmark) => bookmark.id === targetBookmarkId);
  if (from < 0 || to < 0 || from === to) return list;
  return { items: arrayMove(list.items, from, to) };
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
