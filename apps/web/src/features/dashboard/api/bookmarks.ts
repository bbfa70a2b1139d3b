import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookmarkListResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import { BOOKMARKS_QUERY_KEY } from './keys';

export type DashboardBookmark = BookmarkListResponse['items'][number];

/** GET /api/bookmarks → { items } in the user's order, each with its library item. */
export function fetchBookmarks(signal?: AbortSignal): Promise<BookmarkListResponse> {
  return api.get<BookmarkListResponse>('/api/bookmarks', { signal });
}

export function bookmarksQueryOptions() {
  return queryOptions({ queryKey: BOOKMARKS_QUERY_KEY, queryFn: ({ signal }) => fetchBookmarks(signal) });
}

/**
 * The bookmark list shown on the dashboard: seeded by the dashboard's answer (`initial`), fetched on
 * its own only after something invalidated it (a bookmark toggled in the library).
 */
export function useBookmarks(initial: DashboardBookmark[], initialUpdatedAt: number) {
  return useQuery({
    ...bookmarksQueryOptions(),
    initialData: { items: initial },
    initialDataUpdatedAt: initialUpdatedAt,
  });
}
