/** The module's public surface: the app, other modules, seeding, scripts and tests import from here only. */
export { createEvent, recurrenceOf } from './events.ts';
export { calendarRoutes } from './routes.ts';
