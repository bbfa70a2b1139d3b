/** The module's public surface: the app, other modules, seeding, scripts and tests import from here only. */
export { chordCardOf, chordImage, libraryCardOf, materialCardColumns, toMaterialItem } from './materials.ts';
export { collectionRoutes } from './routes.ts';
