import type { TempoItemRef } from '@woodshed/shared';

/** Query keys of the tempo log: ['tempo-log'] for everything, ['tempo-log', 'item', type, id] for one item's history. */
export const tempoLogKeys = {
  all: ['tempo-log'] as const,
  item: (ref: TempoItemRef) => ['tempo-log', 'item', ref.itemType, ref.itemId] as const,
};
