import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useMemo } from 'react';
import type { DashboardBookmark } from '../api/bookmarks';
import { reorderAnnouncements, reorderInstructions } from './bookmark-announcements';
import { BookmarkCard } from './BookmarkCard';

interface SortableBookmarksProps {
  bookmarks: DashboardBookmark[];
  /** The dragged bookmark was dropped on another one. */
  onReorder: (bookmarkId: string, targetBookmarkId: string) => void;
  onRemove: (bookmark: DashboardBookmark) => void;
  removingId: string | null;
}

/** The bookmark grid, reordered by drag and drop with a mouse, a finger (press and hold) or the keyboard. */
export function SortableBookmarks({ bookmarks, onReorder, onRemove, removingId }: SortableBookmarksProps) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useMemo(
    () => ({ announcements: reorderAnnouncements(bookmarks), screenReaderInstructions: reorderInstructions }),
    [bookmarks],
  );
  const ids = useMemo(() => bookmarks.map((bookmark) => bookmark.id), [bookmarks]);

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    // Dropped nowhere, or on itself: nothing to do (spec part 1 §4.8).
    if (!over || over.id === active.id) return;
    onReorder(String(active.id), String(over.id));
  };

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd} accessibility={accessibility}>
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {bookmarks.map((bookmark) => (
            <BookmarkCard key={bookmark.id} bookmark={bookmark} onRemove={onRemove} removing={removingId === bookmark.id} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
