// Bundle budgets, checked after the web build (`npm run test:budgets`; part of `npm run test:e2e`).
//
// Measured, not computed: the script starts the server on the build (a free port, a new data directory with the
// demo school), opens each page in Chromium with an empty HTTP cache and sums the JavaScript the browser really
// receives until the network is idle, without scrolling: the compressed bodies as on the wire (brotli, served from
// the build's .br copies, apps/web/vite-precompress.ts), from the DevTools protocol's byte counts. `/login` is
// measured signed out, `/` signed in as the demo learner (the session made first, through the API).
//
// Each page and viewport must stay within PAGE_BUDGET bytes of JavaScript in at most MAX_SCRIPTS requests. A
// script that the HTML does not name (neither its entry nor a modulepreload) is requested only once other
// JavaScript has run: such late chunks (a waterfall) fail the check. The server names the route's chunks in the
// page it sends (apps/server/src/plugins/page-html.ts, from the build's .vite/routes.json).
// From the Vite manifest (apps/web/dist/.vite/manifest.json): any route module's chunk, and any other chunk, stays
// within its own cap, so what loads later on demand stays reasonable too.
//
// Usage: node scripts/check-bundle-budgets.mjs [--dist <dir>]
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, freePort } from './local-machine.mjs';

const KB = 1024;
/**
 * JavaScript one page may receive before the network is idle, compressed bytes as on the wire. Issue 28 aims at
 * 100 KB; the frame alone is ~95 KB (react-dom 56, React Router's data router 28, TanStack Query 9), so that needs
 * more than moving code around. Until then the budget holds what was reached (~172 KB on `/`), so it only goes down.
 */
const PAGE_BUDGET = 180 * KB;
/** JavaScript requests one page may make before the network is idle. */
const MAX_SCRIPTS = 8;
const PAGES = [
  { route: '/login', signedIn: false, ready: (page) => page.getByRole('button', { name: 'Sign in' }) },
  { route: '/', signedIn: true, ready: (page) => page.getByRole('heading', { level: 1, name: /^Welcome/ }) },
];
const VIEWPORTS = [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
];
const LEARNER = { email: 'learner@woodshed.local', password: 'practice-every-day' };
/** Any route module's own chunk, brotli. */
const ROUTE_CHUNK_BUDGET = 150 * KB;
/** Any other chunk loaded later (on demand), brotli. The rich-text editor (Tiptap) is exempt: only editors load it. */
const LAZY_CHUNK_BUDGET = 150 * KB;
const EXEMPT = [/RichTextEditor/];
const READY_TIMEOUT_MS = 90_000;

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(repo, 'apps/web');
const distArg = process.argv.indexOf('--dist');
const dist = distArg > 0 ? path.resolve(process.argv[distArg + 1]) : path.join(web, 'dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
const kb = (bytes) => (bytes / KB).toFixed(1);

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

// ── Chunk caps, from the manifest ─────────────────────────────────────────────
const brotliSizes = new Map();
function brotliSizeOf(file) {
  let size = brotliSizes.get(file);
  if (size === undefined) {
    const data = readFileSync(path.join(dist, file));
    size = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }).length;
    brotliSizes.set(file, size);
  }
  return size;
}

// The route table's modules, as the build read them (apps/web/vite-route-table.ts).
const routesPath = path.join(dist, '.vite/routes.json');
let builtRoutes;
try {
  builtRoutes = JSON.parse(readFileSync(routesPath, 'utf8')).routes;
} catch (error) {
  fail(`cannot read ${path.relative(repo, routesPath)} (${error.code ?? error.message}); run \`npm run build\` first.`);
}
const routeKeys = new Set(builtRoutes.flatMap((route) => route.modules));
if (routeKeys.size === 0) fail(`${path.relative(repo, routesPath)} lists no route modules`);

