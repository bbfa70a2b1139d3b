/** This feature's user-visible messages: `messages.xp` of the package's one `messages` object (src/index.ts). */
export const messages = {
  xp: {
    /** Spec part 3 §8. */
    levelDataFailed: 'Failed to load level data',
    totalFailed: 'Failed to load total awards count',
    awardsFailed: 'Failed to load XP awards',
    noAwards: 'No XP awards found.',
  },
} as const;
