import { TRIAD_TYPES, messages, type Chord } from '@woodshed/shared';
import { useController, type Control } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { Dialog } from '@/components/ui/Dialog';
import { applyApiErrorAt, Form, useSchemaForm } from '@/components/ui/form';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { useGuardedDialogClose } from '@/components/ui/unsaved-changes';
import { useSaveChord } from '../api/update-chord';
import {
  chordFormSchema,
  fieldOfPath,
  initialValues,
  type ChordFormOutput,
  type ChordFormValues,
} from './chord-form-model';
import { ImageField } from './ImageField';

interface ChordEditDialogProps {
  chord: Chord;
  onClose: () => void;
}

const TRIAD_OPTIONS = TRIAD_TYPES.map((type) => ({ value: type, label: type }));
const FORM_ID = 'chord-edit-form';

/** Superadmin edit of a chord: name, triad type, notes and intervals (comma-separated), fingering, picture. */
export function ChordEditDialog({ chord, onClose }: ChordEditDialogProps) {
  const { setDirty, close, onOpenChange, afterSave, dialog } = useGuardedDialogClose(onClose);
  const save = useSaveChord();
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={`Edit ${chord.name}`}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={save.isPending} loadingText="Saving…">
            Save chord
          </Button>
        </>
      }
    >
      <ChordEditForm chord={chord} save={save} onDirtyChange={setDirty} onSaved={afterSave(onClose)} />
      {dialog}
    </Dialog>
  );
}

interface ChordEditFormProps {
  chord: Chord;
  save: ReturnType<typeof useSaveChord>;
  onDirtyChange: (dirty: boolean) => void;
  onSaved: () => void;
}

function ChordEditForm({ chord, save, onDirtyChange, onSaved }: ChordEditFormProps) {
  const form = useSchemaForm({ schema: chordFormSchema, defaultValues: initialValues(chord) });
  const { errors } = form.formState;

  const submit = (output: ChordFormOutput) =>
    save.mutate(
      { id: chord.id, ...output },
      {
        onSuccess: onSaved,
        onError: (error) => {
          // The request's paths (fingering.frets, file) are not the form's names: fieldOfPath translates them.
          const { field } = applyApiErrorAt(form, error, { fallback: messages.chords.updateFailed }, fieldOfPath);
          // The fields may be stored with the picture refused: the banner says the update as a whole failed.
          if (field) form.setError('root', { type: 'server', message: messages.chords.updateFailed });
        },
      },
    );

  return (
    <Form id={FORM_ID} form={form} onSubmit={submit} onDirtyChange={onDirtyChange} className="flex flex-col gap-4">
      <TextField {...form.register('name')} id="chord-name" label="Name" error={errors.name?.message} required />
      <SelectField
        {...form.register('triadType')}
        id="chord-triadType"
        label="Triad type"
        options={TRIAD_OPTIONS}
        error={errors.triadType?.message}
      />
      <TextField
        {...form.register('notes')}
        id="chord-notes"
        label="Notes"
        hint="Comma-separated, root first, e.g. C, E, G"
        error={errors.notes?.message}
        required
      />
      <TextField
        {...form.register('intervals')}
        id="chord-intervals"
        label="Intervals"
        hint="Comma-separated, e.g. 1, 3, 5"
        error={errors.intervals?.message}
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...form.register('frets')}
          id="chord-frets"
          label="Frets (low E to high e)"
          hint="x = muted, 0 = open; blank for no diagram"
          error={errors.frets?.message}
        />
        <TextField
          {...form.register('fingers')}
          id="chord-fingers"
          label="Fingers (low E to high e)"
          hint="1–4, or - for none; one finger on several strings makes a barre"
          error={errors.fingers?.message}
        />
      </div>
      <ChordPictureFields chord={chord} control={form.control} />
    </Form>
  );
}

/**
 * The picture and, while a saved one is kept, the choice to remove it. Registered after the text fields (this
 * renders after them), so a refused submit focuses a text field first, in page order.
 */
function ChordPictureFields({
  chord,
  control,
}: {
  chord: Chord;
  control: Control<ChordFormValues, unknown, ChordFormOutput>;
}) {
  const image = useController({ control, name: 'image' });
  const removeImage = useController({ control, name: 'removeImage' });
  return (
    <>
      <ImageField
        ref={image.field.ref}
        id="chord-image"
        currentUrl={chord.imageUrl}
        chordName={chord.name}
        file={image.field.value}
        onFileChange={image.field.onChange}
        error={image.fieldState.error?.message}
      />
      {chord.imageUrl && !image.field.value && (
        <CheckboxField
          ref={removeImage.field.ref}
          name={removeImage.field.name}
          label="Remove the picture and show the diagram instead"
          checked={removeImage.field.value}
          onChange={(event) => removeImage.field.onChange(event.target.checked)}
          onBlur={removeImage.field.onBlur}
        />
      )}
    </>
  );
}
