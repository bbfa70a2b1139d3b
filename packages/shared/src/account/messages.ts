/** This feature's user-visible messages: `messages.account` of the package's one `messages` object (src/index.ts). */
export const messages = {
  account: {
    passwordRequired: 'Type your password to delete your account.',
    passwordWrong: 'That password is not right.',
    lastSuperadmin: 'You are the only superadmin. Make another user a superadmin before deleting your account.',
    deleteFailed: 'Failed to delete your account',
    deleted: 'Your account and everything in it have been deleted.',
  },
} as const;
