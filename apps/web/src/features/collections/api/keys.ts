/**
 * Query keys of the collections feature: ['collections', 'list'] is the whole Practice Materials page (and
 * what the Add to Collection dialog lists); the picker's searches live under ['collections', 'picker'].
 */
export const collectionsKeys = {
  all: ['collections'] as const,
  list: () => ['collections', 'list'] as const,
  pickerLibrary: (query: string) => ['collections', 'picker', 'library', query] as const,
  pickerChords: () => ['collections', 'picker', 'chords'] as const,
};

/** Mutation key of reorders, so that a list arriving while one runs does not undo the order on screen. */
export const REORDER_MUTATION_KEY = ['collections', 'reorder'] as const;
