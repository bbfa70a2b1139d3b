// `npm run dev`: the API (tsx watch: restarts on every server or shared-package change) and the Vite dev server
// (hot reload of the web app, proxying /api, /healthz and /files to the API) together, their output prefixed.
// Ctrl-C (SIGINT) or SIGTERM stops both, children included; if either one exits, the other is stopped too.
//
// Ports: the API on PORT (default 3000), the web app on WEB_PORT (default 5173). Open the web app's address.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.PORT ?? '3000';
const webPort = process.env.WEB_PORT ?? '5173';
const webUrl = `http://localhost:${webPort}`;
const STOP_GRACE_MS = 5_000;

/** The executable script of a package's bin, run with this Node (no npx, no shell). */
function binOf(pkg, name = pkg) {
  const dir = path.join(repo, 'node_modules', pkg);
  const { bin } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return path.join(dir, typeof bin === 'string' ? bin : bin[name]);
}

const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);

const children = [];
let stopping = false;
let exitCode = 0;

function start(name, colorCode, args, options) {
  // Its own process group, so that stopping it also stops what it started (tsx watch runs the server in a child).
  const child = spawn(process.execPath, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = paint(colorCode, `[${name}]`);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      (stream === child.stderr ? process.stderr : process.stdout).write(`${prefix} ${line}\n`);
    });
  }
  child.on('exit', (code, signal) => {
    child.exited = true;
    if (!stopping) {
      console.error(`${prefix} exited (${signal ?? `code ${code}`}); stopping the other process`);
      exitCode = code || 1;
      stop();
    }
    if (children.every((c) => c.exited)) process.exit(exitCode);
  });
  children.push(child);
  return child;
}

function signalGroup(child, signal) {
  if (child.exited) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is gone already
  }
}

function stop() {
  if (stopping) return;
  stopping = true;
  for (const child of children) signalGroup(child, 'SIGTERM');
  setTimeout(() => {
    for (const child of children) signalGroup(child, 'SIGKILL');
    process.exit(exitCode || 1);
  }, STOP_GRACE_MS).unref();
}

process.on('SIGINT', stop);
process.on('SIGTERM', stop);
process.on('SIGHUP', stop);

start('api', '36', [binOf('tsx'), 'watch', '--clear-screen=false', 'apps/server/src/server.ts'], {
  cwd: repo,
  env: {
    ...process.env,
    PORT: apiPort,
    // Pages are opened on the Vite server: e-mailed links point there too.
    PUBLIC_URL: process.env.PUBLIC_URL ?? webUrl,
  },
});
start('web', '35', [binOf('vite'), '--clearScreen', 'false', '--port', webPort], {
  cwd: path.join(repo, 'apps/web'),
  env: { ...process.env, WOODSHED_API_PORT: apiPort },
});

console.log(
  paint('1', `Woodshed dev: open ${webUrl} (reloads on change); the API runs on http://localhost:${apiPort}.`) +
    ' Ctrl-C stops both.',
);
