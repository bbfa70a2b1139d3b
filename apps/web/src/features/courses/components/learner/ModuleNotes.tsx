import { messages, MODULE_NOTES_MAX, updateModuleProgressRequestSchema } from '@woodshed/shared';
import { Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/Button';
import { applyApiError, Form, useSchemaForm } from '@/components/ui/form';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { useUnsavedChangesGuard } from '@/components/ui/unsaved-changes';
import { useUpdateModuleProgress } from '../../api/module-progress';

/** The notes field's rule comes from the request schema (at most MODULE_NOTES_MAX characters). */
const notesFormSchema = z.object({ notes: updateModuleProgressRequestSchema.shape.notes.unwrap() });
type NotesForm = z.infer<typeof notesFormSchema>;

interface ModuleNotesProps {
  courseId: string;
  moduleId: string;
  notes: string;
}

/**
 * The viewer's notes on a module: read mode ('No notes added yet.' when empty) with Edit notes, and a form with Save
 * and Cancel. Leaving the page with unsaved notes asks first. After a save, focus returns to Edit notes and 'Notes
 * saved.' is announced; a failure keeps the text and says 'Failed to save notes'.
 */
export function ModuleNotes({ courseId, moduleId, notes }: ModuleNotesProps) {
  const [editing, setEditing] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  const close = (message: string) => {
    returnFocus.current = true;
    setAnnouncement(message);
    setEditing(false);
  };

  return (
    <section aria-labelledby="module-notes-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="module-notes-title" className="text-lg font-semibold text-stone-900">
          Your notes
        </h2>
        {!editing && (
          <Button
            ref={editButton}
            variant="secondary"
            size="sm"
            onClick={() => {
              setAnnouncement('');
              setEditing(true);
            }}
          >
            <Pencil aria-hidden="true" className="size-4" />
            {notes ? 'Edit notes' : 'Add notes'}
          </Button>
        )}
      </div>
      {editing ? (
        <NotesEditor
          courseId={courseId}
          moduleId={moduleId}
          notes={notes}
          onSaved={() => close('Notes saved.')}
          onCancel={() => close('')}
        />
      ) : notes ? (
        <p className="text-sm whitespace-pre-wrap text-stone-800">{notes}</p>
      ) : (
        <p className="text-sm text-stone-600 italic">{messages.courses.noNotes}</p>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}

interface NotesEditorProps extends ModuleNotesProps {
  onSaved: () => void;
  onCancel: () => void;
}

function NotesEditor({ courseId, moduleId, notes, onSaved, onCancel }: NotesEditorProps) {
  const save = useUpdateModuleProgress(courseId, moduleId);
  const form = useSchemaForm({ schema: notesFormSchema, defaultValues: { notes } });
  const guard = useUnsavedChangesGuard(form.formState.isDirty && !save.isSuccess);

  const submit = (values: NotesForm) => {
    if (save.isPending) return;
    save.mutate(
      { notes: values.notes },
      {
        onSuccess: onSaved,
        onError: (error) => applyApiError(form, error, { fallback: messages.courses.notesFailed }),
      },
    );
  };

  return (
    <Form form={form} onSubmit={submit} guardUnsaved={guard} className="flex flex-col gap-3">
      <TextAreaField
        {...form.register('notes')}
        label="Notes"
        hint="Only you can see them."
        rows={6}
        maxLength={MODULE_NOTES_MAX}
        autoFocus
        error={form.formState.errors.notes?.message}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => guard.confirmDiscard(onCancel)} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending} loadingText="Saving...">
          Save notes
        </Button>
      </div>
    </Form>
  );
}
