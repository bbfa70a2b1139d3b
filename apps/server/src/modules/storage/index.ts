/** The module's public surface: the app, other modules, seeding, scripts and tests import from here only. */
export { createFileStore, type FileStore, type OpenedFile } from './file-store.ts';
export { storagePlugin } from './plugin.ts';
export { storageRoutes } from './routes.ts';
export { sendStoredFile, storedFileResponses } from './send-file.ts';
export { readSingleFile } from './upload.ts';
