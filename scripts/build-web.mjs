// Builds the web app (apps/web/dist) and records what it was built from.
//
//   node scripts/build-web.mjs              build (`npm run build`)
//   node scripts/build-web.mjs --if-stale   build only when dist is missing or its inputs changed (`npm start`)
//
// "Changed" is decided by a SHA-256 of the inputs (scripts/inputs-hash.mjs), stored in dist after a successful
// build. Hashing the ~400 input files takes a few tens of milliseconds. Vite empties dist when a build starts, so any other build
// (e.g. `npm run build -w @woodshed/web`) drops the stamp and the next start rebuilds once.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inputsHash, repo } from './inputs-hash.mjs';

const dist = path.join(repo, 'apps/web/dist');
const stampPath = path.join(dist, '.build-inputs');
/** Bump when the list of inputs or the build itself changes in a way the inputs do not show. */
const STAMP_VERSION = 'woodshed-web-1';

/** What the build reads: the web app (but its output), the shared package, and the lock file. */
const INPUTS = ['apps/web', 'packages/shared', 'package-lock.json'];

export const webInputsHash = () => inputsHash(STAMP_VERSION, INPUTS);

/** Why the build in dist cannot be used as is, or null when it is current. */
export function staleReason(inputsHash = webInputsHash()) {
  if (!existsSync(path.join(dist, 'index.html'))) return 'no build in apps/web/dist';
  if (!existsSync(stampPath)) return 'apps/web/dist was built by another command';
  if (readFileSync(stampPath, 'utf8').trim() !== inputsHash) return 'the web sources changed since the last build';
  return null;
}

/** Runs the web workspace's build and stamps dist with the inputs' hash. Throws when the build fails. */
export function buildWeb(inputsHash = webInputsHash()) {
  const result = spawnSync('npm', ['run', 'build', '-w', '@woodshed/web', '--silent'], {
    cwd: repo,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`the web build failed (exit code ${result.status ?? result.signal})`);
  writeFileSync(stampPath, `${inputsHash}\n`);
}

/** Builds only when needed; returns whether it built. */
export function buildWebIfStale() {
  const inputsHash = webInputsHash();
  const reason = staleReason(inputsHash);
  if (!reason) return false;
  console.log(`Building the web app (${reason})…`);
  buildWeb(inputsHash);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    if (process.argv.includes('--if-stale')) {
      if (!buildWebIfStale()) console.log('The web app in apps/web/dist is up to date.');
    } else {
      buildWeb();
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
