// Bundle budgets, checked after the web build (`npm run test:budgets`; part of `npm test`).
//
// From the Vite manifest (apps/web/dist/.vite/manifest.json) it computes the JavaScript a first visit needs
// to render a page: the entry chunk, the route module's chunk, and everything they import statically
// (the manifest's `imports`; `dynamicImports` load later and are not counted). Sizes are brotli at
// maximum quality, as served (see apps/web/vite-precompress.ts).
//
// Usage: node scripts/check-bundle-budgets.mjs [--dist <dir>]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

const KB = 1024;
/** JavaScript needed to render each page on a first visit, brotli. */
const PAGE_BUDGETS = [
  { route: '/login', budget: 170 * KB },
  { route: '/', budget: 170 * KB },
];
/** Any route module's own chunk, brotli. */
const ROUTE_CHUNK_BUDGET = 150 * KB;
/** Any other chunk loaded later (on demand), brotli. The rich-text editor (Tiptap) is exempt: only editors load it. */
const LAZY_CHUNK_BUDGET = 150 * KB;
const EXEMPT = [/RichTextEditor/];

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(repo, 'apps/web');
const distArg = process.argv.indexOf('--dist');
const dist = distArg > 0 ? path.resolve(process.argv[distArg + 1]) : path.join(web, 'dist');
const manifestPath = path.join(dist, '.vite/manifest.json');

function fail(message) {
  console.error(`\nBundle budget check FAILED: ${message}`);
  process.exit(1);
}

let manifest;
try {
  manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
} catch (error) {
  fail(
    `cannot read ${path.relative(repo, manifestPath)} (${error.code ?? error.message}); run \`npm run build\` first.`,
  );
}

const sizes = new Map();
/** Raw and brotli size of an emitted file. */
function sizeOf(file) {
  let size = sizes.get(file);
  if (!size) {
    const data = readFileSync(path.join(dist, file));
    const brotli = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }).length;
    size = { raw: data.length, brotli };
    sizes.set(file, size);
  }
  return size;
}

/** The manifest keys of a chunk and everything it imports statically. */
function staticClosure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) fail(`the manifest has no entry "${key}"`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

const total = (keys) =>
  [...keys].reduce(
    (sum, key) => {
      const size = sizeOf(manifest[key].file);
      return { raw: sum.raw + size.raw, brotli: sum.brotli + size.brotli };
    },
    { raw: 0, brotli: 0 },
  );

// ── Route modules, from the route table's lazy imports ────────────────────────
const routerSource = readFileSync(path.join(web, 'src/app/router.tsx'), 'utf8');
const specifierToKey = (specifier) => {
  const base = specifier.startsWith('@/')
    ? `src/${specifier.slice(2)}`
    : path.posix.join('src/app', specifier.replace(/^\.\//, ''));
  const key = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((k) => manifest[k]);
  if (!key) fail(`router.tsx lazily imports "${specifier}", but the manifest has no chunk for it`);
  return key;
};
const routeModules = [...routerSource.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((m) => specifierToKey(m[1]));
if (routeModules.length === 0) fail('found no lazy route imports in apps/web/src/app/router.tsx');

/** The module of a path in the route table: `page('/x', () => import(...))`, or the first index route for '/'. */
function routeModuleOf(route) {
  const pattern =
    route === '/'
      ? /index:\s*true,\s*lazy:\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/
      : new RegExp(
          `page\\(\\s*'${route.replace(/[/.*+?^${}()|[\]\\]/g, '\\$&')}',\\s*\\(\\)\\s*=>\\s*import\\(\\s*'([^']+)'\\s*\\)`,
        );
  const match = routerSource.match(pattern);
  if (!match) fail(`route ${route} not found in apps/web/src/app/router.tsx`);
  return specifierToKey(match[1]);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && manifest[key].file.endsWith('.js'));
if (!entryKey) fail('the manifest has no JavaScript entry chunk');

// ── Checks ────────────────────────────────────────────────────────────────────
const problems = [];
const kb = (bytes) => (bytes / KB).toFixed(1);
const rows = [];

for (const { route, budget } of PAGE_BUDGETS) {
  const moduleKey = routeModuleOf(route);
  const keys = staticClosure([entryKey, moduleKey]);
  const size = total(keys);
  rows.push([route, kb(size.brotli), kb(budget), kb(size.raw), `${keys.size} chunks, ${manifest[moduleKey].name}`]);
  if (size.brotli > budget) {
    const heaviest = [...keys]
      .map((key) => ({ key, ...sizeOf(manifest[key].file) }))
      .sort((a, b) => b.brotli - a.brotli)
      .slice(0, 3)
      .map((c) => `${manifest[c.key].file} ${kb(c.brotli)} KB`)
      .join(', ');
    problems.push(
      `${route} needs ${kb(size.brotli)} KB of JavaScript (brotli) before it renders; the budget is ${kb(budget)} KB. ` +
        `Heaviest chunks: ${heaviest}. Load rarely needed code with import() (React.lazy) instead of a static import.`,
    );
  }
}

const routeKeys = new Set(routeModules);
let largestRoute = null;
for (const key of routeKeys) {
  const size = sizeOf(manifest[key].file);
  if (!largestRoute || size.brotli > largestRoute.brotli) largestRoute = { key, ...size };
  if (size.brotli > ROUTE_CHUNK_BUDGET && !EXEMPT.some((re) => re.test(key))) {
    problems.push(
      `route module ${key} (${manifest[key].file}) is ${kb(size.brotli)} KB (brotli); the budget is ${kb(ROUTE_CHUNK_BUDGET)} KB.`,
    );
  }
}
let largestLazy = null;
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.file.endsWith('.js') || routeKeys.has(key) || key === entryKey) continue;
  const size = sizeOf(chunk.file);
  const exempt = EXEMPT.some((re) => re.test(key) || re.test(chunk.file));
  if (!exempt && (!largestLazy || size.brotli > largestLazy.brotli)) largestLazy = { key, ...size };
  if (!exempt && size.brotli > LAZY_CHUNK_BUDGET) {
    problems.push(`chunk ${chunk.file} is ${kb(size.brotli)} KB (brotli); the budget is ${kb(LAZY_CHUNK_BUDGET)} KB.`);
  }
}

const header = ['route', 'KB br', 'budget', 'KB raw', 'JS before first render'];
const table = [header, ...rows];
const widths = header.map((_, i) => Math.max(...table.map((row) => String(row[i]).length)));
console.log(`Bundle budgets (${path.relative(repo, dist) || dist}; JavaScript, brotli q11)`);
for (const row of table) console.log('  ' + row.map((cell, i) => String(cell).padEnd(widths[i])).join('  '));
console.log(
  `  largest route module: ${manifest[largestRoute.key].name} ${kb(largestRoute.brotli)} KB br (budget ${kb(ROUTE_CHUNK_BUDGET)})`,
);
if (largestLazy) {
  console.log(
    `  largest other chunk:  ${path.basename(manifest[largestLazy.key].file)} ${kb(largestLazy.brotli)} KB br (budget ${kb(LAZY_CHUNK_BUDGET)}; ${EXEMPT.map(String).join(', ')} exempt)`,
  );
}

if (problems.length > 0) fail(`\n  - ${problems.join('\n  - ')}`);
console.log('Bundle budgets: OK');
