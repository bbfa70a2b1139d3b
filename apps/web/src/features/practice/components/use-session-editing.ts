import { messages, type PracticeSession } from '@woodshed/shared';
import { useRef, useState, type RefObject } from 'react';
import { focusAndReveal } from '../focus';
import { EDIT_SESSION_ATTRIBUTE } from './EditSessionButton';
import type { useSessionActions } from './use-session-actions';

/**
 * The session open in the edit dialog (issue 12). A save is announced; when the dialog closes, focus goes back to
 * the row's Edit button, or, when the session's new date took it to another page, to `fallback` (the count).
 */
export function useSessionEditing(
  actions: ReturnType<typeof useSessionActions>,
  fallback: RefObject<HTMLElement | null>,
) {
  const [editing, setEditing] = useState<PracticeSession | null>(null);
  /** The session last opened for editing: its Edit button gets focus back when the dialog closes. */
  const editedId = useRef<string | null>(null);

  const startEditing = (session: PracticeSession) => {
    actions.reset();
    editedId.current = session.id;
    setEditing(session);
  };
  const finishEditing = (saved: PracticeSession | null) => {
    setEditing(null);
    if (saved) actions.announce(messages.practice.updated);
  };
  /** The lists have refetched by the time the dialog closes, so the row may be gone from this page. */
  const returnFocus = (event: Event) => {
    event.preventDefault();
    const id = editedId.current;
    editedId.current = null;
    const button = id
      ? actions.containerRef.current?.querySelector<HTMLElement>(`[${EDIT_SESSION_ATTRIBUTE}="${CSS.escape(id)}"]`)
      : null;
    focusAndReveal(button ?? fallback.current);
  };

  return { editing, startEditing, finishEditing, returnFocus };
}
