// Bundles the server for `npm start` (apps/server/dist) and records what it was built from.
//
//   node scripts/build-server.mjs              build
//   node scripts/build-server.mjs --if-stale   build only when the bundle is missing or its inputs changed
//
// Plain Node then loads a few files instead of ~250 TypeScript modules through tsx's loader, which is most of
// a restart's time (the budget is ≤ 3 s). The app's own code and @woodshed/shared are bundled; packages
// stay in node_modules. The bundle lies in apps/server/dist, one level below apps/server like src/, so the
// paths of apps/server/src/paths.ts hold for both. Tests and `npm run dev` keep running the sources.
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { inputsHash, repo } from './inputs-hash.mjs';

const dist = path.join(repo, 'apps/server/dist');
const stampPath = path.join(dist, '.build-inputs');
/** The bundle's entry point, which starts the server when imported. */
export const serverEntry = path.join(dist, 'server.js');
/** Bump when the list of inputs or the build itself changes in a way the inputs do not show. */
const STAMP_VERSION = 'woodshed-server-1';
const INPUTS = ['apps/server/src', 'apps/server/package.json', 'packages/shared', 'package-lock.json'];

export const serverInputsHash = () => inputsHash(STAMP_VERSION, INPUTS);

/** Why the bundle cannot be used as is, or null when it is current. */
export function serverStaleReason(hash = serverInputsHash()) {
  if (!existsSync(serverEntry)) return 'no bundle in apps/server/dist';
  if (!existsSync(stampPath) || readFileSync(stampPath, 'utf8').trim() !== hash) {
    return 'the server sources changed since the last build';
  }
  return null;
}

/** Bundles into a fresh folder, then swaps it in: a failed or interrupted build never leaves half a bundle. */
export async function buildServer(hash = serverInputsHash()) {
  const staging = `${dist}.partial`;
  rmSync(staging, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(repo, 'apps/server/src/server.ts')],
    outdir: staging,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-stay-in-node-modules',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@woodshed/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  writeFileSync(path.join(staging, '.build-inputs'), `${hash}\n`);
  rmSync(dist, { recursive: true, force: true });
  renameSync(staging, dist);
}

/** Builds only when needed; returns whether it built. */
export async function buildServerIfStale() {
  const hash = serverInputsHash();
  const reason = serverStaleReason(hash);
  if (!reason) return false;
  console.log(`Building the server (${reason})…`);
  await buildServer(hash);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    if (process.argv.includes('--if-stale')) {
      if (!(await buildServerIfStale())) console.log('The server bundle in apps/server/dist is up to date.');
    } else {
      await buildServer();
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
