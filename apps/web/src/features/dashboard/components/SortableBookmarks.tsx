import { SortableGrid } from '@/components/ui/SortableGrid';
import type { BookmarkListItem } from '@/features/bookmarks';
import { BookmarkCard } from './BookmarkCard';

interface SortableBookmarksProps {
  bookmarks: BookmarkListItem[];
  /** The dragged bookmark was dropped on another one. */
  onReorder: (bookmarkId: string, targetBookmarkId: string) => void;
  onRemove: (bookmark: BookmarkListItem) => void;
  removingId: string | null;
}

const bookmarkTitle = (bookmark: BookmarkListItem) => bookmark.item.title;

/** The bookmark grid, reordered by drag and drop with a mouse, a finger (press and hold) or the keyboard. */
export function SortableBookmarks({ bookmarks, onReorder, onRemove, removingId }: SortableBookmarksProps) {
  return (
    <SortableGrid
      items={bookmarks}
      noun="bookmark"
      titleOf={bookmarkTitle}
      onReorder={onReorder}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2"
    >
      {(bookmark) => (
        <BookmarkCard key={bookmark.id} bookmark={bookmark} onRemove={onRemove} removing={removingId === bookmark.id} />
      )}
    </SortableGrid>
  );
}
