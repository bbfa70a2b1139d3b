import { messages, routineRequestSchema, ROUTINE_DESCRIPTION_MAX, ROUTINE_TITLE_MAX } from '@woodshed/shared';
import type { CurrentRoutine, Routine } from '@woodshed/shared';
import type { z } from 'zod';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { applyApiError, Form, useSchemaForm } from '@/components/ui/form';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { useGuardedDialogClose } from '@/components/ui/unsaved-changes';
import { useCreateRoutine } from '../api/create-routine';
import { useUpdateRoutine } from '../api/update-routine';

type RoutineFormOutput = z.output<typeof routineRequestSchema>;

/** What the form is open for: a new routine (routine null) or one to edit. */
export interface RoutineEditor {
  routine: Routine | null;
}

interface RoutineFormDialogProps {
  editor: RoutineEditor | null;
  /** The current routine's title when creating: it will be archived. */
  currentTitle: string | null;
  onClose: () => void;
  onSaved: (routine: Routine | CurrentRoutine, created: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** 'New Routine' / 'Edit Routine': title and short description, both required. Each opening starts from fresh values. */
export function RoutineFormDialog({
  editor,
  currentTitle,
  onClose,
  onSaved,
  onCloseAutoFocus,
}: RoutineFormDialogProps) {
  const { setDirty, close, onOpenChange, afterSave, dialog } = useGuardedDialogClose(onClose);
  const routine = editor?.routine ?? null;
  return (
    <Dialog
      open={editor !== null}
      onOpenChange={onOpenChange}
      title={routine ? 'Edit Routine' : 'New Routine'}
      description={
        !routine && currentTitle ? `Your current routine "${currentTitle}" moves to the archived list.` : undefined
      }
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {editor && (
        <RoutineForm
          key={routine?.id ?? 'new'}
          routine={routine}
          onDirtyChange={setDirty}
          onCancel={close}
          onSaved={afterSave(onSaved)}
        />
      )}
      {dialog}
    </Dialog>
  );
}

interface RoutineFormProps {
  routine: Routine | null;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onSaved: (routine: Routine | CurrentRoutine, created: boolean) => void;
}

function RoutineForm({ routine, onDirtyChange, onCancel, onSaved }: RoutineFormProps) {
  const create = useCreateRoutine();
  const update = useUpdateRoutine();
  const form = useSchemaForm({
    schema: routineRequestSchema,
    defaultValues: { title: routine?.title ?? '', description: routine?.description ?? '' },
  });
  const { errors } = form.formState;
  const busy = create.isPending || update.isPending;

  const save = (body: RoutineFormOutput) => {
    if (busy) return;
    const onError = (error: unknown) =>
      applyApiError(form, error, {
        fallback: routine ? messages.routines.updateFailed : messages.routines.createFailed,
        alsoShow: [404, 413],
      });
    if (routine) {
      update.mutate({ routineId: routine.id, body }, { onSuccess: (saved) => onSaved(saved, false), onError });
    } else {
      create.mutate(body, { onSuccess: (saved) => onSaved(saved, true), onError });
    }
  };

  return (
    <Form form={form} onSubmit={save} onDirtyChange={onDirtyChange} className="flex flex-col gap-5">
      <TextField
        {...form.register('title')}
        label="Title"
        required
        maxLength={ROUTINE_TITLE_MAX}
        autoComplete="off"
        autoFocus
        error={errors.title?.message}
      />
      <TextAreaField
        {...form.register('description')}
        label="Short description"
        required
        rows={3}
        maxLength={ROUTINE_DESCRIPTION_MAX}
        error={errors.description?.message}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy} loadingText="Saving...">
          {routine ? 'Save Changes' : 'Create Routine'}
        </Button>
      </div>
    </Form>
  );
}
