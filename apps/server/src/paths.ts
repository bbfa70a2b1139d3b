import path from 'node:path';

/**
 * apps/server, found from this file. `npm start` runs a bundle in apps/server/.build, one level below
 * apps/server like this file's src/, so every path below holds for the sources (tsx, tests) and the bundle.
 */
const serverRoot = path.resolve(import.meta.dirname, '..');

export const serverPaths = {
  migrations: path.join(serverRoot, 'drizzle'),
  seedAssets: path.join(serverRoot, 'src/seed/assets'),
  webDist: path.resolve(serverRoot, '../web/dist'),
};
