/**
 * This feature's user-visible messages: `messages.achievements` of the package's one `messages` object
 * (src/index.ts).
 */
export const messages = {
  achievements: {
    /** Spec part 3 §8. */
    loadFailed: 'Failed to load achievements',
    saveFailed: 'Failed to save achievement',
    deleteFailed: 'Failed to delete achievement',
    deleteConfirm: 'Are you sure you want to delete this achievement? This action cannot be undone.',
    empty: 'No achievements created yet. Click "Add Achievement" to get started.',
    notFound: 'Achievement not found',
    earned: 'Earned',
    earnedNotice: (title: string, xp: number) => `Achievement earned: ${title} (+${xp} XP)`,
    levelUpNotice: (level: number) => `Level up! You reached Level ${level}.`,
    xpAwardDescription: (title: string) => `Achievement: ${title}`,
    titleRequired: 'Title is required',
    titleTooLong: 'Title must be at most 120 characters',
    descriptionRequired: 'Description is required',
    descriptionTooLong: 'Description must be at most 1000 characters',
    xpInvalid: 'XP awarded must be a whole number, at least 1',
    iconRequired: 'Icon URL is required',
    criterionInvalid:
      'Criterion must be one of: streak_days, total_practice_hours, sessions_logged, courses_completed, chords_mastered',
    thresholdInvalid: 'Threshold must be a whole number, at least 1',
  },
} as const;
