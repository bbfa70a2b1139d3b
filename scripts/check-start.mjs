// `npm start` on a new data directory, as the README promises: builds what is stale, serves the app and the
// demo school from the server bundle, and lets the demo learner sign in. Run by `npm run test:e2e`, whose
// Playwright suite runs the server from its sources instead.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repo } from './inputs-hash.mjs';
import { freePort } from './local-machine.mjs';

const READY_TIMEOUT_MS = 120_000;

const dataDir = await mkdtemp(path.join(tmpdir(), 'woodshed-start-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true' };
for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'ADMIN_EMAIL', 'PUBLIC_URL', 'NODE_ENV']) delete env[name];
const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: repo, env, stdio: ['ignore', 'pipe', 'pipe'] });
let output = '';
const keep = (chunk) => (output = (output + chunk.toString()).slice(-8_000));
child.stdout.on('data', keep);
child.stderr.on('data', keep);

function fail(message) {
  console.error(`npm start check failed: ${message}\n--- server output ---\n${output}`);
  process.exitCode = 1;
}

try {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() - started > READY_TIMEOUT_MS) throw new Error(`not ready after ${READY_TIMEOUT_MS} ms`);
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const page = await fetch(`${base}/login`, { headers: { accept: 'text/html' } });
  const html = await page.text();
  if (page.status !== 200 || !html.includes('<div id="root">')) throw new Error(`/login answered ${page.status}`);
  const signIn = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'woodshed', origin: base },
    body: JSON.stringify({ email: 'learner@woodshed.local', password: 'practice-every-day' }),
  });
  if (signIn.status !== 200) throw new Error(`the demo learner's sign-in answered ${signIn.status}`);
  const cookie = signIn.headers.get('set-cookie')?.split(';')[0] ?? '';
  const dashboard = await fetch(`${base}/api/dashboard?range=7`, { headers: { cookie } });
  const body = await dashboard.json();
  if (dashboard.status !== 200 || !(body.streakDays > 0)) {
    throw new Error(`the demo learner's dashboard answered ${dashboard.status} without a streak`);
  }
  console.log(
    `npm start: ready in ${((Date.now() - started) / 1000).toFixed(1)} s on a new data directory; demo learner signed in`,
  );
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
