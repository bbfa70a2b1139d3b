import type { TempoItemRef } from '@woodshed/shared';

export const metronomeKeys = {
  itemTitle: (ref: TempoItemRef) => ['metronome', 'item-title', ref.itemType, ref.itemId] as const,
};
