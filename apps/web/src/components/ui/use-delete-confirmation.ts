import { useRef, useState, type RefObject } from 'react';

interface DeleteConfirmationOptions {
  /** The delete mutation: its state drives the dialog's busy and error, and closing the dialog resets it. */
  mutation: { isPending: boolean; isError: boolean; reset: () => void };
  /** Shown in the dialog when the delete fails, so the user can retry or cancel. */
  failedMessage: string;
  /** Where focus goes once the item is deleted (its row and Delete button are gone), e.g. the page's Add button. */
  focusAfterDelete: RefObject<HTMLElement | null>;
}

/**
 * The state of a ConfirmDialog that deletes one item: which item is asked about (the dialog is open while there is
 * one), and the dialog's props, spread onto ConfirmDialog beside its title, message and onConfirm. Cancelling closes
 * it and resets the mutation; after a delete (`deleted()`, from the mutation's onSuccess) focus moves to
 * `focusAfterDelete` instead of the gone trigger.
 */
export function useDeleteConfirmation<Target>({
  mutation,
  failedMessage,
  focusAfterDelete,
}: DeleteConfirmationOptions) {
  const [target, setTarget] = useState<Target | null>(null);
  const justDeleted = useRef(false);
  const { reset } = mutation;

  return {
    /** The item being asked about; null while the dialog is closed. */
    target,
    /** Opens the dialog for this item. */
    ask: (item: Target) => setTarget(item),
    /** Closes the dialog after a successful delete; focus then goes to `focusAfterDelete`. */
    deleted: () => {
      justDeleted.current = true;
      setTarget(null);
    },
    dialogProps: {
      open: target !== null,
      onOpenChange: (open: boolean) => {
        if (open) return;
        setTarget(null);
        reset();
      },
      busy: mutation.isPending,
      error: mutation.isError ? failedMessage : null,
      onCloseAutoFocus: (event: Event) => {
        if (!justDeleted.current) return;
        justDeleted.current = false;
        event.preventDefault();
        focusAfterDelete.current?.focus();
      },
    },
  };
}
