/** This feature's user-visible messages: `messages.goals` of the package's one `messages` object (src/index.ts). */
export const messages = {
  goals: {
    loadFailed: 'Failed to load goals',
    saveFailed: 'Failed to save goal',
    deleteFailed: 'Failed to delete goal',
    milestoneFailed: 'Failed to update milestone',
    required: 'Title and target date are required',
    deleteConfirm: 'Are you sure you want to delete this goal and its milestones? This action cannot be undone.',
    empty: 'No goals yet. Set your first SMART goal!',
    milestoneRequired: 'Each milestone needs a description',
    progressInvalid: 'Progress must be a whole number from 0 to 100',
    priorityInvalid: 'Priority must be between 0 and 1',
    dateInvalid: 'Please enter a valid date',
    dateTooEarly: 'Please enter a date in 1900 or later',
    dateTooLate: 'Please enter a date in 2200 or earlier',
    tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  },
} as const;
