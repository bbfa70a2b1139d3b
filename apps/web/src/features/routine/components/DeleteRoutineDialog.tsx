import { messages, type Routine } from '@woodshed/shared';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useDeleteRoutine } from '../api/delete-routine';
import { problemMessage } from '../api/problem-message';

interface DeleteRoutineDialogProps {
  routine: Routine | null;
  onClose: () => void;
  onDeleted: (routine: Routine) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** 'Delete routine?': deletes a routine and its phases after a confirmation; a failure stays in the dialog. */
export function DeleteRoutineDialog({ routine, onClose, onDeleted, onCloseAutoFocus }: DeleteRoutineDialogProps) {
  const remove = useDeleteRoutine();
  return (
    <ConfirmDialog
      open={routine !== null}
      onOpenChange={(open) => {
        if (open) return;
        remove.reset();
        onClose();
      }}
      title="Delete routine?"
      message={routine ? messages.routines.deleteConfirm(routine.title) : ''}
      busy={remove.isPending}
      error={remove.isError ? problemMessage(remove.error, messages.routines.deleteFailed) : null}
      onConfirm={() => {
        if (!routine) return;
        remove.mutate(routine.id, {
          onSuccess: () => {
            remove.reset();
            onDeleted(routine);
          },
        });
      }}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
