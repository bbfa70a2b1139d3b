import { circleKeyAction, type CircleKeyAction } from '@woodshed/shared';
import { useEffect, useRef } from 'react';

/**
 * Typing in a field, a shortcut with Ctrl/Alt/Cmd, or letters in an open menu or dialog (their type-ahead)
 * are never taken as notes.
 */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  return target.closest('[role="menu"], [role="dialog"], [role="listbox"]') !== null;
}

/**
 * The circle's computer-keyboard mapping while the page is open: a–j and w e t y u play notes, O and L
 * change the octave. Held keys do not repeat; Shift is passed on (it measures an interval).
 */
export function useNoteKeys(onAction: (action: CircleKeyAction, shiftKey: boolean) => void): void {
  const latest = useRef(onAction);
  useEffect(() => {
    latest.current = onAction;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      const action = circleKeyAction(event.key);
      if (!action) return;
      event.preventDefault();
      latest.current(action, event.shiftKey);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
