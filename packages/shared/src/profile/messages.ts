/** This feature's user-visible messages: `messages.profile` of the package's one `messages` object (src/index.ts). */
export const messages = {
  profile: {
    loadFailed: 'Failed to load profile data',
    saveFailed: 'Failed to save profile changes',
    membershipLoadFailed: 'Failed to load membership levels',
    saved: 'Profile saved.',
    nameLength: (label: string) => `${label} must be 3 to 30 characters long.`,
    nameCharacters: (label: string) =>
      `${label} may use letters, digits, '_', '-' and '.', and must start with a letter or digit.`,
    usernameTaken: 'That username is taken. Please choose another.',
    nicknameTaken: 'That leaderboard nickname is taken. Please choose another.',
    usernameLookAlike: 'That username looks too much like a name someone already uses. Please choose another.',
    nicknameLookAlike:
      'That leaderboard nickname looks too much like a name someone already uses. Please choose another.',
    bioLength: 'Bio must be at most 1000 characters long.',
    listItemBlank: (label: string) => `${label}: an entry cannot be blank.`,
    listItemLength: (label: string) => `${label}: each entry must be at most 60 characters long.`,
    listTooLong: (label: string) => `${label}: at most 30 entries.`,
    listRepeats: (label: string) => `${label}: each entry only once.`,
    reminderTimeInvalid: 'Reminder time must be a time of day, HH:MM.',
    weeklyGoalRange: 'Weekly goal must be from 0.5 to 40 hours, in steps of 0.5.',
  },
} as const;
