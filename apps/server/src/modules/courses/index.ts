/** The module's public surface: the app, other modules, seeding, scripts and tests import from here only. */
export { courseAdminRoutes } from './admin-routes.ts';
export { syncEnrolmentProgress } from './progress.ts';
export { courseRoutes } from './routes.ts';
