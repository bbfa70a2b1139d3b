import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Collection, CreateCollectionRequest } from '@woodshed/shared';
import { api } from '@/lib/api';
import { invalidateCollections, prependCachedCollection } from './cache';

/**
 * POST /api/collections { title, description?, icon?, color?, material? } → 201 Collection. With
 * `material`, the item is added in the same transaction (the Add to Collection dialog's create-new mode).
 */
export function createCollection(body: CreateCollectionRequest): Promise<Collection> {
  return api.post<'/api/collections', Collection>('/api/collections', body);
}

export function useCreateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCollection,
    onSuccess: (collection) => {
      prependCachedCollection(queryClient, collection);
      return invalidateCollections(queryClient);
    },
  });
}
