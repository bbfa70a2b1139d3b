import { messages } from '@woodshed/shared';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { ConfirmDialog } from './ConfirmDialog';

interface DiscardConfirmation {
  /** Runs `leave` at once when nothing is unsaved; otherwise asks first and runs it on Discard. */
  confirmDiscard: (leave: () => void) => void;
  /** The question (an alertdialog); render it once, anywhere in the form's tree. */
  dialog: ReactNode;
}

function DiscardDialog({ open, onKeep, onDiscard }: { open: boolean; onKeep: () => void; onDiscard: () => void }) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && onKeep()}
      title={messages.unsavedChanges.title}
      message={messages.unsavedChanges.message}
      confirmLabel={messages.unsavedChanges.discard}
      cancelLabel={messages.unsavedChanges.keepEditing}
      onConfirm={onDiscard}
    />
  );
}

/**
 * "Discard unsaved changes?" before a form inside a dialog closes (its Cancel, Escape, the close button). A form
 * that is a page uses useUnsavedChangesGuard, which also covers links, Back and closing the tab.
 */
export function useDiscardConfirmation(dirty: boolean): DiscardConfirmation {
  const [pending, setPending] = useState<(() => void) | null>(null);
  const confirmDiscard = useCallback(
    (leave: () => void) => {
      if (dirty) setPending(() => leave);
      else leave();
    },
    [dirty],
  );
  const dialog = (
    <DiscardDialog
      open={pending !== null}
      onKeep={() => setPending(null)}
      onDiscard={() => {
        setPending(null);
        pending?.();
      }}
    />
  );
  return { confirmDiscard, dialog };
}

interface GuardedDialogClose {
  /** For the form's onDirtyChange; stable, so it can sit in an effect's dependencies. */
  setDirty: (dirty: boolean) => void;
  /** Closes at once when nothing is unsaved; otherwise asks first. For Cancel. */
  close: () => void;
  /** For the Dialog: Escape, the close button and a click outside go through `close`. */
  onOpenChange: (open: boolean) => void;
  /** Wraps the form's success callback: what was saved has nothing left to discard. */
  afterSave: <Args extends unknown[]>(handler: (...args: Args) => void) => (...args: Args) => void;
  /** The question (an alertdialog); render it inside the Dialog. */
  dialog: ReactNode;
}

/**
 * The dirty state and discard question of a form in a dialog. The form reports whether it is dirty through
 * `setDirty`; the flag is cleared on close and on save so the next opening starts clean.
 */
export function useGuardedDialogClose(onClose: () => void): GuardedDialogClose {
  const [dirty, setDirty] = useState(false);
  const { confirmDiscard, dialog } = useDiscardConfirmation(dirty);
  const close = () =>
    confirmDiscard(() => {
      setDirty(false);
      onClose();
    });
  const onOpenChange = (open: boolean) => {
    if (!open) close();
  };
  const afterSave =
    <Args extends unknown[]>(handler: (...args: Args) => void) =>
    (...args: Args) => {
      setDirty(false);
      handler(...args);
    };
  return { setDirty, close, onOpenChange, afterSave, dialog };
}

export interface UnsavedChangesGuard extends DiscardConfirmation {
  /** Runs a navigation that must not ask, e.g. to the item just saved. */
  leaveWithoutAsking: (navigate: () => void) => void;
}

/**
 * Guards a form page with unsaved changes: asks before any in-app navigation away from it (links, Cancel links,
 * Back; React Router's blocker), before a `confirmDiscard` action, and lets the browser ask before the tab
 * closes or reloads. A router supports one blocker at a time, so use this once per page.
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const { confirmDiscard, dialog: discardDialog } = useDiscardConfirmation(dirty);
  // A ref, not state: the navigation right after a save must pass before a re-render could reach the blocker.
  const leaving = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !leaving.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    // Browsers show their own wording; a cancelled event is what makes them ask.
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const leaveWithoutAsking = useCallback((navigate: () => void) => {
    leaving.current = true;
    navigate();
  }, []);

  const dialog = (
    <>
      {discardDialog}
      <DiscardDialog
        open={blocker.state === 'blocked'}
        onKeep={() => blocker.reset?.()}
        onDiscard={() => blocker.proceed?.()}
      />
    </>
  );
  return { confirmDiscard, leaveWithoutAsking, dialog };
}
