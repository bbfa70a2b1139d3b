// The reminders feature's public surface: the one-click "turn reminders off" page is reached through the router.
export { turnRemindersOff, useTurnRemindersOff } from './api/turn-off';
