import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  moveToTarget,
  type Collection,
  type CollectionListResponse,
  type Material,
  type ReorderMaterialsRequest,
} from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { updateCachedMaterials, writeCachedCollection } from './cache';
import { collectionsKeys, REORDER_MUTATION_KEY } from './keys';

export interface ReorderMaterialsVariables extends ReorderMaterialsRequest {
  collectionId: string;
}

/** POST /api/collections/:id/materials/reorder { materialId, targetMaterialId } → the Collection in its new order. */
export function reorderMaterials({ collectionId, ...body }: ReorderMaterialsVariables): Promise<Collection> {
  return api.post<'/api/collections/{id}/materials/reorder', Collection>(
    apiUrl('/api/collections/{id}/materials/reorder', { id: collectionId }),
    body,
  );
}

/** The dragged material takes the target's place; the ones between shift by one (the server's own rule). */
export function moveMaterial(
  materials: Material[],
  { materialId, targetMaterialId }: ReorderMaterialsRequest,
): Material[] {
  return moveToTarget(materials, materialId, targetMaterialId) ?? materials;
}

/**
 * Reorders at once (optimistic), rolls back when the server refuses, and then takes the server's
 * order as the truth — unless another reorder started meanwhile, whose answer will come later.
 */
export function useReorderMaterials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: REORDER_MUTATION_KEY,
    mutationFn: reorderMaterials,
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: collectionsKeys.list() });
      const previous = queryClient.getQueryData<CollectionListResponse>(collectionsKeys.list());
      updateCachedMaterials(queryClient, variables.collectionId, (materials) => moveMaterial(materials, variables));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(collectionsKeys.list(), context.previous);
    },
    onSuccess: (collection) => {
      if (queryClient.isMutating({ mutationKey: REORDER_MUTATION_KEY }) <= 1)
        writeCachedCollection(queryClient, collection);
    },
  });
}
