import { messages, type PracticeSession } from '@woodshed/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api';
import { useDeletePracticeSession } from '../api/delete-session';
import { useRestorePracticeSession } from '../api/restore-session';
import { focusAndReveal } from '../focus';

export type SessionAction = 'delete' | 'restore';

/** Marks the action buttons of a session list, so focus can move to a neighbour when a row leaves. */
export const SESSION_ACTION_ATTRIBUTE = 'data-session-action';

interface FocusRequest {
  container: HTMLElement;
  index: number;
  /** Focus the notice (after a deletion) rather than a row's button. */
  notice?: boolean;
}

/** How long a deletion offers 'Undo' (issue 12). */
export const UNDO_MS = 8000;

/**
 * Delete (soft) and restore for a list of sessions. Several rows may be busy at once. After a deletion, focus
 * goes to the notice (`noticeRef`, focusable with tabIndex -1), never to the next row's Delete button (a second
 * Enter would delete another session); the notice offers `undo` (restore) for UNDO_MS. After a restore, once the
 * lists have refetched, focus moves to the action button now standing at the row's place, else the last row,
 * else the container; after a failure it stays on the row's button.
 * `notice` is the success text for a live region; `error` the failure text for an alert (the server's own
 * message when it refuses a restore, e.g. because the day would pass 24 hours).
 */
export function useSessionActions() {
  const { mutateAsync: deleteSession } = useDeletePracticeSession();
  const { mutateAsync: restoreSession } = useRestorePracticeSession();
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(() => new Set());
  const [notice, setNotice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  /** The element holding the rows (and the focus fallback); it must be focusable (tabIndex -1 or 0). */
  const containerRef = useRef<HTMLDivElement | null>(null);
  /** The notice (tabIndex -1) that takes focus after a deletion. */
  const noticeRef = useRef<HTMLDivElement | null>(null);
  /** The session just deleted, while 'Undo' is offered. */
  const [undoable, setUndoable] = useState<PracticeSession | null>(null);

  useEffect(() => {
    if (!undoable) return;
    const timer = setTimeout(() => setUndoable(null), UNDO_MS);
    return () => clearTimeout(timer);
  }, [undoable]);

  useEffect(() => {
    if (!focusRequest) return;
    const { container, index, notice: toNotice } = focusRequest;
    setFocusRequest(null);
    // The user went elsewhere meanwhile (another tab or page): leave focus alone.
    if (!container.isConnected || container !== containerRef.current) return;
    if (toNotice && noticeRef.current) {
      focusAndReveal(noticeRef.current);
      return;
    }
    const buttons = container.querySelectorAll<HTMLElement>(`[${SESSION_ACTION_ATTRIBUTE}]`);
    focusAndReveal(buttons[Math.min(index, buttons.length - 1)] ?? container);
  }, [focusRequest]);

  const run = useCallback(
    async (action: SessionAction, session: PracticeSession, index: number) => {
      const container = containerRef.current;
      setBusyIds((previous) => new Set(previous).add(session.id));
      setNotice('');
      setError(null);
      setUndoable(null);
      let deleted = false;
      try {
        await (action === 'delete' ? deleteSession : restoreSession)(session.id);
        setNotice(action === 'delete' ? messages.practice.movedToPending : messages.practice.restored);
        deleted = action === 'delete';
        if (deleted) setUndoable(session);
      } catch (failure) {
        // A restore the server refuses (400: the day would pass 24 hours) shows its reason; anything else the
        // generic text.
        if (action === 'restore' && isApiError(failure) && failure.status === 400) setError(failure.message);
        else setError(action === 'delete' ? messages.practice.deleteFailed : messages.practice.restoreFailed);
      } finally {
        setBusyIds((previous) => {
          const next = new Set(previous);
          next.delete(session.id);
          return next;
        });
        if (container) setFocusRequest({ container, index, notice: deleted });
      }
    },
    [deleteSession, restoreSession],
  );

  /** Restores the session just deleted; focus stays on the notice, which then says it is restored. */
  const undo = useCallback(async () => {
    const session = undoable;
    if (!session) return;
    setUndoable(null);
    setNotice('');
    setError(null);
    const container = containerRef.current;
    try {
      await restoreSession(session.id);
      setNotice(messages.practice.restored);
    } catch (failure) {
      setError(isApiError(failure) && failure.status === 400 ? failure.message : messages.practice.restoreFailed);
    } finally {
      if (container) setFocusRequest({ container, index: 0, notice: true });
    }
  }, [restoreSession, undoable]);

  /** Shows a success notice of the page's own (a session corrected in the edit dialog). */
  const announce = useCallback((text: string) => {
    setNotice(text);
    setError(null);
    setUndoable(null);
  }, []);

  /** Clears the last notice and error (when the list shown changes). */
  const reset = useCallback(() => {
    setNotice('');
    setError(null);
    setUndoable(null);
  }, []);

  return { run, reset, announce, undo, undoable, busyIds, notice, error, containerRef, noticeRef };
}
