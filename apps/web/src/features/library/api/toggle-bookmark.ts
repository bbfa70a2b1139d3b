import { useQueryClient } from '@tanstack/react-query';
import { useToggleBookmark } from '@/features/bookmarks';
import { libraryBookmarkCache } from './cache';

/** The bookmark toggle of a library card or detail page: the library's cached lists and detail change at once. */
export function useToggleLibraryBookmark() {
  const queryClient = useQueryClient();
  return useToggleBookmark(libraryBookmarkCache(queryClient));
}