const problems = [];
const isExempt = (key, file) => EXEMPT.some((re) => re.test(key) || re.test(file));
let largestRoute = null;
let largestLazy = null;
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.file.endsWith('.js') || chunk.isEntry || isExempt(key, chunk.file)) continue;
  const size = brotliSizeOf(chunk.file);
  const isRoute = routeKeys.has(key);
  const cap = isRoute ? ROUTE_CHUNK_BUDGET : LAZY_CHUNK_BUDGET;
  if (isRoute && (!largestRoute || size > largestRoute.size)) largestRoute = { file: chunk.file, size };
  if (!isRoute && (!largestLazy || size > largestLazy.size)) largestLazy = { file: chunk.file, size };
  if (size > cap) {
    problems.push(
      `${isRoute ? 'route module' : 'chunk'} ${chunk.file} is ${kb(size)} KB (brotli); the cap is ${kb(cap)} KB.`,
    );
  }
}

// ── The server, on the build ──────────────────────────────────────────────────
const dataDir = await mkdtemp(path.join(tmpdir(), 'woodshed-budgets-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  PORT: String(port),
  PUBLIC_URL: base,
  DATA_DIR: dataDir,
  WEB_DIST: dist,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
};
for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'ADMIN_EMAIL', 'S3_BUCKET']) delete env[name];
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: repo,
  env,
  stdio: ['ignore', 'pipe', 'pipe'],
});
let serverOutput = '';
const keep = (chunk) => (serverOutput = (serverOutput + chunk.toString()).slice(-8_000));
server.stdout.on('data', keep);
server.stderr.on('data', keep);

async function waitUntilReady() {
  const started = Date.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    if (Date.now() - started > READY_TIMEOUT_MS)
      throw new Error(`the server was not ready after ${READY_TIMEOUT_MS} ms`);
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// ── One measurement ───────────────────────────────────────────────────────────
/** The script URLs the HTML names: its entry and its modulepreloads. */
const namedByHtml = (html) =>
  new Set(
    [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+\.js)"/g)].map((m) => new URL(m[1], base).href),
  );

async function measure(browser, { route, signedIn, ready }, viewport) {
  // A new context: an empty HTTP cache (and no service worker); the session, when wanted, made first.
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  try {
    if (signedIn) {
      const response = await context.request.post(`${base}/api/auth/login`, {
        data: LEARNER,
        headers: { 'x-requested-with': 'woodshed', origin: base },
      });
      if (response.status() !== 200) throw new Error(`the demo learner's sign-in answered ${response.status()}`);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const requests = new Map();
    let html = '';
    let documentId = null;
    cdp.on('Network.requestWillBeSent', ({ requestId, request, type, timestamp }) => {
      if (type === 'Document' && documentId === null) documentId = requestId;
      requests.set(requestId, { url: request.url, type, started: timestamp });
    });
    cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
      const entry = requests.get(requestId);
      if (!entry) return;
      entry.type = type;
      entry.headerBytes = response.encodedDataLength;
      entry.encoding = response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? '';
      entry.status = response.status;
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength, timestamp }) => {
      const entry = requests.get(requestId);
      if (!entry) return;
      entry.bytes = encodedDataLength;
      entry.finished = timestamp;
    });
    await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
    await ready(page).waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    if (documentId !== null) {
      html = await cdp
        .send('Network.getResponseBody', { requestId: documentId })
        .then(({ body, base64Encoded }) => (base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body));
    }
    const named = namedByHtml(html);
    const scripts = [...requests.values()]
      .filter((entry) => entry.type === 'Script')
      .map((entry) => ({
        ...entry,
        // The body as it came over the wire; the response headers are not JavaScript.
        body: Math.max(0, (entry.bytes ?? 0) - (entry.headerBytes ?? 0)),
        name: path.posix.basename(new URL(entry.url).pathname),
      }))
      .sort((a, b) => a.started - b.started);
    const firstScriptDone = Math.min(...scripts.map((s) => s.finished ?? Infinity));
    const late = scripts.filter((s) => !named.has(s.url) && s.started >= firstScriptDone);
    const uncompressed = scripts.filter((s) => s.encoding !== 'br' && s.body >= 256);
    return {
      route,
      viewport,
      bytes: scripts.reduce((sum, s) => sum + s.body, 0),
      scripts,
      late,
      uncompressed,
    };
  } finally {
    await context.close();
  }
}

