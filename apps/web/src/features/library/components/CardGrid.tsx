import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const grid = 'grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-5 xl:grid-cols-3';

/** The responsive grid of cards: one column on phones, two on tablets, three on wide screens. */
export function CardGrid({ children, busy, className }: { children: ReactNode; busy?: boolean; className?: string }) {
  return (
    <ul aria-busy={busy || undefined} className={cn(grid, busy && 'opacity-60 transition-opacity', className)}>
      {children}
    </ul>
  );
}

/** Grey stand-ins for cards while the first page loads (hidden from screen readers; a status says it). */
export function CardGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div aria-hidden="true" className={grid}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
          <div className="aspect-video animate-pulse bg-stone-200/70 motion-reduce:animate-none" />
          <div className="flex flex-col gap-3 p-4">
            <div className="h-3 w-20 animate-pulse rounded bg-stone-200 motion-reduce:animate-none" />
            <div className="h-5 w-3/4 animate-pulse rounded bg-stone-200 motion-reduce:animate-none" />
            <div className="h-3 w-full animate-pulse rounded bg-stone-100 motion-reduce:animate-none" />
            <div className="h-3 w-5/6 animate-pulse rounded bg-stone-100 motion-reduce:animate-none" />
          </div>
        </div>
      ))}
    </div>
  );
}
