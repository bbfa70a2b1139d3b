import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { SortableGrid } from '@/components/ui/SortableGrid';
import type { BookmarkListItem } from '@/features/bookmarks';
import { BOOKMARK_GRID_CLASSES, BookmarkCard } from './BookmarkCard';

export interface SortableBookmarksProps {
  bookmarks: BookmarkListItem[];
  /** The dragged bookmark was dropped on another one. */
  onReorder: (bookmarkId: string, targetBookmarkId: string) => void;
  onRemove: (bookmark: BookmarkListItem) => void;
  removingId: string | null;
}

const bookmarkTitle = (bookmark: BookmarkListItem) => bookmark.item.title;

function SortableBookmarkCard({
  bookmark,
  onRemove,
  removingId,
}: { bookmark: BookmarkListItem } & Pick<SortableBookmarksProps, 'onRemove' | 'removingId'>) {
  const sortable = useSortable({ id: bookmark.id });
  const style = { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition };
  return (
    <BookmarkCard
      bookmark={bookmark}
      onRemove={onRemove}
      removing={removingId === bookmark.id}
      drag={{ sortable, style }}
    />
  );
}

/**
 * The bookmark grid, reordered by drag and drop with a mouse, a finger (press and hold) or the keyboard. The same
 * markup as BookmarkGrid, which stands in for it until dnd-kit has loaded.
 */
export function SortableBookmarks({ bookmarks, onReorder, onRemove, removingId }: SortableBookmarksProps) {
  return (
    <SortableGrid
      items={bookmarks}
      noun="bookmark"
      titleOf={bookmarkTitle}
      onReorder={onReorder}
      className={BOOKMARK_GRID_CLASSES}
    >
      {(bookmark) => (
        <SortableBookmarkCard key={bookmark.id} bookmark={bookmark} onRemove={onRemove} removingId={removingId} />
      )}
    </SortableGrid>
  );
}
