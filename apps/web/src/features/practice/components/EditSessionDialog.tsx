import type { PracticeSession } from '@woodshed/shared';
import { Dialog } from '@/components/ui/Dialog';
import { PracticeSessionForm } from './PracticeSessionForm';

interface EditSessionDialogProps {
  /** The session being corrected; null while the dialog is closed. */
  session: PracticeSession | null;
  timeZone: string;
  /** Saved (with the saved session, the lists already refetched) or cancelled (null): the dialog closes. */
  onDone: (saved: PracticeSession | null) => void;
  /** Where focus goes when the dialog closes (the row's Edit button). */
  onCloseAutoFocus: (event: Event) => void;
}

/** 'Edit practice session' over the history table: the /practice form, filled with the session (issue 12). */
export function EditSessionDialog({ session, timeZone, onDone, onCloseAutoFocus }: EditSessionDialogProps) {
  return (
    <Dialog
      open={session !== null}
      onOpenChange={(open) => {
        if (!open) onDone(null);
      }}
      title="Edit practice session"
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <PracticeSessionForm
        timeZone={timeZone}
        label={{ text: 'Edit practice session' }}
        editing={session}
        onEditDone={onDone}
        inDialog
      />
    </Dialog>
  );
}
