import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { invalidateCollections, updateCachedMaterials } from './cache';

export interface RemoveMaterialVariables {
  collectionId: string;
  materialId: string;
}

/** DELETE /api/collections/:id/materials/:materialId → 204. A 404 means it is gone already, which is what was asked. */
export async function removeMaterial({ collectionId, materialId }: RemoveMaterialVariables): Promise<void> {
  try {
    await api.delete<'/api/collections/{id}/materials/{materialId}'>(
      apiUrl('/api/collections/{id}/materials/{materialId}', { id: collectionId, materialId }),
    );
  } catch (error) {
    if (isApiError(error) && error.status === 404) return;
    throw error;
  }
}

export function useRemoveMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMaterial,
    onSuccess: (_data, { collectionId, materialId }) => {
      updateCachedMaterials(queryClient, collectionId, (materials) =>
        materials.filter((material) => material.id !== materialId),
      );
      return invalidateCollections(queryClient);
    },
  });
}
