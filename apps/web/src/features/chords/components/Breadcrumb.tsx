import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/** Library > Guitar Chords: Library links to /library. */
export function ChordsBreadcrumb() {
  return (
    <nav aria-label="Breadcrumb" className="mb-3 text-sm">
      <ol className="flex items-center gap-1 text-stone-600">
        <li>
          <Link
            to={paths.library}
            className="rounded font-medium text-amber-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-amber-700"
          >
            Library
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-4" />
        </li>
        <li>
          <span aria-current="page" className="font-medium text-stone-800">
            Guitar Chords
          </span>
        </li>
      </ol>
    </nav>
  );
}
