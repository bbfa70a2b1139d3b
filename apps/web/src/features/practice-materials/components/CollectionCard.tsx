import { messages, type Collection, type Material } from '@woodshed/shared';
import { Plus } from 'lucide-react';
import { Banner } from '@/components/ui/Banner';
import { DeleteAction, EditAction, RowAction, RowActions } from '@/components/ui/RowActions';
import { CollectionIconChip, materialCount } from '@/features/collections';
import { SortableMaterials } from './SortableMaterials';

/** The actions of a collection and its cards; `opener` is the button pressed, which gets focus back after a dialog. */
export interface CollectionActions {
  onAddMaterial: (collection: Collection, opener: HTMLElement) => void;
  onEdit: (collection: Collection, opener: HTMLElement) => void;
  onDelete: (collection: Collection, opener: HTMLElement) => void;
  onReorder: (collection: Collection, materialId: string, targetMaterialId: string) => void;
  onRemoveMaterial: (collection: Collection, material: Material, opener: HTMLElement) => void;
  onEditNotes: (collection: Collection, material: Material, opener: HTMLElement) => void;
}

interface CollectionCardProps extends CollectionActions {
  collection: Collection;
  /** The last reorder of this collection was refused: its order was put back. */
  reorderFailed: boolean;
  removingMaterialId: string | null;
}

/** The heading of a collection, focused when what had focus inside it is gone (a removed material). */
export function collectionHeadingId(collectionId: string): string {
  return `collection-${collectionId}-title`;
}

/** A collection (a region named by its title, with its colour as the left accent) and its materials in order. */
export function CollectionCard({ collection, reorderFailed, removingMaterialId, ...actions }: CollectionCardProps) {
  const headingId = collectionHeadingId(collection.id);
  const { title } = collection;

  return (
    <section
      aria-labelledby={headingId}
      style={{ borderLeftColor: collection.color }}
      className="rounded-xl border border-l-4 border-stone-200 bg-white shadow-sm"
    >
      <header className="flex flex-col gap-3 border-b border-stone-100 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-5">
        <div className="flex min-w-0 items-start gap-3">
          <CollectionIconChip icon={collection.icon} color={collection.color} />
          <div className="min-w-0">
            <h2
              id={headingId}
              tabIndex={-1}
              className="text-lg font-semibold break-words text-stone-900 focus:outline-none"
            >
              {title}
            </h2>
            {collection.description && (
              <p className="mt-0.5 text-sm break-words text-stone-700">{collection.description}</p>
            )}
            <p className="mt-1 text-xs font-medium text-stone-600">{materialCount(collection.materials.length)}</p>
          </div>
        </div>
        <RowActions>
          <RowAction
            label="Add Material"
            subject={`to ${title}`}
            icon={Plus}
            look="primary"
            onClick={(opener) => actions.onAddMaterial(collection, opener)}
          />
          <EditAction subject={title} onClick={(opener) => actions.onEdit(collection, opener)} />
          {/* Named 'Delete {title}' everywhere; phones show the icon only, so the three buttons fit one row. */}
          <DeleteAction
            subject={title}
            iconOnlyOnPhones
            title="Delete collection"
            onClick={(opener) => actions.onDelete(collection, opener)}
          />
        </RowActions>
      </header>
      <div className="flex flex-col gap-3 p-4 sm:p-5">
        {reorderFailed && <Banner tone="error">{messages.collections.reorderFailed}</Banner>}
        {collection.materials.length === 0 ? (
          <p className="rounded-lg border border-dashed border-stone-300 px-4 py-6 text-center text-sm text-stone-700">
            {messages.collections.emptyCollection}
          </p>
        ) : (
          <SortableMaterials
            label={`Materials in ${title}`}
            materials={collection.materials}
            onReorder={(materialId, targetMaterialId) => actions.onReorder(collection, materialId, targetMaterialId)}
            onRemove={(material, opener) => actions.onRemoveMaterial(collection, material, opener)}
            onEditNotes={(material, opener) => actions.onEditNotes(collection, material, opener)}
            removingId={removingMaterialId}
          />
        )}
      </div>
    </section>
  );
}
