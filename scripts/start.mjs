// `npm start`: builds the web app and the server bundle only when they are missing or stale, then runs the
// bundle with plain Node in this process (scripts/build-server.mjs says why).
import module from 'node:module';
import { pathToFileURL } from 'node:url';

// Node 22.1 and later keep V8's compiled code on disk between starts (a no-op on Node 20).
module.enableCompileCache?.();
// Stack traces point at the TypeScript sources.
process.setSourceMapsEnabled(true);

const { buildWebIfStale } = await import('./build-web.mjs');
const { buildServerIfStale, serverEntry } = await import('./build-server.mjs');
try {
  buildWebIfStale();
  await buildServerIfStale();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

await import(pathToFileURL(serverEntry).href);
