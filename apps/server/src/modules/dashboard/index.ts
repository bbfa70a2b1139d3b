/** The module's public surface: the app, other modules, seeding, scripts and tests import from here only. */
export { readUserFigures } from './queries.ts';
export { dashboardRoutes } from './routes.ts';
