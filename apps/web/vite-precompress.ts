import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images, fonts (woff2 is compressed already), audio and video are not. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map|wasm|ico)$/i;
/** Below this a compressed copy saves next to nothing (index.html, ~700 bytes, is still worth it). */
const MIN_BYTES = 256;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes file.br (brotli, quality 11) and file.gz (gzip, level 9) when they are smaller than the file. */
async function compressFile(file: string): Promise<number> {
  const data = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzipAsync(data, { level: 9 }),
  ]);
  let written = 0;
  if (br.length < data.length) {
    await writeFile(`${file}.br`, br);
    written += 1;
  }
  if (gz.length < data.length) {
    await writeFile(`${file}.gz`, gz);
    written += 1;
  }
  return written;
}

/**
 * Precompressed copies of the build output, served by @fastify/static (`preCompressed: true`, see
 * apps/server/src/plugins/spa.ts) to browsers that accept them, so no request pays for compression.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'woodshed:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle(error?: Error) {
      if (error) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const started = performance.now();
      const candidates: string[] = [];
      for (const file of await listFiles(outDir)) {
        // The manifest under .vite is read by scripts, never served.
        if (
          path
            .relative(outDir, file)
            .split(path.sep)
            .some((part) => part.startsWith('.'))
        )
          continue;
        if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
        candidates.push(file);
      }
      const written = (await Promise.all(candidates.map(compressFile))).reduce((sum, n) => sum + n, 0);
      config.logger.info(
        `precompressed ${candidates.length} files (${written} .br/.gz) in ${Math.round(performance.now() - started)} ms`,
      );
    },
  };
}
