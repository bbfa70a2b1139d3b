/** The module's public surface: the app, other modules, seeding, scripts and tests import from here only. */
export { focusAreaRoutes } from './routes.ts';
export { focusAreaNamesById, sessionFocusAreaNames, unknownFocusAreaIds } from './service.ts';
