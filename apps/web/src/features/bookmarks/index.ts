// The bookmarks feature's public surface: the dashboard (the list, reorder, remove) and the library (the toggle).
export { bookmarkKeys } from './api/keys';
export { moveBookmark, withoutBookmark, type BookmarkListItem } from './api/bookmark-list';
export { bookmarksQueryOptions, seedBookmarkList, useBookmarks } from './api/list';
export { useDeleteBookmark, type BookmarkChangeOptions } from './api/delete-bookmark';
export { useReorderBookmarks } from './api/reorder-bookmarks';
export {
  PENDING_BOOKMARK_ID,
  useToggleBookmark,
  type BookmarkedItemCache,
  type BookmarkTarget,
} from './api/toggle-bookmark';
export { BookmarkButton } from './components/BookmarkButton';
