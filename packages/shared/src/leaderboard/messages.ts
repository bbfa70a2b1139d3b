/**
 * This feature's user-visible messages: `messages.leaderboard` of the package's one `messages` object
 * (src/index.ts).
 */
export const messages = {
  leaderboard: {
    loadFailed: 'Failed to load leaderboard data',
    topShown: 'Top 100 players shown',
    empty: 'No data available',
    boardInvalid: 'Board must be one of: xp, practice, intervalOrganizer, triadFinder',
    periodInvalid: 'Period must be all or week',
    weekOnlyForXpAndPractice: 'This week is only available for XP Ranking and Practice Hours',
    notRanked: 'You are not on this board yet.',
  },
} as const;
