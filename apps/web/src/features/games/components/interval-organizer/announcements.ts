import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { intervalSlotOf, type IntervalGameState, type IoNote, type IoTarget } from '@woodshed/shared';

/** "Slot 3" for the third slot (indexes are 0-based, names count from 1 as the user does). */
export const slotName = (index: number): string => `Slot ${index + 1}`;

/** The drop targets' ids for dnd-kit: `slot-<index>` and `pool`. */
export const POOL_ID = 'pool';
export const slotId = (index: number): string => `slot-${index}`;

/** The target a dnd-kit droppable id stands for. */
export function targetOf(id: UniqueIdentifier | undefined | null): IoTarget | null {
  if (id === POOL_ID) return { kind: 'pool' };
  const match = /^slot-(\d+)$/.exec(String(id ?? ''));
  return match ? { kind: 'slot', index: Number(match[1]) } : null;
}

const targetName = (id: UniqueIdentifier | undefined | null): string | null => {
  const target = targetOf(id);
  if (!target) return null;
  return target.kind === 'pool' ? 'the note pool' : slotName(target.index).toLowerCase();
};

/** What a move does, as a screen reader hears it: "E placed in slot 3. G moved to slot 5." */
export function describeMove(state: IntervalGameState, note: IoNote, to: IoTarget): string {
  if (to.kind === 'pool') return `${note} returned to the pool.`;
  const from = intervalSlotOf(state, note);
  const occupant = state.slots[to.index];
  const placed = `${note} placed in ${slotName(to.index).toLowerCase()}.`;
  if (!occupant) return placed;
  return from === null
    ? `${placed} ${occupant} returned to the pool.`
    : `${placed} ${occupant} moved to ${slotName(from).toLowerCase()}.`;
}

/** Read once when a note gets focus. */
export const NOTE_INSTRUCTIONS =
  'Press Enter or Space to pick up a note, move to a slot with Tab or the arrow keys, and press Enter or Space to ' +
  'place it there; a note placed on another swaps with it. Escape puts a held note down, Delete returns a placed ' +
  'note to the pool. With a mouse or finger, drag a note onto a slot, or tap a note and then a slot.';

export const dragInstructions: ScreenReaderInstructions = { draggable: NOTE_INSTRUCTIONS };

/** Where a dragged note came from (dnd-kit's `data` of each draggable): its slot's id or the pool's. */
export interface DragOrigin {
  from: string;
}

/**
 * What screen readers hear while a note is dragged with a mouse or finger. Right after the pick-up the note is over
 * where it came from: nothing is said then, so the pick-up is what is heard.
 */
export function dragAnnouncements(): Announcements {
  let moved = false;
  return {
    onDragStart: ({ active }) => {
      moved = false;
      return `Picked up ${String(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      const origin = (active.data.current as DragOrigin | undefined)?.from;
      if (!moved && over?.id === origin) return undefined;
      moved = true;
      const name = targetName(over?.id);
      return name ? `${String(active.id)} is over ${name}.` : `${String(active.id)} is not over a slot.`;
    },
    onDragEnd: ({ active, over }) => {
      const name = targetName(over?.id);
      return name ? `${String(active.id)} dropped on ${name}.` : `${String(active.id)} dropped. It did not move.`;
    },
    onDragCancel: ({ active }) => `Moving ${String(active.id)} was cancelled. It did not move.`,
  };
}
