// What a build was made from, as a SHA-256 of its inputs' paths and contents (scripts/build-web.mjs,
// scripts/build-server.mjs). Contents, not modification times: mtimes mislead after a copy or an archive that
// keeps them, under clock skew, and on a checkout that rewrites files without changing them.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SKIP = new Set(['node_modules', 'dist', '.vite', '.turbo']);

function listFiles(relative, out) {
  for (const entry of readdirSync(path.join(repo, relative), { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const child = path.posix.join(relative, entry.name);
    if (entry.isDirectory()) listFiles(child, out);
    else if (entry.isFile()) out.push(child);
  }
  return out;
}

/** SHA-256 over `version` and the sorted files (folders walked) of `inputs`, paths relative to the repo. */
export function inputsHash(version, inputs) {
  const files = [];
  for (const input of inputs) {
    const absolute = path.join(repo, input);
    if (!existsSync(absolute)) continue;
    if (statSync(absolute).isDirectory()) listFiles(input, files);
    else files.push(input);
  }
  files.sort();
  const hash = createHash('sha256').update(version);
  for (const file of files) {
    hash.update(`\0${file}\0`);
    hash.update(readFileSync(path.join(repo, file)));
  }
  return hash.digest('hex');
}
