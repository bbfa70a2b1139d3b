import type { TempoItemRef } from '@woodshed/shared';

/**
 * ['tempo-log', 'item', type, id] is an item's tempo history (the tempo-log feature caches the same answer under the
 * same key, so a tempo logged here shows on the item's page and the other way round); ['tempo-log'] is every
 * tempo-log answer, refreshed after a log.
 */
export const metronomeKeys = {
  tempoLog: ['tempo-log'] as const,
  tempoHistory: (ref: TempoItemRef) => ['tempo-log', 'item', ref.itemType, ref.itemId] as const,
  itemTitle: (ref: TempoItemRef) => ['metronome', 'item-title', ref.itemType, ref.itemId] as const,
};
