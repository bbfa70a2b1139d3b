import type { Material } from '@woodshed/shared';
import { SortableGrid } from '@/components/ui/SortableGrid';
import { materialTitle } from '@/features/collections';
import { MaterialCard } from './MaterialCard';

interface SortableMaterialsProps {
  /** Names the list ('Materials in {collection}'). */
  label: string;
  materials: Material[];
  /** The dragged material was dropped on another one. */
  onReorder: (materialId: string, targetMaterialId: string) => void;
  onRemove: (material: Material, opener: HTMLElement) => void;
  onEditNotes: (material: Material, opener: HTMLElement) => void;
  removingId: string | null;
}

/** A collection's materials in their order, reordered by drag and drop with a mouse, a finger (press and hold) or the keyboard. */
export function SortableMaterials({
  label,
  materials,
  onReorder,
  onRemove,
  onEditNotes,
  removingId,
}: SortableMaterialsProps) {
  return (
    <SortableGrid
      items={materials}
      noun="material"
      titleOf={materialTitle}
      onReorder={onReorder}
      ordered
      label={label}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3"
    >
      {(material) => (
        <MaterialCard
          key={material.id}
          material={material}
          onRemove={onRemove}
          onEditNotes={onEditNotes}
          removing={removingId === material.id}
        />
      )}
    </SortableGrid>
  );
}
