import { Award, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { NoticeItem } from './notice-items';

/** How long a notice stays (ms); pointing at or focusing the notices pauses them. */
export const NOTICE_DURATION = 6000;

interface NoticeToastsProps {
  items: NoticeItem[];
  onDismiss: (id: string) => void;
}

/**
 * The notices as toasts in a labelled region (Notices announces them through its status line): Dismiss closes one, and each goes after six seconds unless the pointer or focus is on the notices. Not Radix
 * Toast: its toasts are dismissable layers, so a toast arriving while a dialog is open took that dialog's Escape
 * (a half-written form then closed without its "Discard unsaved changes?" question).
 */
export default function NoticeToasts({ items, onDismiss }: NoticeToastsProps) {
  const [paused, setPaused] = useState(false);
  const regionRef = useRef<HTMLElement>(null);
  const oldest = items[0];

  useEffect(() => {
    if (!oldest || paused) return;
    const timer = window.setTimeout(() => onDismiss(oldest.id), NOTICE_DURATION);
    return () => window.clearTimeout(timer);
  }, [oldest, paused, onDismiss]);

  return (
    <section
      ref={regionRef}
      aria-label="Notifications"
      className="pointer-events-none fixed right-0 bottom-0 z-50 w-full max-w-sm p-4"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!regionRef.current?.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <ol className="m-0 flex list-none flex-col gap-2 p-0">
        {items.map((item) => (
          <li
            key={item.id}
            className="pointer-events-auto flex items-start gap-3 rounded-xl border border-amber-300 bg-white p-4 text-stone-900 shadow-lg transition-[translate,opacity] duration-200 motion-reduce:transition-none starting:translate-y-2 starting:opacity-0 motion-reduce:starting:translate-y-0"
          >
            <Award aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
            <p className="m-0 min-w-0 flex-1 font-medium break-words">{item.text}</p>
            <button
              type="button"
              aria-label="Dismiss"
              onClick={() => onDismiss(item.id)}
              className="-m-1 shrink-0 rounded-md p-1 text-stone-600 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
