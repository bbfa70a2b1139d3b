import type { Goal } from '@woodshed/shared';
import { Dialog } from '@/components/ui/Dialog';
import { useGuardedDialogClose } from '@/components/ui/unsaved-changes';
import { GoalForm } from './GoalForm';

/** What the form is open for: a new goal (goal null) or a saved one; `today` is the default target date. */
export interface GoalEditor {
  goal: Goal | null;
  today: string;
}

interface GoalFormDialogProps {
  editor: GoalEditor | null;
  onClose: () => void;
  onSaved: (goal: Goal) => void;
  onDeleted: () => void;
  /** Puts focus back where the page wants it once the dialog has closed. */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * The goal form in a modal dialog ('New Goal' / 'Edit Goal'); each opening starts from fresh values. Closing it
 * with unsaved changes (Cancel, Escape, the close button) asks first.
 */
export function GoalFormDialog({ editor, onClose, onSaved, onDeleted, onCloseAutoFocus }: GoalFormDialogProps) {
  const { setDirty, close, onOpenChange, afterSave, dialog } = useGuardedDialogClose(onClose);
  const editing = Boolean(editor?.goal);
  return (
    <Dialog
      open={editor !== null}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Goal' : 'New Goal'}
      // Phones: the whole screen, so the buttons are the last thing on it (a centred box let the page's text show
      // below them) and the form has all the height there is.
      className="max-sm:inset-0 max-sm:max-h-none max-sm:w-full max-sm:max-w-none max-sm:translate-none max-sm:rounded-none max-sm:border-0 sm:max-w-2xl"
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {editor && (
        <GoalForm
          key={editor.goal?.id ?? 'new'}
          goal={editor.goal}
          today={editor.today}
          onSaved={afterSave(onSaved)}
          onDeleted={afterSave(onDeleted)}
          onCancel={close}
          onDirtyChange={setDirty}
        />
      )}
      {dialog}
    </Dialog>
  );
}
