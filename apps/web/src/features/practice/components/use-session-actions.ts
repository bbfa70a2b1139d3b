import { messages, type PracticeSession } from '@woodshed/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDeletePracticeSession } from '../api/delete-session';
import { useRestorePracticeSession } from '../api/restore-session';
import { focusAndReveal } from '../focus';

export type SessionAction = 'delete' | 'restore';

/** Marks the action buttons of a session list, so focus can move to a neighbour when a row leaves. */
export const SESSION_ACTION_ATTRIBUTE = 'data-session-action';

interface FocusRequest {
  container: HTMLElement;
  index: number;
}

/**
 * Delete (soft) and restore for a list of sessions. Several rows may be busy at once. Once the lists
 * have refetched, focus moves to the action button that now stands at the row's place (the next row),
 * else the last row, else the container itself; after a failure it stays on the row's button.
 * `notice` is the success text for a live region; `error` the failure text for an alert.
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

  useEffect(() => {
    if (!focusRequest) return;
    const { container, index } = focusRequest;
    setFocusRequest(null);
    // The user went elsewhere meanwhile (another tab or page): leave focus alone.
    if (!container.isConnected || container !== containerRef.current) return;
    const buttons = container.querySelectorAll<HTMLElement>(`[${SESSION_ACTION_ATTRIBUTE}]`);
    focusAndReveal(buttons[Math.min(index, buttons.length - 1)] ?? container);
  }, [focusRequest]);

  const run = useCallback(
    async (action: SessionAction, session: PracticeSession, index: number) => {
      const container = containerRef.current;
      setBusyIds((previous) => new Set(previous).add(session.id));
      setNotice('');
      setError(null);
      try {
        await (action === 'delete' ? deleteSession : restoreSession)(session.id);
        setNotice(action === 'delete' ? messages.practice.movedToPending : messages.practice.restored);
      } catch {
        setError(action === 'delete' ? messages.practice.deleteFailed : messages.practice.restoreFailed);
      } finally {
        setBusyIds((previous) => {
          const next = new Set(previous);
          next.delete(session.id);
          return next;
        });
        if (container) setFocusRequest({ container, index });
      }
    },
    [deleteSession, restoreSession],
  );

  /** Clears the last notice and error (when the list shown changes). */
  const reset = useCallback(() => {
    setNotice('');
    setError(null);
  }, []);

  return { run, reset, busyIds, notice, error, containerRef };
}
