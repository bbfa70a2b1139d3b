/** The module's public surface: the app, other modules, seeding, scripts and tests import from here only. */
export { leaderboardRoutes } from './routes.ts';
export { createWeekTotalsPruneJob } from './service.ts';
