import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { invalidateCollections, removeCachedCollection } from './cache';

/** DELETE /api/collections/:id → 204 (its materials go with it). A 404 means it is gone already, which is what was asked. */
export async function deleteCollection(collectionId: string): Promise<void> {
  try {
    await api.delete<'/api/collections/{id}'>(apiUrl('/api/collections/{id}', { id: collectionId }));
  } catch (error) {
    if (isApiError(error) && error.status === 404) return;
    throw error;
  }
}

export function useDeleteCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCollection,
    onSuccess: (_data, collectionId) => {
      removeCachedCollection(queryClient, collectionId);
      return invalidateCollections(queryClient);
    },
  });
}
