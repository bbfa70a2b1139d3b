import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Banner } from './Banner';
import { Button, buttonClasses } from './Button';
import { useReturnFocus } from './use-return-focus';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The question, e.g. 'Are you sure you want to delete this event? This action cannot be undone.' */
  message: ReactNode;
  confirmLabel?: string;
  /** The button that answers no, e.g. 'Keep editing'. */
  cancelLabel?: string;
  /** Shown on the confirm button while `busy`, e.g. 'Deleting...'. */
  busyLabel?: string;
  busy?: boolean;
  /** An error from the last attempt, shown in the dialog so the user can retry or cancel. */
  error?: string | null;
  onConfirm: () => void;
  /** Where focus goes when the dialog closes (default: back to what had it), e.g. when the trigger is gone. */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Confirmation for destructive actions (role="alertdialog"). Focus starts on Cancel; the dialog stays
 * open while the action runs, and the caller closes it on success.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  busyLabel = 'Deleting...',
  busy = false,
  error,
  onConfirm,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus(open, onCloseAutoFocus);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-stone-950/40" />
        <AlertDialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-stone-200 bg-white p-5 shadow-xl focus:outline-none"
        >
          <AlertDialog.Title className="text-lg font-semibold text-stone-900">{title}</AlertDialog.Title>
          {/* A div, so a message may hold a list (what a deletion breaks) and still be read as the description. */}
          <AlertDialog.Description asChild>
            <div className="mt-2 text-sm text-stone-700">{message}</div>
          </AlertDialog.Description>
          {error && (
            <Banner tone="error" className="mt-4">
              {error}
            </Banner>
          )}
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonClasses('secondary')} disabled={busy}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <Button variant="danger" loading={busy} loadingText={busyLabel} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
