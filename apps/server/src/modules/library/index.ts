/** The module's public surface: the app, other modules, seeding, scripts and tests import from here only. */
export { LIBRARY_WRITE_BODY_LIMIT, libraryAdminRoutes } from './admin-routes.ts';
export { libraryRoutes } from './routes.ts';
export { findPublishedContent, libraryItemColumns, toLibraryItem } from './service.ts';
