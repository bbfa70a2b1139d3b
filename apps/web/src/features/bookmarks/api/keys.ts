/**
 * Query keys of the bookmarks feature. ['bookmarks', 'list'] is the user's bookmarks in their order (the
 * dashboard shows it); other features show an item's bookmark state from their own answers and refresh them
 * through the hooks' callbacks.
 */
export const bookmarkKeys = {
  all: ['bookmarks'] as const,
  list: () => ['bookmarks', 'list'] as const,
};

/**
 * Mutation key of every bookmark change (add, remove, reorder), so an answer that carries the list (the
 * dashboard's) arriving while one runs does not put the old list back on screen.
 */
export const BOOKMARK_MUTATION_KEY = ['bookmarks', 'change'] as const;
