/** The module's public surface: the app, other modules, seeding, scripts and tests import from here only. */
export { claimNames, claimStoredNames } from './name-claims.ts';
export { profileRoutes } from './routes.ts';
