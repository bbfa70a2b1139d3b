/** The module's public surface: the app, other modules, seeding, scripts and tests import from here only. */
export { settingsRoutes } from './routes.ts';
export { getSiteInfo, getSiteSettings, getSiteSettingsValues, saveSiteSettings } from './service.ts';
