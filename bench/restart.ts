/**
 * Restart time: `npm start` on an existing data directory must answer /readyz within 3 s at the 95th percentile of
 * RESTARTS restarts.
 *
 * Starts the real server (`npm start`, on the embedded PGlite in a temporary DATA_DIR) once to create the
 * data, then again several times, each timed from spawn to the first 200 from /readyz. The web build and the
 * server bundle are made (if stale) before the clock starts, so the figures are the restart itself.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE } from '@woodshed/shared';
import { freePort } from '../scripts/local-machine.mjs';
import { percentile } from './stats.ts';

const repo = path.resolve(import.meta.dirname, '..');
const BUDGET_MS = 3_000;
const RESTARTS = 10;
const START_TIMEOUT_MS = 120_000;

/** Ends the whole process group (npm, the start script, tsx and the server) and waits for it to go. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid!, 'SIGTERM');
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 15_000);
  await exited;
  clearTimeout(timer);
}

/** How the server is started: what a user types, and the same without npm's own start-up. */
export const START_COMMANDS = [
  { label: 'npm start', command: 'npm', args: ['start', '--silent'] },
  { label: 'node scripts/start.mjs', command: process.execPath, args: ['scripts/start.mjs'] },
];
type Command = (typeof START_COMMANDS)[number];

/**
 * Spawns the command (its own process group) and resolves with the time until /readyz first answers 200, the
 * child, and the last of what it printed.
 */
export async function timedStart(
  env: NodeJS.ProcessEnv,
  port: number,
  { command, args }: Command = START_COMMANDS[0]!,
): Promise<{ ms: number; child: ChildProcess; output: () => string }> {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: repo,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}:\n${output}`);
    if (performance.now() - started > START_TIMEOUT_MS) {
      await stop(child);
      throw new Error(`not ready after ${START_TIMEOUT_MS} ms:\n${output}`);
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (response.status === 200) return { ms: performance.now() - started, child, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** `npm start` on the embedded database in `dataDir` with the demo school, on loopback, whatever this shell set. */
export function demoSchoolEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: '',
    ADMIN_EMAIL: '',
    SEED_DEMO: 'true',
  };
  delete env.PUBLIC_URL;
  return env;
}

/** Signs a user in through the API; the session cookie (`name=value`). */
export async function signInAs(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith(`${SESSION_COOKIE}=`))
    ?.split(';')[0];
  if (response.status !== 200 || !cookie) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  return cookie;
}

/** Signs the demo learner in through the API; the session cookie (`name=value`). */
export const signInDemoLearner = (base: string) => signInAs(base, 'learner@woodshed.local', 'practice-every-day');

/** Runs the restarts; the Markdown section, and whether npm start met its budget. */
export async function runRestartBench(): Promise<{ markdown: string; ok: boolean }> {
  // Build the web app and the server bundle now if they are stale, so no start below includes a build.
  for (const script of ['scripts/build-web.mjs', 'scripts/build-server.mjs']) {
    const build = spawnSync('node', [script, '--if-stale'], { cwd: repo, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`${script} failed`);
  }

  const dataDir = await mkdtemp(path.join(tmpdir(), 'woodshed-restart-'));
  const port = await freePort();
  const env = demoSchoolEnv(dataDir, port);
  try {
    const first = await timedStart(env, port);
    await stop(first.child);
    const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;
    const lines = [
      '## Restart',
      '',
      `Spawn to the first 200 from /readyz on an existing data directory (PGlite, demo school), ${RESTARTS} restarts per ` +
        `command; budget for npm start: ${ms(BUDGET_MS)} at the 95th percentile. First start on a new data directory: ${ms(first.ms)}.`,
      '',
      '| Command | p50 | p95 | max | Each |',
      '|---|---|---|---|---|',
    ];
    let ok = true;
    for (const command of START_COMMANDS) {
      const restarts: number[] = [];
      for (let i = 0; i < RESTARTS; i++) {
        const next = await timedStart(env, port, command);
        restarts.push(next.ms);
        await stop(next.child);
      }
      const sorted = [...restarts].sort((a, b) => a - b);
      const p95 = percentile(sorted, 95);
      if (command === START_COMMANDS[0] && p95 > BUDGET_MS) ok = false;
      const mark = command === START_COMMANDS[0] ? (p95 <= BUDGET_MS ? ' ✓' : ' ✗') : '';
      lines.push(
        `| ${command.label} | ${ms(percentile(sorted, 50))} | ${ms(p95)}${mark} | ${ms(sorted.at(-1)!)} | ${restarts.map(ms).join(', ')} |`,
      );
      console.log(`  restarts, ${command.label}: p50 ${ms(percentile(sorted, 50))}, p95 ${ms(p95)}`);
    }
    return { markdown: lines.join('\n'), ok };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
