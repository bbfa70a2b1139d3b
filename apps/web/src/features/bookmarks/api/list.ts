import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { BookmarkListResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import type { BookmarkListItem } from './bookmark-list';
import { BOOKMARK_MUTATION_KEY, bookmarkKeys } from './keys';

/** GET /api/bookmarks → { items } in the user's order, each with its library item. */
export function fetchBookmarks(signal?: AbortSignal): Promise<BookmarkListResponse> {
  return api.get<'/api/bookmarks', BookmarkListResponse>('/api/bookmarks', { signal });
}

export function bookmarksQueryOptions() {
  return queryOptions({ queryKey: bookmarkKeys.list(), queryFn: ({ signal }) => fetchBookmarks(signal) });
}

/**
 * Puts a list that came with another answer (the dashboard's), requested at `requestedAt`, in the cache, so it
 * is not fetched on its own. It is left alone while a bookmark change runs, and when the list changed after
 * that request was sent: a reorder that finished meanwhile is newer than the answer.
 */
export function seedBookmarkList(queryClient: QueryClient, items: BookmarkListItem[], requestedAt: number): void {
  if (queryClient.isMutating({ mutationKey: BOOKMARK_MUTATION_KEY }) > 0) return;
  const cached = queryClient.getQueryState(bookmarkKeys.list());
  if (cached && cached.dataUpdatedAt > requestedAt) return;
  queryClient.setQueryData<BookmarkListResponse>(bookmarkKeys.list(), { items }, { updatedAt: requestedAt });
}

/**
 * The bookmark list: seeded by another answer (`initial`, fetched at `initialUpdatedAt`), fetched on its own
 * only after something invalidated it (a bookmark toggled in the library).
 */
export function useBookmarks(initial: BookmarkListItem[], initialUpdatedAt: number) {
  return useQuery({
    ...bookmarksQueryOptions(),
    initialData: { items: initial },
    initialDataUpdatedAt: initialUpdatedAt,
  });
}
