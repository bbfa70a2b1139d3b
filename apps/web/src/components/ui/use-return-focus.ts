import { useLayoutEffect, useRef } from 'react';

/**
 * Where focus goes when a dialog closes. Radix returns it to a Dialog.Trigger, but our dialogs are
 * opened from ordinary buttons, so without this focus would fall to <body>. The element focused when
 * the dialog opened gets it back (if still on the page); a caller's own handler can take over.
 */
export function useReturnFocus(open: boolean, onCloseAutoFocus?: (event: Event) => void) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      opener.current = document.activeElement;
    }
  }, [open]);
  return (event: Event) => {
    if (onCloseAutoFocus) {
      onCloseAutoFocus(event);
      if (event.defaultPrevented) return;
    }
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  };
}
