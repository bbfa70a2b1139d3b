/** The module's public surface: the app, other modules, seeding, scripts and tests import from here only. */
export { practiceRoutes } from './routes.ts';
export { createPracticeSession, dailyXpKey, practicePurge } from './service.ts';
