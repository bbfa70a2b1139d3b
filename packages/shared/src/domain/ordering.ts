/** A row's new position after a reorder. */
export interface OrderChange {
  id: string;
  order: number;
}

/**
 * Drag-and-drop reorder (reorder_bookmarks, reorder_routine_phases, materials): the dragged item takes the
 * target's position and the items between shift by one. `rows` come in their current order; the answer numbers
 * them 0, 1, 2, … and lists only the rows whose order changes. Null when either id is not among the rows.
 */
export function reorderChanges(rows: readonly { id: string; order: number }[], movedId: string, targetId: string): OrderChange[] | null {
  const from = rows.findIndex((row) => row.id === movedId);
  const to = rows.findIndex((row) => row.id === targetId);
  if (from < 0 || to < 0) return null;
  const sequence = [...rows];
  const [moved] = sequence.splice(from, 1);
  if (moved) sequence.splice(to, 0, moved);
  return sequence.map((row, order) => ({ id: row.id, order, before: row.order })).filter((row) => row.order !== row.before).map(({ id, order }) => ({ id, order }));
}
