export const DEFAULT_REMINDER_TIME = '09:00';

/** Daily practice reminders: sent from the user's reminder time until this many hours later (or local midnight). */
export const REMINDER_SEND_WINDOW_HOURS = 3;
/** The one-click "turn reminders off" link in a reminder e-mail stays valid this long. */
export const REMINDER_UNSUBSCRIBE_TTL_DAYS = 60;
