import { zodResolver } from '@hookform/resolvers/zod';
import {
  createPhaseRequestSchema,
  DEFAULT_PHASE_DURATION,
  messages,
  PHASE_DESCRIPTION_MAX,
  PHASE_DURATION_MAX,
  PHASE_TYPES,
  type CreatePhaseRequest,
  type CurrentRoutine,
  type PhaseType,
  type RoutinePhase,
} from '@woodshed/shared';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { applyApiError, Form, useSchemaForm } from '@/components/ui/form';
import { SelectField } from '@/components/ui/SelectField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { useGuardedDialogClose } from '@/components/ui/unsaved-changes';
import { useAddPhase } from '../api/add-phase';

/** The form as typed: no type chosen yet, and the number input's text (the shared rule turns it into minutes). */
interface PhaseFormValues {
  phaseType: PhaseType | '';
  duration: string;
  description: string;
}
type PhaseFormOutput = z.output<typeof createPhaseRequestSchema>;

const TYPE_OPTIONS = [
  { value: '', label: 'Choose a phase type' },
  ...PHASE_TYPES.map((type) => ({ value: type, label: type })),
];
const INITIAL_VALUES: PhaseFormValues = { phaseType: '', duration: String(DEFAULT_PHASE_DURATION), description: '' };

/**
 * The shared request schema read from what the inputs hold: an empty type is refused, a duration that is not a
 * number becomes 1, a blank description means none.
 */
const resolver: Resolver<PhaseFormValues, unknown, PhaseFormOutput> = (values, context, options) =>
  zodResolver(createPhaseRequestSchema)(values as CreatePhaseRequest, context, options as never) as ReturnType<
    Resolver<PhaseFormValues, unknown, PhaseFormOutput>
  >;

interface PhaseFormDialogProps {
  /** The routine the phase is added to; null when closed. */
  routine: CurrentRoutine | null;
  onClose: () => void;
  onAdded: (phase: RoutinePhase) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** 'Add Phase': type (required), duration in minutes (default 15) and an optional description; added at the end. */
export function PhaseFormDialog({ routine, onClose, onAdded, onCloseAutoFocus }: PhaseFormDialogProps) {
  const { setDirty, close, onOpenChange, afterSave, dialog } = useGuardedDialogClose(onClose);
  return (
    <Dialog
      open={routine !== null}
      onOpenChange={onOpenChange}
      title="Add Phase"
      description={routine ? `It is added at the end of "${routine.title}".` : undefined}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {routine && (
        <PhaseForm
          key={routine.id}
          routineId={routine.id}
          onDirtyChange={setDirty}
          onCancel={close}
          onAdded={afterSave(onAdded)}
        />
      )}
      {dialog}
    </Dialog>
  );
}

interface PhaseFormProps {
  routineId: string;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onAdded: (phase: RoutinePhase) => void;
}

function PhaseForm({ routineId, onDirtyChange, onCancel, onAdded }: PhaseFormProps) {
  const add = useAddPhase();
  const form = useSchemaForm({ resolver, defaultValues: INITIAL_VALUES });
  const { errors } = form.formState;

  const save = (body: PhaseFormOutput) => {
    if (add.isPending) return;
    add.mutate(
      { routineId, body },
      {
        onSuccess: onAdded,
        onError: (error) =>
          applyApiError(form, error, { fallback: messages.routines.phaseCreateFailed, alsoShow: [404, 413] }),
      },
    );
  };

  return (
    <Form form={form} onSubmit={save} onDirtyChange={onDirtyChange} className="flex flex-col gap-5">
      <SelectField
        {...form.register('phaseType')}
        label="Phase type"
        options={TYPE_OPTIONS}
        required
        autoFocus
        error={errors.phaseType?.message}
      />
      <TextField
        {...form.register('duration')}
        label="Duration (minutes)"
        type="number"
        inputMode="numeric"
        min={1}
        max={PHASE_DURATION_MAX}
        step={1}
        hint="Left empty, it is 1 minute."
        error={errors.duration?.message}
      />
      <TextAreaField
        {...form.register('description')}
        label="Description (optional)"
        rows={3}
        maxLength={PHASE_DESCRIPTION_MAX}
        error={errors.description?.message}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={add.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={add.isPending} loadingText="Adding...">
          Add Phase
        </Button>
      </div>
    </Form>
  );
}
