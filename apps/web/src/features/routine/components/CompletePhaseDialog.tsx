import { completePhaseRequestSchema, messages, PHASE_MESSAGE_MAX, type CompletePhaseResponse } from '@woodshed/shared';
import type { z } from 'zod';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { applyApiError, Form, useSchemaForm } from '@/components/ui/form';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { useGuardedDialogClose } from '@/components/ui/unsaved-changes';
import { formatMinutes } from '@/lib/format';
import { useCompletePhase } from '../api/complete-phase';
import type { PhaseTarget } from '../phase-names';

type CompleteFormOutput = z.output<typeof completePhaseRequestSchema>;

interface CompletePhaseDialogProps {
  target: PhaseTarget | null;
  onClose: () => void;
  onCompleted: (result: CompletePhaseResponse, target: PhaseTarget) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** 'Complete {phase}': logs the phase's minutes as a practice session, with an optional message for its note. */
export function CompletePhaseDialog({ target, onClose, onCompleted, onCloseAutoFocus }: CompletePhaseDialogProps) {
  const { setDirty, close, onOpenChange, afterSave, dialog } = useGuardedDialogClose(onClose);
  return (
    <Dialog
      open={target !== null}
      onOpenChange={onOpenChange}
      title={target ? `Complete ${target.name}` : 'Complete phase'}
      description={
        target
          ? `Logs ${formatMinutes(target.phase.duration)} of ${target.phase.phaseType} in your practice log.`
          : undefined
      }
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {target && (
        <CompleteForm
          key={target.phase.id}
          target={target}
          onDirtyChange={setDirty}
          onCancel={close}
          onCompleted={afterSave((result) => onCompleted(result, target))}
        />
      )}
      {dialog}
    </Dialog>
  );
}

interface CompleteFormProps {
  target: PhaseTarget;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onCompleted: (result: CompletePhaseResponse) => void;
}

function CompleteForm({ target, onDirtyChange, onCancel, onCompleted }: CompleteFormProps) {
  const complete = useCompletePhase();
  const form = useSchemaForm({ schema: completePhaseRequestSchema, defaultValues: { message: '' } });

  const save = (body: CompleteFormOutput) => {
    if (complete.isPending) return;
    complete.mutate(
      { routineId: target.phase.routineId, phaseId: target.phase.id, body },
      {
        onSuccess: onCompleted,
        // The 24-hour day and "already completed today" come in the server's own words.
        onError: (error) =>
          applyApiError(form, error, { fallback: messages.routines.completeFailed, alsoShow: [404, 413] }),
      },
    );
  };

  return (
    <Form form={form} onSubmit={save} onDirtyChange={onDirtyChange} className="flex flex-col gap-5">
      <TextAreaField
        {...form.register('message')}
        label="Message (optional)"
        hint="Added to the practice note."
        rows={3}
        maxLength={PHASE_MESSAGE_MAX}
        autoFocus
        error={form.formState.errors.message?.message}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={complete.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={complete.isPending} loadingText="Completing...">
          Complete
        </Button>
      </div>
    </Form>
  );
}
