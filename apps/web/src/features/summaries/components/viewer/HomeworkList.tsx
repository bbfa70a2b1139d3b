import type { HomeworkItem } from '@woodshed/shared';
import { ArrowRight, CircleOff } from 'lucide-react';
import { Link } from 'react-router';
import { materialTypeLabel } from '@/features/collections';
import { paths } from '@/lib/paths';

/** A homework item's name: the library item's title or the chord's name. */
function homeworkTitle(homework: HomeworkItem): string | null {
  if (!homework.item) return null;
  return homework.item.kind === 'chord' ? homework.item.name : homework.item.title;
}

/** The summary's homework, in order: each opens its library page or the chord; a removed one says so. */
export function HomeworkList({ homework }: { homework: HomeworkItem[] }) {
  return (
    <ol className="grid gap-2 sm:grid-cols-2">
      {homework.map((entry) => {
        const title = homeworkTitle(entry);
        const type = materialTypeLabel(entry.materialType);
        return (
          <li key={`${entry.materialType}:${entry.materialId}`}>
            {title ? (
              <Link
                to={paths.material(entry)}
                className="flex h-full items-center gap-3 rounded-lg border border-stone-200 bg-white p-3 hover:border-amber-700 hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
              >
                <span className="min-w-0 flex-1">
                  <span className="block text-xs font-semibold tracking-wide text-stone-600 uppercase">{type}</span>
                  <span className="block font-medium break-words text-stone-900">{title}</span>
                </span>
                <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
              </Link>
            ) : (
              <p className="flex h-full items-center gap-3 rounded-lg border border-dashed border-stone-300 bg-stone-50 p-3 text-sm text-stone-600">
                <CircleOff aria-hidden="true" className="size-4 shrink-0" />
                This {type.toLowerCase()} is no longer available.
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
