import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddMaterialRequest, Material } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { invalidateCollections, updateCachedMaterials } from './cache';

export interface AddMaterialVariables {
  collectionId: string;
  body: AddMaterialRequest;
}

/**
 * POST /api/collections/:id/materials { materialType, materialId, notes? } → 201 Material, last in the
 * collection. 409 when the item is in the collection already; 404 when it does not exist or is unpublished.
 */
export function addMaterial({ collectionId, body }: AddMaterialVariables): Promise<Material> {
  return api.post<'/api/collections/{id}/materials', Material>(
    apiUrl('/api/collections/{id}/materials', { id: collectionId }),
    body,
  );
}

export function useAddMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMaterial,
    onSuccess: (material) => {
      updateCachedMaterials(queryClient, material.collectionId, (materials) =>
        materials.some((existing) => existing.id === material.id) ? materials : [...materials, material],
      );
    },
    // Also after a refusal: a 409 means the list on screen is behind (the item was added elsewhere).
    onSettled: () => invalidateCollections(queryClient),
  });
}
