import { createIntervalGame, intervalGameReducer, type IntervalGameState } from '@woodshed/shared';
import { describe, expect, it } from 'vitest';
import { describeMove, slotId, targetOf } from './announcements';

describe('drop targets', () => {
  it('map dnd-kit ids to slots and the pool', () => {
    expect(targetOf(slotId(3))).toEqual({ kind: 'slot', index: 3 });
    expect(targetOf('pool')).toEqual({ kind: 'pool' });
    expect(targetOf(null)).toBeNull();
    expect(targetOf('E')).toBeNull();
  });
});

describe('move announcements', () => {
  let state: IntervalGameState = createIntervalGame(1, 0);
  state = intervalGameReducer(state, { type: 'move', note: 'E', to: { kind: 'slot', index: 2 } });

  it('say where the note went, counting slots from 1', () => {
    expect(describeMove(state, 'G', { kind: 'slot', index: 3 })).toBe('G placed in slot 4.');
    expect(describeMove(state, 'E', { kind: 'pool' })).toBe('E returned to the pool.');
  });

  it('say where a displaced note went', () => {
    expect(describeMove(state, 'G', { kind: 'slot', index: 2 })).toBe('G placed in slot 3. E returned to the pool.');
    const two = intervalGameReducer(state, { type: 'move', note: 'G', to: { kind: 'slot', index: 5 } });
    expect(describeMove(two, 'G', { kind: 'slot', index: 2 })).toBe('G placed in slot 3. E moved to slot 6.');
  });
});
