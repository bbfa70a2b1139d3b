import { moveToTarget, type BookmarkListResponse, type ReorderBookmarksRequest } from '@woodshed/shared';

/** One entry of the user's bookmark list, with its library item. */
export type BookmarkListItem = BookmarkListResponse['items'][number];

/** The dragged bookmark takes the target's place; the ones between shift by one (the server's own rule). */
export function moveBookmark(
  list: BookmarkListResponse,
  { bookmarkId, targetBookmarkId }: ReorderBookmarksRequest,
): BookmarkListResponse {
  const items = moveToTarget(list.items, bookmarkId, targetBookmarkId);
  return items ? { items } : list;
}

/** The list without one bookmark (unchanged when it is not there). */
export function withoutBookmark(list: BookmarkListResponse, bookmarkId: string): BookmarkListResponse {
  const items = list.items.filter((bookmark) => bookmark.id !== bookmarkId);
  return items.length === list.items.length ? list : { items };
}
