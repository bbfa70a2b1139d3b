import { TRIAD_TYPES, messages, type Chord } from '@woodshed/shared';
import { useState, type FormEvent } from 'react';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { Dialog } from '@/components/ui/Dialog';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { useDiscardConfirmation } from '@/components/ui/unsaved-changes';
import { isApiError } from '@/lib/api';
import { useSaveChord } from '../api/update-chord';
import {
  FIELD_ORDER,
  fieldOfPath,
  initialValues,
  toRequest,
  type ChordFormErrors,
  type ChordFormValues,
} from './chord-form-model';
import { ImageField } from './ImageField';

interface ChordEditDialogProps {
  chord: Chord;
  onClose: () => void;
}

const TRIAD_OPTIONS = TRIAD_TYPES.map((type) => ({ value: type, label: type }));

/** Superadmin edit of a chord: name, triad type, notes and intervals (comma-separated), fingering, picture. */
export function ChordEditDialog({ chord, onClose }: ChordEditDialogProps) {
  const [start] = useState(() => initialValues(chord));
  const [values, setValues] = useState<ChordFormValues>(start);
  const [errors, setErrors] = useState<ChordFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveChord();
  const dirty = (Object.keys(start) as (keyof ChordFormValues)[]).some((key) => values[key] !== start[key]);
  const { confirmDiscard, dialog } = useDiscardConfirmation(dirty);
  const cancel = () => confirmDiscard(onClose);

  const set = <K extends keyof ChordFormValues>(key: K, value: ChordFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const { request, errors: found } = toRequest(values);
    setErrors(found);
    if (!request) {
      const first = FIELD_ORDER.find((field) => found[field]);
      if (first) document.getElementById(`chord-${first}`)?.focus();
      return;
    }
    save.mutate(
      { id: chord.id, fields: request, image: values.image, removeImage: values.removeImage },
      {
        onSuccess: onClose,
        onError: (error) => {
          const field = isApiError(error) && error.field ? fieldOfPath(error.field) : null;
          if (field) setErrors({ [field]: error.message });
          setFailure(isApiError(error) ? error.message : null);
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && cancel()}
      title={`Edit ${chord.name}`}
      footer={
        <>
          <Button variant="secondary" onClick={cancel}>
            Cancel
          </Button>
          <Button type="submit" form="chord-edit-form" loading={save.isPending} loadingText="Saving…">
            Save chord
          </Button>
        </>
      }
    >
      <form id="chord-edit-form" noValidate onSubmit={submit} className="flex flex-col gap-4">
        {failure !== null && (
          <Banner tone="error" title={messages.chords.updateFailed}>
            {failure}
          </Banner>
        )}
        <TextField
          id="chord-name"
          label="Name"
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          error={errors.name}
          required
        />
        <SelectField
          id="chord-triadType"
          label="Triad type"
          options={TRIAD_OPTIONS}
          value={values.triadType}
          onChange={(e) => set('triadType', e.target.value as ChordFormValues['triadType'])}
          error={errors.triadType}
        />
        <TextField
          id="chord-notes"
          label="Notes"
          hint="Comma-separated, root first, e.g. C, E, G"
          value={values.notes}
          onChange={(e) => set('notes', e.target.value)}
          error={errors.notes}
          required
        />
        <TextField
          id="chord-intervals"
          label="Intervals"
          hint="Comma-separated, e.g. 1, 3, 5"
          value={values.intervals}
          onChange={(e) => set('intervals', e.target.value)}
          error={errors.intervals}
          required
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="chord-frets"
            label="Frets (low E to high e)"
            hint="x = muted, 0 = open; blank for no diagram"
            value={values.frets}
            onChange={(e) => set('frets', e.target.value)}
            error={errors.frets}
          />
          <TextField
            id="chord-fingers"
            label="Fingers (low E to high e)"
            hint="1–4, or - for none; one finger on several strings makes a barre"
            value={values.fingers}
            onChange={(e) => set('fingers', e.target.value)}
            error={errors.fingers}
          />
        </div>
        <ImageField
          id="chord-image"
          currentUrl={chord.imageUrl}
          chordName={chord.name}
          file={values.image}
          onFileChange={(file) => set('image', file)}
          error={errors.image}
        />
        {chord.imageUrl && !values.image && (
          <CheckboxField
            label="Remove the picture and show the diagram instead"
            checked={values.removeImage}
            onChange={(e) => set('removeImage', e.target.checked)}
          />
        )}
      </form>
      {dialog}
    </Dialog>
  );
}
