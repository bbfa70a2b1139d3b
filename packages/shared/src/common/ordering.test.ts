import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moveToTarget, reorderChanges } from './ordering.ts';

/** The rows in their order after applying the changes. */
function apply(rows: { id: string; order: number }[], changes: { id: string; order: number }[]) {
  const next = rows.map((row) => ({
    ...row,
    order: changes.find((change) => change.id === row.id)?.order ?? row.order,
  }));
  return next.sort((a, b) => a.order - b.order).map((row) => row.id);
}

const rowsOf = (ids: string[]) => ids.map((id, order) => ({ id, order }));

describe('reorderChanges', () => {
  it('moves the dragged row to the target’s place, down and up', () => {
    const rows = rowsOf(['a', 'b', 'c', 'd', 'e']);
    expect(apply(rows, reorderChanges(rows, 'a', 'd')!)).toEqual(['b', 'c', 'd', 'a', 'e']);
    expect(apply(rows, reorderChanges(rows, 'e', 'b')!)).toEqual(['a', 'e', 'b', 'c', 'd']);
    expect(reorderChanges(rows, 'c', 'c')).toEqual([]);
    expect(reorderChanges(rows, 'x', 'a')).toBeNull();
    expect(reorderChanges(rows, 'a', 'x')).toBeNull();
  });

  it('renumbers gapped or duplicated orders 0..n-1', () => {
    const rows = [
      { id: 'a', order: 0 },
      { id: 'b', order: 4 },
      { id: 'c', order: 4 },
    ];
    expect(reorderChanges(rows, 'a', 'a')).toEqual([
      { id: 'b', order: 1 },
      { id: 'c', order: 2 },
    ]);
  });

  it('always gives a permutation with the moved row at the target index and the others in their old order', () => {
    const ids = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(ids, fc.nat(), fc.nat(), (list, i, j) => {
        const rows = rowsOf(list);
        const moved = list[i % list.length]!;
        const target = list[j % list.length]!;
        const after = apply(rows, reorderChanges(rows, moved, target)!);
        expect([...after].sort()).toEqual([...list].sort());
        expect(after.indexOf(moved)).toBe(list.indexOf(target));
        expect(after.filter((id) => id !== moved)).toEqual(list.filter((id) => id !== moved));
      }),
    );
  });
});

describe('moveToTarget', () => {
  it('moves an item to the target’s place and leaves unknown ids alone', () => {
    const items = ['a', 'b', 'c', 'd'].map((id) => ({ id }));
    expect(moveToTarget(items, 'd', 'b')!.map((item) => item.id)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveToTarget(items, 'b', 'b')).toEqual(items);
    expect(moveToTarget(items, 'x', 'b')).toBeNull();
  });
});
