import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createBookmark } from './create-bookmark';
import { deleteBookmark } from './delete-bookmark';
import { invalidateItem, patchCachedItem, restoreSnapshot, writeCachedItem } from './cache';
import { BOOKMARKS_QUERY_KEY } from './keys';

/** Stands in for the new bookmark's id until the server answers. */
export const PENDING_BOOKMARK_ID = 'pending';

export interface BookmarkTarget {
  id: string;
  bookmarkId: string | null;
}

/**
 * Bookmarks an item or removes its bookmark (POST /api/bookmarks, DELETE /api/bookmarks/:id).
 * Every cached list and the item's detail change at once; on failure they are rolled back and the
 * mutation's error is set (the caller shows messages.library.bookmarkUpdateFailed).
 */
export function useToggleBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (target: BookmarkTarget) => {
      if (target.bookmarkId) {
        await deleteBookmark(target.bookmarkId);
        return null;
      }
      return (await createBookmark(target.id)).id;
    },
    onMutate: (target) =>
      patchCachedItem(queryClient, target.id, { bookmarkId: target.bookmarkId ? null : PENDING_BOOKMARK_ID }),
    onSuccess: (bookmarkId, target) => writeCachedItem(queryClient, target.id, { bookmarkId }),
    onError: (_error, _target, snapshot) => restoreSnapshot(queryClient, snapshot),
    onSettled: (_data, _error, target) => {
      void queryClient.invalidateQueries({ queryKey: BOOKMARKS_QUERY_KEY });
      return invalidateItem(queryClient, target.id);
    },
  });
}
