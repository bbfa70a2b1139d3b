import { MATERIAL_NOTES_MAX, messages, type Material } from '@woodshed/shared';
import { useState, type FormEvent } from 'react';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { materialTitle, problemMessage, useUpdateMaterial } from '@/features/collections';

interface MaterialNotesDialogProps {
  /** The material whose notes are edited; null when closed. */
  material: Material | null;
  onClose: () => void;
  onSaved: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** 'Notes on {title}': the user's own notes on a material in this collection (blank removes them). */
export function MaterialNotesDialog({ material, onClose, onSaved, onCloseAutoFocus }: MaterialNotesDialogProps) {
  return (
    <Dialog
      open={material !== null}
      onOpenChange={(open) => !open && onClose()}
      title={material ? `Notes on ${materialTitle(material)}` : 'Notes'}
      description="Only you see these notes, on this collection's card."
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {material && <NotesForm key={material.id} material={material} onCancel={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function NotesForm({ material, onCancel, onSaved }: { material: Material; onCancel: () => void; onSaved: () => void }) {
  const update = useUpdateMaterial();
  const [notes, setNotes] = useState(material.notes ?? '');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update.mutate(
      { collectionId: material.collectionId, materialId: material.id, body: { notes: notes.trim() || null } },
      { onSuccess: onSaved },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextAreaField
        label="Notes"
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        maxLength={MATERIAL_NOTES_MAX}
        rows={6}
        hint="What to practise, a tempo to reach, a reminder…"
        disabled={update.isPending}
        autoFocus
      />
      {update.isError && <Banner tone="error">{problemMessage(update.error, messages.collections.notesFailed)}</Banner>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={update.isPending} loadingText="Saving...">
          Save Notes
        </Button>
      </div>
    </form>
  );
}
