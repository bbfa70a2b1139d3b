/** This feature's user-visible messages: `messages.practice` of the package's one `messages` object (src/index.ts). */
export const messages = {
  practice: {
    logFailed: 'Failed to log practice session. Please try again.',
    deleteFailed: 'Failed to delete practice session',
    restoreFailed: 'Failed to restore practice session',
    focusAreasFailed: 'Failed to load focus areas',
    countFailed: 'Failed to load total sessions count',
    listFailed: 'Failed to load practice sessions',
    dateRequired: 'Date is required',
    dateInFuture: 'The practice date cannot be later than today',
    dateTooOld: 'The practice date can be at most 14 days ago',
    /** `left` is already worded ('2 h 10 min', 'no time'); see dailyLimitMessage. */
    dayFull: (left: string, date: string) =>
      `A day holds at most 24 hours of practice. You have ${left} left on ${date}.`,
    restoreDayFull: (left: string, date: string) =>
      `This session cannot be restored: a day holds at most 24 hours of practice. You have ${left} left on ${date}.`,
    durationRequired: 'Duration is required',
    durationMin: 'Duration must be at least 1 minute',
    durationWhole: 'Duration must be a whole number of minutes',
    dateInvalid: 'Please enter a valid date',
    durationMax: 'Duration must be at most 1440 minutes (24 hours)',
    focusAreaUnknown: 'Unknown focus area',
    focusAreaTooLong: 'A focus area must be at most 60 characters',
    notesTooLong: 'Notes must be at most 5000 characters',
    emptyActive: 'No practice sessions yet. Log your first one above!',
    /** The tab of removed sessions, the same on /practice and /practice/history. */
    pendingTab: 'Pending deletion',
    emptyPending: 'No sessions pending deletion.',
    emptyHistory: 'No practice sessions found.',
    logged: 'Practice session logged!',
    movedToPending: 'Session moved to pending deletion. It will be removed for good in 14 days.',
    restored: 'Session restored.',
    updated: 'Practice session updated.',
    updateFailed: 'Failed to update practice session',
    editPending: 'This session is pending deletion. Restore it before editing it.',
    dailyXp: (xp: number) => `+${xp} XP for practising today!`,
    dailyXpDescription: 'Daily practice',
  },
} as const;
