import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Collection, UpdateCollectionRequest } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { invalidateCollections, writeCachedCollection } from './cache';

export interface UpdateCollectionVariables {
  collectionId: string;
  body: UpdateCollectionRequest;
}

/** PUT /api/collections/:id { title, description, icon, color } → Collection. */
export function updateCollection({ collectionId, body }: UpdateCollectionVariables): Promise<Collection> {
  return api.put<'/api/collections/{id}', Collection>(apiUrl('/api/collections/{id}', { id: collectionId }), body);
}

export function useUpdateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCollection,
    onSuccess: (collection) => {
      writeCachedCollection(queryClient, collection);
      return invalidateCollections(queryClient);
    },
  });
}
