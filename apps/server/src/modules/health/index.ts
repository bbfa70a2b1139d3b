/** The module's public surface: the app, other modules, seeding, scripts and tests import from here only. */
export { healthRoutes } from './routes.ts';
