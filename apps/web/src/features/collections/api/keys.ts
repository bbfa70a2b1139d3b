/**
 * Query keys of the collections feature: ['collections', 'list'] is every collection with its materials (the
 * Practice Materials page and the Add to Collection dialog).
 */
export const collectionsKeys = {
  all: ['collections'] as const,
  list: () => ['collections', 'list'] as const,
};

/** Mutation key of reorders, so that a list arriving while one runs does not undo the order on screen. */
export const REORDER_MUTATION_KEY = ['collections', 'reorder'] as const;
