import type { PracticeSession } from '@woodshed/shared';
import { describe, expect, it } from 'vitest';
import { focusAreaNames, removalInstant, sessionCountLabel } from './format';

const session = (patch: Partial<PracticeSession>) =>
  ({ focusAreaIds: [], focusAreas: [], updatedAt: '2026-03-01T10:00:00.000Z', ...patch }) as PracticeSession;

describe('practice wording', () => {
  it('counts sessions', () => {
    expect(sessionCountLabel(0)).toBe('0 sessions');
    expect(sessionCountLabel(1)).toBe('1 session');
    expect(sessionCountLabel(25)).toBe('25 sessions');
  });

  it('names chosen focus areas first, skips unknown ids, then the custom ones', () => {
    const names = new Map([
      [1, 'Scales'],
      [2, 'Chords'],
    ]);
    expect(focusAreaNames(session({ focusAreaIds: [2, 9, 1], focusAreas: ['Bends'] }), names)).toEqual([
      'Chords',
      'Scales',
      'Bends',
    ]);
  });

  it('removes a pending session for good 14 days after its last change', () => {
    expect(removalInstant(session({})).toISOString()).toBe('2026-03-15T10:00:00.000Z');
  });
});
