import type { useSortable } from '@dnd-kit/sortable';
import { GripVertical } from 'lucide-react';
import { cn } from '@/lib/cn';

type Sortable = ReturnType<typeof useSortable>;

interface DragHandleProps {
  /** 'Move Warmup phase', 'Reorder Scales': what the handle moves. */
  label: string;
  /** The row's `useSortable()`: the handle is its activator (mouse, touch or keyboard). */
  sortable: Pick<Sortable, 'attributes' | 'listeners' | 'setActivatorNodeRef'>;
}

/** The grip button that drags a row of a sortable list. */
export function DragHandle({ label, sortable }: DragHandleProps) {
  return (
    <button
      type="button"
      ref={sortable.setActivatorNodeRef}
      {...sortable.attributes}
      {...sortable.listeners}
      aria-label={label}
      className={cn(
        'inline-flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-stone-500 hover:bg-stone-100 hover:text-stone-900 active:cursor-grabbing',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700',
      )}
    >
      <GripVertical aria-hidden="true" className="size-5" />
    </button>
  );
}
