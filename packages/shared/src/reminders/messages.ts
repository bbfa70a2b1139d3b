/** This feature's user-visible messages: `messages.reminders` of the package's one `messages` object (src/index.ts). */
export const messages = {
  reminders: {
    subject: 'Time to practise',
    unsubscribed: 'Daily practice reminders are off. You can turn them on again in your profile.',
    linkInvalid: 'This link is invalid or has expired. Sign in and turn reminders off in your profile.',
    oneClickBody: 'A one-click unsubscribe sends the form body List-Unsubscribe=One-Click.',
  },
} as const;
