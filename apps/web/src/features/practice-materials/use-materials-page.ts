import type { Collection } from '@woodshed/shared';
import { useRef, useState } from 'react';
import { useReorderMaterials } from '@/features/collections';
import { collectionHeadingId, type CollectionActions } from './components/CollectionCard';
import type { RemovalTarget } from './components/RemoveMaterialDialog';

/** The collection form: closed, a new collection, or an existing one. */
type FormState = { open: false } | { open: true; collection: Collection | null };

/**
 * What /practice-materials keeps between its parts: the dialog open (collection form, picker, notes, remove,
 * delete), a refused reorder, the material being removed, the status announcement, and where focus goes when a
 * dialog closes: the button that opened it, else that collection's heading, else New Collection.
 */
export function useMaterialsPage(items: Collection[]) {
  const [form, setForm] = useState<FormState>({ open: false });
  const [pickerFor, setPickerFor] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Collection | null>(null);
  const [removal, setRemoval] = useState<RemovalTarget | null>(null);
  const [notesFor, setNotesFor] = useState<{ collectionId: string; materialId: string } | null>(null);
  const [reorderFailedId, setReorderFailedId] = useState<string | null>(null);
  const [removingMaterialId, setRemovingMaterialId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const newCollectionRef = useRef<HTMLButtonElement>(null);
  const focusPlan = useRef<{ opener: HTMLElement | null; collectionId: string | null }>({
    opener: null,
    collectionId: null,
  });

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
  /** A new collection comes first on the page: its heading takes focus, so the user sees where it went. */
  const focusCollectionAfter = (collectionId: string) => {
    focusPlan.current = { opener: null, collectionId };
  };

  return {
    form,
    setForm,
    pickerFor,
    setPickerFor,
    deleting,
    setDeleting,
    removal,
    setRemoval,
    notesFor,
    setNotesFor,
    notesMaterial,
    reorderFailedId,
    setReorderFailedId,
    removingMaterialId,
    setRemovingMaterialId,
    announcement,
    setAnnouncement,
    newCollectionRef,
    findCollection,
    openedFrom,
    restoreFocus,
    focusCollectionAfter,
  };
}

export type MaterialsPage = ReturnType<typeof useMaterialsPage>;

/** Each collection card's actions: a dialog opened from the button pressed, or a reorder sent at once. */
export function useCollectionActions(page: MaterialsPage): CollectionActions {
  const reorder = useReorderMaterials();
  const { openedFrom } = page;
  return {
    onAddMaterial: (target, opener) => {
      openedFrom(opener, target.id);
      page.setPickerFor(target.id);
    },
    onEdit: (target, opener) => {
      openedFrom(opener, target.id);
      page.setForm({ open: true, collection: target });
    },
    onDelete: (target, opener) => {
      openedFrom(opener);
      page.setDeleting(target);
    },
    onReorder: (target, materialId, targetMaterialId) =>
      reorder.mutate(
        { collectionId: target.id, materialId, targetMaterialId },
        {
          onSuccess: () => page.setReorderFailedId(null),
          onError: () => page.setReorderFailedId(target.id),
        },
      ),
    onRemoveMaterial: (target, material, opener) => {
      openedFrom(opener, target.id);
      page.setRemoval({ collection: target, material });
    },
    onEditNotes: (target, material, opener) => {
      openedFrom(opener, target.id);
      page.setNotesFor({ collectionId: target.id, materialId: material.id });
    },
  };
}
