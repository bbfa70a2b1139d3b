import type { MaterialsPage } from '../use-materials-page';
import { AddMaterialDialog } from './AddMaterialDialog';
import { CollectionFormDialog } from './CollectionFormDialog';
import { DeleteCollectionDialog } from './DeleteCollectionDialog';
import { MaterialNotesDialog } from './MaterialNotesDialog';
import { RemoveMaterialDialog } from './RemoveMaterialDialog';

/** The page's dialogs (at most one open); each success is announced, and focus goes back as the page planned. */
export function PracticeMaterialsDialogs({ page }: { page: MaterialsPage }) {
  const { form, restoreFocus, setAnnouncement: announce } = page;
  return (
    <>
      <CollectionFormDialog
        open={form.open}
        collection={form.open ? form.collection : null}
        onClose={() => page.setForm({ open: false })}
        onSaved={(saved, created) => {
          if (created) page.focusCollectionAfter(saved.id);
          page.setForm({ open: false });
          announce(created ? `Collection "${saved.title}" created.` : `Collection "${saved.title}" saved.`);
        }}
        onCloseAutoFocus={restoreFocus}
      />
      <AddMaterialDialog
        collection={page.findCollection(page.pickerFor)}
        onClose={() => page.setPickerFor(null)}
        onCloseAutoFocus={restoreFocus}
      />
      <MaterialNotesDialog
        material={page.notesMaterial}
        onClose={() => page.setNotesFor(null)}
        onSaved={() => {
          page.setNotesFor(null);
          announce('Notes saved.');
        }}
        onCloseAutoFocus={restoreFocus}
      />
      <RemoveMaterialDialog
        target={page.removal}
        onClose={() => page.setRemoval(null)}
        onBusyChange={page.setRemovingMaterialId}
        onRemoved={(title) => {
          page.setRemoval(null);
          announce(`${title} removed from the collection.`);
        }}
        onCloseAutoFocus={restoreFocus}
      />
      <DeleteCollectionDialog
        collection={page.deleting}
        onClose={() => page.setDeleting(null)}
        onDeleted={(title) => {
          page.setDeleting(null);
          announce(`Collection "${title}" deleted.`);
        }}
        onCloseAutoFocus={restoreFocus}
      />
    </>
  );
}
