/** This feature's user-visible messages: `messages.dashboard` of the package's one `messages` object (src/index.ts). */
export const messages = {
  dashboard: {
    loadFailed: 'Failed to load dashboard data',
    bookmarkDeleteFailed: 'Failed to delete bookmark',
    bookmarkReorderFailed: 'Failed to reorder bookmarks',
    bookmarkDeleteConfirm: 'Remove this bookmark? The item stays in the library.',
    noBookmarks: 'No bookmarks yet. Save resources from the library to access them quickly here.',
    noActiveGoals: 'No active goals. Set some goals to track your progress!',
  },
} as const;
