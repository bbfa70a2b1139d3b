import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LibraryDetail, LibraryItem, LibraryListResponse } from '@woodshed/shared';
import type { BookmarkedItemCache } from '@/features/bookmarks';
import { libraryKeys } from './keys';

type Patch = Partial<Pick<LibraryItem, 'bookmarkId' | 'published'>>;

/** What an optimistic change replaced, to put back if the server refuses it. */
export type CacheSnapshot = Array<[QueryKey, unknown]>;

/** Applies `patch` to the item in every cached list and in its cached detail; returns the previous state. */
export async function patchCachedItem(queryClient: QueryClient, id: string, patch: Patch): Promise<CacheSnapshot> {
  await Promise.all([
    queryClient.cancelQueries({ queryKey: libraryKeys.lists() }),
    queryClient.cancelQueries({ queryKey: libraryKeys.detail(id) }),
  ]);
  const snapshot: CacheSnapshot = [
    ...queryClient.getQueriesData({ queryKey: libraryKeys.lists() }),
    [libraryKeys.detail(id), queryClient.getQueryData(libraryKeys.detail(id))],
  ];
  writeCachedItem(queryClient, id, patch);
  return snapshot;
}

/** Applies `patch` without cancelling anything (the server's answer to an optimistic change). */
export function writeCachedItem(queryClient: QueryClient, id: string, patch: Patch): void {
  queryClient.setQueriesData<LibraryListResponse>({ queryKey: libraryKeys.lists() }, (old) =>
    old ? { ...old, items: old.items.map((item) => (item.id === id ? { ...item, ...patch } : item)) } : old,
  );
  queryClient.setQueryData<LibraryDetail>(libraryKeys.detail(id), (old) => (old ? { ...old, ...patch } : old));
}

export function restoreSnapshot(queryClient: QueryClient, snapshot: CacheSnapshot | undefined): void {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
}

/** After a bookmark, publish or delete change: every list and this item's detail are fetched again. */
export function invalidateItem(queryClient: QueryClient, id: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: libraryKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: libraryKeys.detail(id) }),
  ]);
}

/** The library's answers as the bookmark toggle changes them: every cached list and the item's detail. */
export function libraryBookmarkCache(queryClient: QueryClient): BookmarkedItemCache<CacheSnapshot> {
  return {
    patch: (id, bookmarkId) => patchCachedItem(queryClient, id, { bookmarkId }),
    write: (id, bookmarkId) => writeCachedItem(queryClient, id, { bookmarkId }),
    restore: (snapshot) => restoreSnapshot(queryClient, snapshot),
    refresh: (id) => invalidateItem(queryClient, id),
  };
}
