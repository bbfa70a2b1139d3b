/** A row's new position after a reorder. */
export interface OrderChange {
  id: string;
  order: number;
}

/**
 * Drag-and-drop reorder (reorder_bookmarks, reorder_routine_phases, materials): the dragged item takes the
 * target's position and the items between shift by one. Null when either id is not among the items.
 */
export function moveToTarget<T extends { id: string }>(
  items: readonly T[],
  movedId: string,
  targetId: string,
): T[] | null {
  const from = items.findIndex((item) => item.id === movedId);
  const to = items.findIndex((item) => item.id === targetId);
  if (from < 0 || to < 0) return null;
  const sequence = [...items];
  const [moved] = sequence.splice(from, 1);
  if (moved) sequence.splice(to, 0, moved);
  return sequence;
}

/**
 * The same move for stored rows in their current order: numbers them 0, 1, 2, … and lists only the rows whose
 * order changes. Null when either id is not among the rows.
 */
export function reorderChanges(
  rows: readonly { id: string; order: number }[],
  movedId: string,
  targetId: string,
): OrderChange[] | null {
  const sequence = moveToTarget(rows, movedId, targetId);
  if (!sequence) return null;
  return sequence.flatMap((row, order) => (row.order === order ? [] : [{ id: row.id, order }]));
}
