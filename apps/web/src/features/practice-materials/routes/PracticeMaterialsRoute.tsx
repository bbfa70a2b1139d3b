import { messages, type Collection } from '@woodshed/shared';
import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { LoadError } from '@/components/ui/LoadError';
import { Button } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { useCollections, useReorderMaterials } from '@/features/collections';
import { useDocumentTitle } from '@/lib/document-title';
import { AddMaterialDialog } from '../components/AddMaterialDialog';
import { CollectionCard, collectionHeadingId } from '../components/CollectionCard';
import { CollectionFormDialog } from '../components/CollectionFormDialog';
import { DeleteCollectionDialog } from '../components/DeleteCollectionDialog';
import { MaterialNotesDialog } from '../components/MaterialNotesDialog';
import { RemoveMaterialDialog, type RemovalTarget } from '../components/RemoveMaterialDialog';

/** The collection form: closed, a new collection, or an existing one. */
type FormState = { open: false } | { open: true; collection: Collection | null };

/**
 * /practice-materials: the user's collections, newest first, each with its materials in order. New, Edit,
 * Delete (confirmed), Add Material (a picker), and on each card Open, Notes, Remove and drag to reorder.
 */
export function Component() {
  useDocumentTitle('Practice Materials');
  const collections = useCollections();
  const reorder = useReorderMaterials();
  const [form, setForm] = useState<FormState>({ open: false });
  const [pickerFor, setPickerFor] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Collection | null>(null);
  const [removal, setRemoval] = useState<RemovalTarget | null>(null);
  const [notesFor, setNotesFor] = useState<{ collectionId: string; materialId: string } | null>(null);
  const [reorderFailedId, setReorderFailedId] = useState<string | null>(null);
  const [removingMaterialId, setRemovingMaterialId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const newCollectionRef = useRef<HTMLButtonElement>(null);
  /** Where focus goes when a dialog closes: the button that opened it, else that collection's heading, else New Collection. */
  const focusPlan = useRef<{ opener: HTMLElement | null; collectionId: string | null }>({
    opener: null,
    collectionId: null,
  });

  const items = collections.data?.items ?? [];
  const findCollection = (id: string | null) => items.find((collection) => collection.id === id) ?? null;
  const notesMaterial = notesFor
    ? (findCollection(notesFor.collectionId)?.materials.find((material) => material.id === notesFor.materialId) ?? null)
    : null;

  const openedFrom = (opener: HTMLElement, collectionId: string | null = null) => {
    focusPlan.current = { opener, collectionId };
    setAnnouncement('');
  };
  const restoreFocus = (event: Event) => {
    event.preventDefault();
    const { opener, collectionId } = focusPlan.current;
    const heading = collectionId ? document.getElementById(collectionHeadingId(collectionId)) : null;
    const target = opener?.isConnected ? opener : (heading ?? newCollectionRef.current);
    target?.focus();
  };

  const newCollectionButton = (
    <Button
      ref={newCollectionRef}
      onClick={(event) => {
        openedFrom(event.currentTarget);
        setForm({ open: true, collection: null });
      }}
    >
      <Plus aria-hidden="true" className="size-4" />
      New Collection
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Practice Materials"
        description="Collect chords and library items into collections, in the order you want to practise them."
        actions={items.length > 0 ? newCollectionButton : undefined}
      />

      {collections.isPending && (
        <div className="flex justify-center py-12">
          <Spinner label="Loading collections…" size="lg" />
        </div>
      )}

      {collections.isError && (
        <LoadError message={messages.collections.loadFailed} onRetry={() => void collections.refetch()} />
      )}

      {collections.data &&
        (items.length === 0 ? (
          <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-stone-300 bg-white px-4 py-12 text-center">
            <p className="text-stone-700">{messages.collections.empty}</p>
            {newCollectionButton}
          </div>
        ) : (
          <div className="flex flex-col gap-6">
            {items.map((collection) => (
              <CollectionCard
                key={collection.id}
                collection={collection}
                reorderFailed={reorderFailedId === collection.id}
                removingMaterialId={removingMaterialId}
                onAddMaterial={(target, opener) => {
                  openedFrom(opener, target.id);
                  setPickerFor(target.id);
                }}
                onEdit={(target, opener) => {
                  openedFrom(opener, target.id);
                  setForm({ open: true, collection: target });
                }}
                onDelete={(target, opener) => {
                  openedFrom(opener);
                  setDeleting(target);
                }}
                onReorder={(target, materialId, targetMaterialId) =>
                  reorder.mutate(
                    { collectionId: target.id, materialId, targetMaterialId },
                    {
                      onSuccess: () => setReorderFailedId(null),
                      onError: () => setReorderFailedId(target.id),
                    },
                  )
                }
                onRemoveMaterial={(target, material, opener) => {
                  openedFrom(opener, target.id);
                  setRemoval({ collection: target, material });
                }}
                onEditNotes={(target, material, opener) => {
                  openedFrom(opener, target.id);
                  setNotesFor({ collectionId: target.id, materialId: material.id });
                }}
              />
            ))}
          </div>
        ))}

      <CollectionFormDialog
        open={form.open}
        collection={form.open ? form.collection : null}
        onClose={() => setForm({ open: false })}
        onSaved={(saved, created) => {
          // A new collection comes first on the page: its heading takes focus, so the user sees where it went.
          if (created) focusPlan.current = { opener: null, collectionId: saved.id };
          setForm({ open: false });
          setAnnouncement(created ? `Collection "${saved.title}" created.` : `Collection "${saved.title}" saved.`);
        }}
        onCloseAutoFocus={restoreFocus}
      />
      <AddMaterialDialog
        collection={findCollection(pickerFor)}
        onClose={() => setPickerFor(null)}
        onCloseAutoFocus={restoreFocus}
      />
      <MaterialNotesDialog
        material={notesMaterial}
        onClose={() => setNotesFor(null)}
        onSaved={() => {
          setNotesFor(null);
          setAnnouncement('Notes saved.');
        }}
        onCloseAutoFocus={restoreFocus}
      />
      <RemoveMaterialDialog
        target={removal}
        onClose={() => setRemoval(null)}
        onBusyChange={setRemovingMaterialId}
        onRemoved={(title) => {
          setRemoval(null);
          setAnnouncement(`${title} removed from the collection.`);
        }}
        onCloseAutoFocus={restoreFocus}
      />
      <DeleteCollectionDialog
        collection={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(title) => {
          setDeleting(null);
          setAnnouncement(`Collection "${title}" deleted.`);
        }}
        onCloseAutoFocus={restoreFocus}
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
