import type { QueryClient } from '@tanstack/react-query';
import type { Collection, CollectionListResponse, Material } from '@woodshed/shared';
import { collectionsKeys } from './keys';

type CollectionUpdate = (collection: Collection) => Collection;

/** Changes one collection in the cached list (nothing else moves). */
export function updateCachedCollection(queryClient: QueryClient, collectionId: string, update: CollectionUpdate): void {
  queryClient.setQueryData<CollectionListResponse>(collectionsKeys.list(), (old) =>
    old
      ? { items: old.items.map((collection) => (collection.id === collectionId ? update(collection) : collection)) }
      : old,
  );
}

/** Puts the server's answer for one collection in the cached list. */
export function writeCachedCollection(queryClient: QueryClient, collection: Collection): void {
  updateCachedCollection(queryClient, collection.id, () => collection);
}

/** Puts a new collection first (newest first), unless the list already has it. */
export function prependCachedCollection(queryClient: QueryClient, collection: Collection): void {
  queryClient.setQueryData<CollectionListResponse>(collectionsKeys.list(), (old) =>
    old && !old.items.some((existing) => existing.id === collection.id) ? { items: [collection, ...old.items] } : old,
  );
}

export function removeCachedCollection(queryClient: QueryClient, collectionId: string): void {
  queryClient.setQueryData<CollectionListResponse>(collectionsKeys.list(), (old) =>
    old ? { items: old.items.filter((collection) => collection.id !== collectionId) } : old,
  );
}

/** Changes one material of a collection in the cached list. */
export function updateCachedMaterials(
  queryClient: QueryClient,
  collectionId: string,
  update: (materials: Material[]) => Material[],
): void {
  updateCachedCollection(queryClient, collectionId, (collection) => ({
    ...collection,
    materials: update(collection.materials),
  }));
}

/** After a change: the list is fetched again (the cache was already patched, so nothing flickers). */
export function invalidateCollections(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: collectionsKeys.list() });
}
