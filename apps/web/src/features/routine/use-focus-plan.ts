import { useEffect, useRef, useState } from 'react';

interface FocusPlan {
  /** A dialog opens from `opener`; when it closes, focus goes back there (or to `fallbackId` when it is gone). */
  openedFrom: (opener: HTMLElement | null, fallbackId: string) => void;
  /** After a success, focus goes to this element instead (once the dialog has closed, or at the next render). */
  focusAfter: (elementId: string) => void;
  /** A dialog's onCloseAutoFocus. */
  restoreFocus: (event: Event) => void;
  /** For actions without a dialog: focus this element once the page has drawn the change. */
  focusSoon: (elementId: string) => void;
}

/** Where focus goes when a dialog closes or what had it disappears: never lost to the body. */
export function useFocusPlan(): FocusPlan {
  const plan = useRef<{ opener: HTMLElement | null; fallbackId: string; after: string | null }>({
    opener: null,
    fallbackId: '',
    after: null,
  });
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!pending) return;
    document.getElementById(pending)?.focus();
    setPending(null);
  }, [pending]);

  return {
    openedFrom: (opener, fallbackId) => {
      plan.current = { opener, fallbackId, after: null };
    },
    focusAfter: (elementId) => {
      plan.current.after = elementId;
    },
    restoreFocus: (event) => {
      event.preventDefault();
      const { opener, fallbackId, after } = plan.current;
      const planned = after ? document.getElementById(after) : null;
      const target = planned ?? (opener?.isConnected ? opener : document.getElementById(fallbackId));
      target?.focus();
    },
    focusSoon: setPending,
  };
}
