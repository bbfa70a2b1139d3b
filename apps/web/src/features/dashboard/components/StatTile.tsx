import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

interface StatTileProps {
  title: string;
  icon: LucideIcon;
  /** The big figure ('45 min'). */
  value?: ReactNode;
  children?: ReactNode;
}

/** One of the four stat tiles: a region named by its h2, a figure and details below. */
export function StatTile({ title, icon: Icon, value, children }: StatTileProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-sm font-semibold text-stone-700">
          {title}
        </h2>
        <span
          aria-hidden="true"
          className="flex size-9 items-center justify-center rounded-full bg-amber-100 text-amber-800"
        >
          <Icon className="size-5" />
        </span>
      </div>
      {value !== undefined && (
        <p className="mt-2 text-3xl font-bold tracking-tight text-stone-900 tabular-nums">{value}</p>
      )}
      <div className="mt-1 flex flex-1 flex-col gap-1 text-sm text-stone-600">{children}</div>
    </section>
  );
}
