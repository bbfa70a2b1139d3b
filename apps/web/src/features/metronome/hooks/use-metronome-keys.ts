import { useEffect, useRef } from 'react';

/** Where the arrow keys belong to the control itself (text, lists, sliders). */
const OWNS_ARROWS =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="slider"], [role="listbox"], [role="menu"], [role="radiogroup"], [role="tablist"]';
/** Where Space belongs to the control (it presses a button, ticks a box, types a space). */
const OWNS_SPACE = `${OWNS_ARROWS}, button, a[href], summary, [role="button"], [role="checkbox"], [role="switch"]`;

/**
 * The metronome's keys on its page: Space starts and stops, ArrowUp/ArrowRight +1, ArrowDown/ArrowLeft −1 BPM,
 * with Shift ±5 — unless the focus is in a control that uses the key itself, or a dialog is open.
 */
export function useMetronomeKeys(onToggle: () => void, onNudge: (delta: number) => void) {
  const handlers = useRef({ onToggle, onNudge });
  useEffect(() => {
    handlers.current = { onToggle, onNudge };
  });

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('[role="dialog"], [role="alertdialog"]')) return;
      if (event.key === ' ') {
        if (target?.closest(OWNS_SPACE)) return;
        event.preventDefault();
        handlers.current.onToggle();
        return;
      }
      const direction =
        event.key === 'ArrowUp' || event.key === 'ArrowRight'
          ? 1
          : event.key === 'ArrowDown' || event.key === 'ArrowLeft'
            ? -1
            : 0;
      if (direction === 0 || target?.closest(OWNS_ARROWS)) return;
      event.preventDefault();
      handlers.current.onNudge(direction * (event.shiftKey ? 5 : 1));
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
