import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';

/** How to reorder with the keyboard, read once when a reorder button gets focus; `noun` is e.g. 'bookmark'. */
export const reorderInstructions = (noun: string): ScreenReaderInstructions => ({
  draggable:
    `To reorder a ${noun}, press Space or Enter on its reorder button. Use the arrow keys to move it, ` +
    'press Space or Enter again to drop it in its new place, or press Escape to cancel.',
});

/** What screen readers hear while an item is dragged: its title and position, never an id. */
export function reorderAnnouncements<T extends { id: string }>(
  items: readonly T[],
  titleOf: (item: T) => string,
  noun: string,
): Announcements {
  const total = items.length;
  const title = (id: UniqueIdentifier) => {
    const item = items.find((candidate) => candidate.id === id);
    return item ? titleOf(item) : noun.charAt(0).toUpperCase() + noun.slice(1);
  };
  const position = (id: UniqueIdentifier) => items.findIndex((item) => item.id === id) + 1;

  // Right after pick-up the item is "over" itself: say nothing then, so the pick-up is what is heard.
  let moved = false;

  return {
    onDragStart: ({ active }) => {
      moved = false;
      return `Picked up ${title(active.id)}, position ${position(active.id)} of ${total}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over) return `${title(active.id)} is no longer over a ${noun}.`;
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
    onDragCancel: ({ active }) =>
      `Reordering cancelled. ${title(active.id)} stays at position ${position(active.id)} of ${total}.`,
  };
}
