import type { useSortable } from '@dnd-kit/sortable';
import { CONTENT_TYPE_LABELS } from '@woodshed/shared';
import { GripVertical, Trash2 } from 'lucide-react';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { BookmarkListItem } from '@/features/bookmarks';
import { DifficultyBadge } from '@/features/library';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';

const iconButton =
  'relative z-10 inline-flex size-9 shrink-0 items-center justify-center rounded-md text-stone-600 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700';

/** The list the cards are items of, with drag and drop or without (BookmarkGrid, SortableBookmarks). */
export const BOOKMARK_GRID_CLASSES = 'grid grid-cols-1 gap-3 sm:grid-cols-2';

/** The card's part in a drag (SortableBookmarks): its `useSortable()` and the style that moves it. */
export interface BookmarkCardDrag {
  sortable: Pick<
    ReturnType<typeof useSortable>,
    'attributes' | 'listeners' | 'setNodeRef' | 'setActivatorNodeRef' | 'isDragging'
  >;
  style: CSSProperties;
}

interface BookmarkCardProps {
  bookmark: BookmarkListItem;
  onRemove: (bookmark: BookmarkListItem) => void;
  removing: boolean;
  /** Absent until drag and drop has loaded (BookmarksSection): the same card, its grip not yet working. */
  drag?: BookmarkCardDrag;
}

/**
 * A bookmarked item: the title opens it, the grip button drags it (mouse, touch or keyboard) and
 * 'Remove' asks before deleting the bookmark.
 */
export function BookmarkCard({ bookmark, onRemove, removing, drag }: BookmarkCardProps) {
  const { item } = bookmark;
  const isDragging = drag?.sortable.isDragging ?? false;

  return (
    <li
      ref={drag?.sortable.setNodeRef}
      style={drag?.style}
      className={cn('relative flex', isDragging && 'z-20')}
      data-bookmark-id={bookmark.id}
    >
      <article
        aria-busy={removing || undefined}
        className={cn(
          'relative flex w-full items-start gap-2 rounded-lg border border-stone-200 bg-white p-3 shadow-sm transition-shadow hover:shadow-md',
          'has-[.card-link:focus-visible]:outline-2 has-[.card-link:focus-visible]:outline-offset-2 has-[.card-link:focus-visible]:outline-amber-700',
          isDragging && 'shadow-lg ring-2 ring-amber-600',
          removing && 'opacity-60',
        )}
      >
        <button
          type="button"
          ref={drag?.sortable.setActivatorNodeRef}
          {...drag?.sortable.attributes}
          {...drag?.sortable.listeners}
          data-drag-handle=""
          aria-label={`Reorder ${item.title}`}
          className={cn(iconButton, 'cursor-grab touch-none active:cursor-grabbing', isDragging && 'cursor-grabbing')}
        >
          <GripVertical aria-hidden="true" className="size-5" />
        </button>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5 py-1">
          <h3 className="leading-snug font-semibold text-stone-900">
            <Link
              to={paths.libraryItem(item)}
              className="card-link outline-none after:absolute after:inset-0 after:content-[''] hover:text-amber-900"
            >
              {item.title}
            </Link>
          </h3>
          <p className="flex flex-wrap items-center gap-2 text-xs">
            <span className="font-semibold tracking-wide text-stone-600 uppercase">
              {CONTENT_TYPE_LABELS[item.contentType].singular}
            </span>
            <DifficultyBadge difficulty={item.difficulty} />
          </p>
        </div>
        <button
          type="button"
          onClick={() => onRemove(bookmark)}
          disabled={removing}
          className={cn(iconButton, 'w-auto gap-1 px-2 text-sm font-medium hover:text-red-800')}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Remove<span className="sr-only"> {item.title}</span>
        </button>
      </article>
    </li>
  );
}
