import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { DashboardBookmark } from '../api/bookmarks';

export const reorderInstructions: ScreenReaderInstructions = {
  draggable:
    'To reorder a bookmark, press Space or Enter on its reorder button. Use the arrow keys to move it, ' +
    'press Space or Enter again to drop it in its new place, or press Escape to cancel.',
};

/** What screen readers hear while a bookmark is dragged: its title and position, never an id. */
export function reorderAnnouncements(bookmarks: readonly DashboardBookmark[]): Announcements {
  const total = bookmarks.length;
  const title = (id: UniqueIdentifier) => bookmarks.find((bookmark) => bookmark.id === id)?.item.title ?? 'Bookmark';
  const position = (id: UniqueIdentifier) => bookmarks.findIndex((bookmark) => bookmark.id === id) + 1;

  // Right after pick-up the item is "over" itself: say nothing then, so the pick-up is what is heard.
  let moved = false;

  return {
    onDragStart: ({ active }) => {
      moved = false;
      return `Picked up ${title(active.id)}, position ${position(active.id)} of ${total}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over) return `${title(active.id)} is no longer over a bookmark.`;
      if (over.id === active.id && !moved) return undefined;
      moved = true;
      return over.id === active.id
        ? `${title(active.id)} is back at position ${position(over.id)} of ${total}.`
        : `${title(active.id)} is over position ${position(over.id)} of ${total}.`;
    },
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id
        ? `${title(active.id)} dropped at position ${position(over.id)} of ${total}.`
        : `${title(active.id)} dropped. Its place did not change.`,
    onDragCancel: ({ active }) => `Reordering cancelled. ${title(active.id)} stays at position ${position(active.id)} of ${total}.`,
  };
}
