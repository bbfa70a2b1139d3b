import { useId, type ReactNode, type Ref } from 'react';
import { cn } from '@/lib/cn';

interface DashboardCardProps {
  /** The block's h2; it also names the region. */
  title: string;
  /** Links or controls beside the heading. */
  actions?: ReactNode;
  /** The heading can take focus through this (tabIndex -1), e.g. after the focused item was removed. */
  headingRef?: Ref<HTMLHeadingElement>;
  className?: string;
  children: ReactNode;
}

/** A block of the dashboard: a region named by its h2, on a white card. */
export function DashboardCard({ title, actions, headingRef, className, children }: DashboardCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6', className)}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          className="text-lg font-semibold text-stone-900 outline-none"
        >
          {title}
        </h2>
        {actions && <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
