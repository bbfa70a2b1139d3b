import { messages } from '@woodshed/shared';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useDeletePhase } from '../api/delete-phase';
import { problemMessage } from '../api/problem-message';
import type { PhaseTarget } from '../phase-names';

interface DeletePhaseDialogProps {
  target: PhaseTarget | null;
  onClose: () => void;
  onDeleted: (target: PhaseTarget) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** 'Delete phase?': removes one phase of the current routine after a confirmation; a failure stays in the dialog. */
export function DeletePhaseDialog({ target, onClose, onDeleted, onCloseAutoFocus }: DeletePhaseDialogProps) {
  const remove = useDeletePhase();
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (open) return;
        remove.reset();
        onClose();
      }}
      title="Delete phase?"
      message={target ? messages.routines.deletePhaseConfirm(target.name) : ''}
      busy={remove.isPending}
      error={remove.isError ? problemMessage(remove.error, messages.routines.deletePhaseFailed) : null}
      onConfirm={() => {
        if (!target) return;
        remove.mutate(
          { routineId: target.phase.routineId, phaseId: target.phase.id },
          {
            onSuccess: () => {
              remove.reset();
              onDeleted(target);
            },
          },
        );
      }}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
