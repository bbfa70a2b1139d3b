import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Material, UpdateMaterialRequest } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { invalidateCollections, updateCachedMaterials } from './cache';

export interface UpdateMaterialVariables {
  collectionId: string;
  materialId: string;
  body: UpdateMaterialRequest;
}

/** PATCH /api/collections/:id/materials/:materialId { notes } → Material (blank notes are stored as none). */
export function updateMaterial({ collectionId, materialId, body }: UpdateMaterialVariables): Promise<Material> {
  return api.patch<'/api/collections/{id}/materials/{materialId}', Material>(
    apiUrl('/api/collections/{id}/materials/{materialId}', { id: collectionId, materialId }),
    body,
  );
}

export function useUpdateMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMaterial,
    onSuccess: (material) => {
      updateCachedMaterials(queryClient, material.collectionId, (materials) =>
        materials.map((existing) => (existing.id === material.id ? material : existing)),
      );
      return invalidateCollections(queryClient);
    },
  });
}
