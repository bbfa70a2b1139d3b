import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface StatusNoticeProps {
  /** The message; nothing shows while it is empty, but the live region stays in the page. */
  children?: ReactNode;
  className?: string;
}

/**
 * A success message in a live region (role="status") that is always present, so screen readers announce
 * each new message; it looks like the green Banner while it has one. Clear it before setting the next
 * message, so the same text is announced again.
 */
export function StatusNotice({ children, className }: StatusNoticeProps) {
  const shown = Boolean(children);
  return (
    <div
      role="status"
      className={cn(
        shown && 'flex gap-3 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800',
        shown && className,
      )}
    >
      {shown && (
        <>
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div className="min-w-0 flex-1">{children}</div>
        </>
      )}
    </div>
  );
}