// ── Run ───────────────────────────────────────────────────────────────────────
const results = [];
let browser;
try {
  await waitUntilReady();
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  for (const pageSpec of PAGES) {
    for (const viewport of VIEWPORTS) results.push(await measure(browser, pageSpec, viewport));
  }
} catch (error) {
  problems.push(
    `could not measure: ${error instanceof Error ? error.message : String(error)}\n--- server output ---\n${serverOutput}`,
  );
} finally {
  await browser?.close();
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  await rm(dataDir, { recursive: true, force: true });
}

// ── Report ────────────────────────────────────────────────────────────────────
const header = ['route', 'viewport', 'KB JS', 'budget', 'requests', 'late (not named by the HTML)'];
const rows = results.map((r) => [
  r.route,
  `${r.viewport.width}x${r.viewport.height}`,
  kb(r.bytes),
  kb(PAGE_BUDGET),
  `${r.scripts.length}/${MAX_SCRIPTS}`,
  r.late.length === 0 ? 'none' : `${r.late.length}, ${kb(r.late.reduce((sum, s) => sum + s.body, 0))} KB`,
]);
const table = [header, ...rows];
const widths = header.map((_, i) => Math.max(...table.map((row) => String(row[i]).length)));
console.log('Bundle budgets: JavaScript received until the network is idle (Chromium, empty cache, compressed bytes)');
for (const row of table) console.log('  ' + row.map((cell, i) => String(cell).padEnd(widths[i])).join('  '));
for (const r of results) {
  if (r.late.length === 0) continue;
  const names = r.late.map((s) => `${s.name} ${kb(s.body)}`);
  console.log(
    `  waterfall on ${r.route} at ${r.viewport.width}x${r.viewport.height}: ${names.slice(0, 10).join(', ')}` +
      (names.length > 10 ? `, and ${names.length - 10} more` : ''),
  );
}
if (largestRoute) {
  console.log(
    `  largest route module: ${largestRoute.file} ${kb(largestRoute.size)} KB br (cap ${kb(ROUTE_CHUNK_BUDGET)})`,
  );
}
if (largestLazy) {
  console.log(
    `  largest other chunk:  ${largestLazy.file} ${kb(largestLazy.size)} KB br (cap ${kb(LAZY_CHUNK_BUDGET)}; ${EXEMPT.map(String).join(', ')} exempt)`,
  );
}

for (const r of results) {
  const where = `${r.route} at ${r.viewport.width}x${r.viewport.height}`;
  const heaviest = [...r.scripts]
    .sort((a, b) => b.body - a.body)
    .slice(0, 4)
    .map((s) => `${s.name} ${kb(s.body)} KB`)
    .join(', ');
  if (r.bytes > PAGE_BUDGET) {
    problems.push(
      `${where} received ${kb(r.bytes)} KB of JavaScript; the budget is ${kb(PAGE_BUDGET)} KB. Heaviest: ${heaviest}. ` +
        'Load what the first screen does not need with import() when it is needed.',
    );
  }
  if (r.scripts.length > MAX_SCRIPTS) {
    problems.push(
      `${where} made ${r.scripts.length} JavaScript requests; the budget is ${MAX_SCRIPTS}` +
        (r.late.length > 0 ? ` (${r.late.length} of them late, a waterfall)` : '') +
        '. Group what the first render needs (apps/web/vite.config.ts, codeSplitting).',
    );
  }
  if (r.late.length > 0) {
    problems.push(
      `${where} fetched ${r.late.length} scripts only once other JavaScript had run (a waterfall): ` +
        `${r.late.map((s) => s.name).join(', ')}. The first render's scripts are named by the page ` +
        '(apps/web/vite-route-table.ts, apps/server/src/plugins/page-html.ts); load the rest when it is needed.',
    );
  }
  if (r.uncompressed.length > 0) {
    problems.push(
      `${where} received uncompressed JavaScript: ${r.uncompressed.map((s) => `${s.name} (${s.encoding || 'identity'})`).join(', ')}.`,
    );
  }
}

if (problems.length > 0) fail(`\n  - ${problems.join('\n  - ')}`);
console.log('Bundle budgets: OK');
