import type { ReactNode } from 'react';
import { LibraryNav } from './LibraryNav';

/** Every library page (lists, details and the interactive tools): the section navigation and the page. */
export function LibraryLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-6 lg:flex-row lg:items-start lg:gap-10">
      <LibraryNav className="lg:sticky lg:top-24 lg:w-56 lg:shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
