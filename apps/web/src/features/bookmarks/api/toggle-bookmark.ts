import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createBookmark } from './create-bookmark';
import { deleteBookmark } from './delete-bookmark';
import { BOOKMARK_MUTATION_KEY, bookmarkKeys } from './keys';

/** Stands in for the new bookmark's id until the server answers. */
export const PENDING_BOOKMARK_ID = 'pending';

/** An item that can be bookmarked, with its bookmark's id (null when it has none). */
export interface BookmarkTarget {
  id: string;
  bookmarkId: string | null;
}

/**
 * Where the caller's cached answers show an item's bookmark (the library's lists and detail pages). The toggle
 * changes them at once and puts them back if the server refuses.
 */
export interface BookmarkedItemCache<Snapshot> {
  /** Shows `bookmarkId` on the item at once (stopping fetches that would undo it); returns what it replaced. */
  patch: (itemId: string, bookmarkId: string | null) => Promise<Snapshot>;
  /** The server's answer: the new bookmark's id, or null once removed. */
  write: (itemId: string, bookmarkId: string | null) => void;
  restore: (snapshot: Snapshot | undefined) => void;
  /** After the change settled: fetch again whatever shows the item. */
  refresh: (itemId: string) => Promise<unknown>;
}

/**
 * Bookmarks an item or removes its bookmark (POST /api/bookmarks, DELETE /api/bookmarks/:id). The item changes
 * at once in `cache`; on failure it is rolled back and the mutation's error is set (the caller shows
 * messages.library.bookmarkUpdateFailed). The bookmark list is fetched again afterwards.
 */
export function useToggleBookmark<Snapshot>(cache: BookmarkedItemCache<Snapshot>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: BOOKMARK_MUTATION_KEY,
    mutationFn: async (target: BookmarkTarget) => {
      if (target.bookmarkId) {
        await deleteBookmark(target.bookmarkId);
        return null;
      }
      return (await createBookmark(target.id)).id;
    },
    onMutate: (target) => cache.patch(target.id, target.bookmarkId ? null : PENDING_BOOKMARK_ID),
    onSuccess: (bookmarkId, target) => cache.write(target.id, bookmarkId),
    onError: (_error, _target, snapshot) => cache.restore(snapshot),
    onSettled: (_data, _error, target) => {
      void queryClient.invalidateQueries({ queryKey: bookmarkKeys.all });
      return cache.refresh(target.id);
    },
  });
}
