import { QueryClient } from '@tanstack/react-query';
import type { Collection, CollectionListResponse, Material } from '@woodshed/shared';
import { describe, expect, it } from 'vitest';
import { updateCachedMaterials } from './cache';
import { collectionsKeys } from './keys';
import { moveMaterial } from './reorder-materials';

const material = (id: string) => ({ id }) as Material;
const collection = (id: string, ...materialIds: string[]) =>
  ({ id, materials: materialIds.map(material) }) as unknown as Collection;
const ids = (materials: Material[] | undefined) => materials?.map((entry) => entry.id);

describe('material moves', () => {
  it('put the dragged material in the place of the one it was dropped on, as the server does', () => {
    const materials = ['a', 'b', 'c'].map(material);
    expect(ids(moveMaterial(materials, { materialId: 'c', targetMaterialId: 'a' }))).toEqual(['c', 'a', 'b']);
    expect(ids(moveMaterial(materials, { materialId: 'a', targetMaterialId: 'b' }))).toEqual(['b', 'a', 'c']);
  });

  it('leave the order alone for a material that is not there', () => {
    const materials = ['a', 'b'].map(material);
    expect(moveMaterial(materials, { materialId: 'gone', targetMaterialId: 'a' })).toBe(materials);
  });

  it('change only the one collection in the cached list', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData<CollectionListResponse>(collectionsKeys.list(), {
      items: [collection('one', 'a', 'b'), collection('two', 'a', 'b')],
    });
    updateCachedMaterials(queryClient, 'two', (materials) =>
      moveMaterial(materials, { materialId: 'b', targetMaterialId: 'a' }),
    );
    const cached = queryClient.getQueryData<CollectionListResponse>(collectionsKeys.list());
    expect(cached?.items.map((entry) => ids(entry.materials))).toEqual([
      ['a', 'b'],
      ['b', 'a'],
    ]);
  });
});
