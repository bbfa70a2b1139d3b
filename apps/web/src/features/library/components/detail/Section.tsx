import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A titled part of a detail page (h2). */
export function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={cn('flex flex-col gap-3', className)}>
      <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
      {children}
    </section>
  );
}
