/** This feature's user-visible messages: `messages.stats` of the package's one `messages` object (src/index.ts). */
export const messages = {
  stats: {
    loadFailed: 'Failed to load statistics',
  },
} as const;
