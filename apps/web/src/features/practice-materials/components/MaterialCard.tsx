import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { messages, type Material } from '@woodshed/shared';
import { CircleOff, ExternalLink, NotebookPen, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { ChordPicture } from '@/features/chords';
import { materialTitle, materialTypeLabel } from '@/features/collections';
import { DifficultyBadge } from '@/features/library';
import { DragHandle } from '@/components/ui/DragHandle';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';

const actionClasses =
  'inline-flex h-8 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 disabled:cursor-not-allowed disabled:opacity-60';

interface MaterialCardProps {
  material: Material;
  onRemove: (material: Material, opener: HTMLElement) => void;
  onEditNotes: (material: Material, opener: HTMLElement) => void;
  removing: boolean;
}

/**
 * One material of a collection. A library item shows its type, title, description and difficulty; a chord
 * its name, notes and picture; an item that was deleted or unpublished says it is no longer available and
 * can only be removed. The grip button drags it (mouse, touch or keyboard).
 */
export function MaterialCard({ material, onRemove, onEditNotes, removing }: MaterialCardProps) {
  const sortable = useSortable({ id: material.id });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  const headingId = useId();
  const title = materialTitle(material);
  const { item } = material;

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn('relative flex', isDragging && 'z-20')}
    >
      <article
        aria-labelledby={headingId}
        aria-busy={removing || undefined}
        className={cn(
          'flex w-full flex-col gap-2 rounded-xl border bg-white p-3 shadow-sm transition-shadow',
          item ? 'border-stone-200' : 'border-dashed border-stone-300 bg-stone-50',
          isDragging && 'shadow-lg ring-2 ring-amber-600',
          removing && 'opacity-60',
        )}
      >
        <div className="flex gap-2">
          <DragHandle label={`Reorder ${title}`} sortable={sortable} />
          {item?.kind === 'chord' && (
            // The picture scales to its container's width: the box sets its size.
            <div className="w-20 shrink-0 self-start overflow-hidden rounded-lg border border-stone-200 bg-white p-1">
              <ChordPicture name={item.name} imageUrl={item.imageUrl} fingering={item.fingering} />
            </div>
          )}
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <p className="text-xs font-semibold tracking-wide text-stone-600 uppercase">
              {materialTypeLabel(material.materialType)}
              {item?.kind === 'chord' && <span className="font-medium normal-case"> · {item.triadType}</span>}
            </p>
            <h3 id={headingId} className="leading-snug font-semibold break-words text-stone-900">
              {title}
            </h3>
            {item?.kind === 'library' && (
              <>
                {item.description && <p className="line-clamp-2 text-sm text-stone-700">{item.description}</p>}
                <p>
                  <DifficultyBadge difficulty={item.difficulty} />
                </p>
              </>
            )}
            {item?.kind === 'chord' && (
              <p className="text-sm text-stone-700">
                <span className="sr-only">Notes: </span>
                {item.notes.join(' · ')}
              </p>
            )}
            {!item && (
              <p className="flex items-center gap-1.5 text-sm text-stone-700">
                <CircleOff aria-hidden="true" className="size-4 shrink-0" />
                {messages.collections.unavailable}
              </p>
            )}
          </div>
        </div>
        {item && material.notes && (
          <div className="rounded-lg bg-amber-50/70 px-3 py-2 text-sm text-stone-800">
            <p className="text-xs font-semibold text-amber-900">My notes</p>
            <p className="break-words whitespace-pre-line">{material.notes}</p>
          </div>
        )}
        <div className="mt-auto flex flex-wrap items-center gap-1 border-t border-stone-100 pt-2">
          {item && (
            <>
              <Link to={paths.material(material)} className={actionClasses}>
                <ExternalLink aria-hidden="true" className="size-4" />
                Open<span className="sr-only"> {title}</span>
              </Link>
              <button
                type="button"
                onClick={(event) => onEditNotes(material, event.currentTarget)}
                disabled={removing}
                className={actionClasses}
              >
                <NotebookPen aria-hidden="true" className="size-4" />
                Notes<span className="sr-only"> on {title}</span>
              </button>
            </>
          )}
          <button
            type="button"
            onClick={(event) => onRemove(material, event.currentTarget)}
            disabled={removing}
            className={cn(actionClasses, 'ml-auto hover:bg-red-50 hover:text-red-800')}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Remove<span className="sr-only"> {title}</span>
          </button>
        </div>
      </article>
    </li>
  );
}
