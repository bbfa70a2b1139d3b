/** The module's public surface: the app, other modules, seeding, scripts and tests import from here only. */
export { chordAdminRoutes, chordRoutes } from './routes.ts';
export { chordImageUrl } from './service.ts';
