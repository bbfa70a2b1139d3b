/** The module's public surface: the app, other modules, seeding, scripts and tests import from here only. */
export { reminderRoutes } from './routes.ts';
export { createReminderJob } from './service.ts';
export { reminderTokenKey, signReminderToken } from './token.ts';
