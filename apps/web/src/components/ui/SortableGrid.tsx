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
import { useMemo, type ReactNode } from 'react';
import { reorderAnnouncements, reorderInstructions } from './sortable-announcements';

interface SortableGridProps<T extends { id: string }> {
  items: readonly T[];
  /** What the items are, for screen-reader instructions: 'bookmark', 'material'. */
  noun: string;
  titleOf: (item: T) => string;
  /** The dragged item was dropped on another one. */
  onReorder: (id: string, targetId: string) => void;
  /** Each item, as a sortable list item (useSortable with the item's id). */
  children: (item: T) => ReactNode;
  /** A numbered list (`ol`) when the order is the point, else `ul`. */
  ordered?: boolean;
  label?: string;
  className?: string;
}

/**
 * A grid reordered by drag and drop with a mouse, a finger (press and hold) or the keyboard, announcing each
 * step by the items' titles and positions.
 */
export function SortableGrid<T extends { id: string }>({
  items,
  noun,
  titleOf,
  onReorder,
  children,
  ordered,
  label,
  className,
}: SortableGridProps<T>) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useMemo(
    () => ({
      announcements: reorderAnnouncements(items, titleOf, noun),
      screenReaderInstructions: reorderInstructions(noun),
    }),
    [items, titleOf, noun],
  );
  const ids = useMemo(() => items.map((item) => item.id), [items]);

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    // Dropped nowhere, or on itself: nothing to do.
    if (!over || over.id === active.id) return;
    onReorder(String(active.id), String(over.id));
  };

  const List = ordered ? 'ol' : 'ul';
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <List aria-label={label} className={className}>
          {items.map((item) => children(item))}
        </List>
      </SortableContext>
    </DndContext>
  );
}
