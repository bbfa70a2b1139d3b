/**
 * Query keys of the collections feature: ['collections', 'list'] is the whole Practice Materials page (and
 * what the Add to Collection dialog lists). The picker uses the library's and the chords' own lists.
 */
export const collectionsKeys = {
  all: ['collections'] as const,
  list: () => ['collections', 'list'] as const,
};

/** Mutation key of reorders, so that a list arriving while one runs does not undo the order on screen. */
export const REORDER_MUTATION_KEY = ['collections', 'reorder'] as const;
