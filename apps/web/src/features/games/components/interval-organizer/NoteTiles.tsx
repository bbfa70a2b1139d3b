import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { IoNote, IoSlot } from '@woodshed/shared';
import type { KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { POOL_ID, slotId, slotName, type DragOrigin } from './announcements';

/** The face every note has, in a slot, in the pool and under the pointer while dragged. */
export const noteFace =
  'flex items-center justify-center rounded-lg border-2 font-semibold select-none tabular-nums ' +
  'h-12 text-lg sm:h-16 sm:text-2xl';

const focusRing = 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-700';
/** A held note lifts a little (standing still when the user asked for less motion). */
const heldLook = 'border-amber-700 bg-amber-200 text-amber-950 ring-2 ring-amber-700 motion-safe:-translate-y-1';

/** One look per state (the classes must not compete: the stylesheet's order, not the list's, would win). */
function slotLook(slot: { note: IoNote | null; holding: boolean; held: boolean; solved: boolean; over: boolean }) {
  if (slot.held) return heldLook;
  if (slot.solved) return 'border-green-600 bg-green-50 text-green-900';
  if (slot.over) return 'border-amber-700 bg-amber-100 text-amber-950';
  if (slot.note) return 'border-amber-300 bg-amber-50 text-amber-950 hover:border-amber-500';
  if (slot.holding) return 'border-dashed border-amber-600 bg-amber-50 hover:bg-amber-100';
  return 'border-dashed border-stone-300 bg-stone-50 hover:border-amber-500';
}

interface SlotProps {
  index: number;
  note: IoSlot;
  fixed: boolean;
  /** A note is held (tap or keyboard): empty slots invite it. */
  holding: boolean;
  /** This slot's note is the one held. */
  held: boolean;
  /** The question was answered right: the row turns green until the next one. */
  solved: boolean;
  disabled: boolean;
  describedBy: string;
  onChoose: (index: number) => void;
  onClear: (note: IoNote) => void;
}

/** One of the eight slots: the fixed C's are plain text; the others are buttons that take and give notes. */
export function Slot({
  index,
  note,
  fixed,
  holding,
  held,
  solved,
  disabled,
  describedBy,
  onChoose,
  onClear,
}: SlotProps) {
  if (fixed) {
    return (
      <li className="flex flex-col items-center gap-1">
        <span
          className={cn(
            noteFace,
            'w-full',
            solved ? 'border-green-600 bg-green-50 text-green-900' : 'border-stone-300 bg-stone-100 text-stone-600',
          )}
        >
          <span aria-hidden="true">{note}</span>
          <span className="sr-only">{`${slotName(index)}: ${note}, fixed`}</span>
        </span>
        <SlotNumber index={index} />
      </li>
    );
  }
  return (
    <li className="flex flex-col items-center gap-1">
      <MovableSlot
        index={index}
        note={note as IoNote | null}
        holding={holding}
        held={held}
        solved={solved}
        disabled={disabled}
        describedBy={describedBy}
        onChoose={onChoose}
        onClear={onClear}
      />
      <SlotNumber index={index} />
    </li>
  );
}

function SlotNumber({ index }: { index: number }) {
  return (
    <span aria-hidden="true" className="text-xs text-stone-500 tabular-nums">
      {index + 1}
    </span>
  );
}

function MovableSlot({
  index,
  note,
  holding,
  held,
  solved,
  disabled,
  describedBy,
  onChoose,
  onClear,
}: Omit<SlotProps, 'fixed' | 'note'> & { note: IoNote | null }) {
  const droppable = useDroppable({ id: slotId(index), disabled });
  const draggable = useDraggable({
    id: note ?? `empty-${index}`,
    disabled: disabled || !note,
    data: { from: slotId(index) } satisfies DragOrigin,
  });
  const setRef = (node: HTMLButtonElement | null) => {
    droppable.setNodeRef(node);
    draggable.setNodeRef(node);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (note && !disabled && (event.key === 'Delete' || event.key === 'Backspace')) {
      event.preventDefault();
      onClear(note);
    }
  };
  return (
    <button
      ref={setRef}
      type="button"
      id={`io-${slotId(index)}`}
      data-io-item=""
      data-empty={note ? undefined : ''}
      aria-label={note ? `${slotName(index)}: ${note}` : `${slotName(index)}, empty`}
      aria-pressed={note ? held : undefined}
      aria-describedby={describedBy}
      aria-disabled={disabled || undefined}
      onClick={() => !disabled && onChoose(index)}
      onKeyDown={onKeyDown}
      {...(disabled ? {} : draggable.listeners)}
      className={cn(
        noteFace,
        focusRing,
        'w-full cursor-pointer touch-manipulation motion-safe:transition',
        slotLook({ note, holding, held, solved, over: droppable.isOver }),
        draggable.isDragging && 'opacity-40',
        disabled && 'cursor-default',
      )}
    >
      <span aria-hidden="true">{note ?? ''}</span>
    </button>
  );
}

interface PoolNoteProps {
  note: IoNote;
  held: boolean;
  disabled: boolean;
  describedBy: string;
  onChoose: (note: IoNote) => void;
}

/** A note waiting in the pool: pick it up with a tap or key, or drag it. */
export function PoolNote({ note, held, disabled, describedBy, onChoose }: PoolNoteProps) {
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: note,
    disabled,
    data: { from: POOL_ID } satisfies DragOrigin,
  });
  return (
    <li>
      <button
        ref={setNodeRef}
        type="button"
        id={`io-pool-${note}`}
        data-io-item=""
        aria-pressed={held}
        aria-describedby={describedBy}
        aria-disabled={disabled || undefined}
        onClick={() => !disabled && onChoose(note)}
        {...(disabled ? {} : listeners)}
        className={cn(
          noteFace,
          focusRing,
          'w-12 cursor-pointer touch-manipulation shadow-sm motion-safe:transition sm:w-16',
          held ? heldLook : 'border-amber-300 bg-white text-amber-950 hover:border-amber-500 hover:bg-amber-50',
          isDragging && 'opacity-40',
          disabled && 'cursor-default',
        )}
      >
        {note}
      </button>
    </li>
  );
}

/** The pool as a drop target: a dragged note let go anywhere over it goes back. */
export function usePoolDrop(disabled: boolean) {
  return useDroppable({ id: POOL_ID, disabled });
}
