import { Award, X } from 'lucide-react';
import { Toast } from 'radix-ui';
import type { NoticeItem } from './notice-items';

/** How long a notice stays (ms); hovering, focusing or leaving the window pauses it. */
export const NOTICE_DURATION = 6000;

interface NoticeToastsProps {
  items: NoticeItem[];
  onDismiss: (id: string) => void;
}

/**
 * The notices as Radix toasts: announced politely to screen readers, reachable with F8, closed with Escape, the
 * close button or a swipe, and gone after six seconds. Movement only when the user allows it.
 */
export default function NoticeToasts({ items, onDismiss }: NoticeToastsProps) {
  return (
    <Toast.Provider duration={NOTICE_DURATION} swipeDirection="right" label="Notification">
      {items.map((item) => (
        <Toast.Root
          key={item.id}
          type="background"
          defaultOpen
          onOpenChange={(open) => {
            if (!open) onDismiss(item.id);
          }}
          className="pointer-events-auto flex items-start gap-3 rounded-xl border border-amber-300 bg-white p-4 text-stone-900 shadow-lg transition-[translate,opacity] duration-200 data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none motion-reduce:transition-none starting:translate-y-2 starting:opacity-0 motion-reduce:starting:translate-y-0"
        >
          <Award aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
          <Toast.Description className="min-w-0 flex-1 font-medium break-words">{item.text}</Toast.Description>
          <Toast.Close
            aria-label="Dismiss"
            className="-m-1 shrink-0 rounded-md p-1 text-stone-600 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="pointer-events-none fixed right-0 bottom-0 z-50 m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none focus-visible:outline-2 focus-visible:outline-amber-700" />
    </Toast.Provider>
  );
}
