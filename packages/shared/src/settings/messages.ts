/**
 * This feature's user-visible messages: `messages.privateLessons` of the package's one `messages` object
 * (src/index.ts).
 */
export const messages = {
  privateLessons: {
    loadFailed: 'Failed to load the private lessons page',
  },
} as const;
