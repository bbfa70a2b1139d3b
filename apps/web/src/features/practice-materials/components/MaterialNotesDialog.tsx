import { MATERIAL_NOTES_MAX, messages, updateMaterialRequestSchema, type Material } from '@woodshed/shared';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { applyApiError, Form, useSchemaForm } from '@/components/ui/form';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { useGuardedDialogClose } from '@/components/ui/unsaved-changes';
import { ALSO_SHOWN_STATUSES, materialTitle, useUpdateMaterial } from '@/features/collections';

interface MaterialNotesDialogProps {
  /** The material whose notes are edited; null when closed. */
  material: Material | null;
  onClose: () => void;
  onSaved: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** 'Notes on {title}': the user's own notes on a material in this collection (blank removes them). */
export function MaterialNotesDialog({ material, onClose, onSaved, onCloseAutoFocus }: MaterialNotesDialogProps) {
  const { setDirty, close, onOpenChange, afterSave, dialog } = useGuardedDialogClose(onClose);
  return (
    <Dialog
      open={material !== null}
      onOpenChange={onOpenChange}
      title={material ? `Notes on ${materialTitle(material)}` : 'Notes'}
      description="Only you see these notes, on this collection's card."
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {material && (
        <NotesForm
          key={material.id}
          material={material}
          onDirtyChange={setDirty}
          onCancel={close}
          onSaved={afterSave(onSaved)}
        />
      )}
      {dialog}
    </Dialog>
  );
}

interface NotesFormProps {
  material: Material;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onSaved: () => void;
}

function NotesForm({ material, onDirtyChange, onCancel, onSaved }: NotesFormProps) {
  const update = useUpdateMaterial();
  const form = useSchemaForm({ schema: updateMaterialRequestSchema, defaultValues: { notes: material.notes ?? '' } });

  const submit = (body: { notes: string | null }) =>
    update.mutate(
      { collectionId: material.collectionId, materialId: material.id, body },
      {
        onSuccess: onSaved,
        onError: (error) =>
          applyApiError(form, error, { fallback: messages.collections.notesFailed, alsoShow: ALSO_SHOWN_STATUSES }),
      },
    );

  return (
    <Form form={form} onSubmit={submit} onDirtyChange={onDirtyChange} className="flex flex-col gap-4">
      <TextAreaField
        {...form.register('notes')}
        label="Notes"
        maxLength={MATERIAL_NOTES_MAX}
        rows={6}
        hint="What to practise, a tempo to reach, a reminder…"
        error={form.formState.errors.notes?.message}
        disabled={update.isPending}
        autoFocus
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={update.isPending} loadingText="Saving...">
          Save Notes
        </Button>
      </div>
    </Form>
  );
}
