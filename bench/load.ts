/**
 * Load from outside: the hot endpoints of the app on PostgreSQL at scale (scale-data.ts), each measured by a
 * separate load-generator process (load-client.ts, autocannon) over loopback with CONNECTIONS keep-alive
 * connections for DURATION seconds after a warm-up, against the real server in its own process (server.ts).
 * Every endpoint's throughput is given as a ratio to the ceiling route measured in the same run; the server's CPU
 * time per request and its resident memory come from /proc. Any error or non-200 answer fails the case.
 *
 * Environment (all optional):
 *   BENCH_DATABASE_URL (else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres): a PostgreSQL URL
 *                      whose user may create databases   BENCH_DB database name (default woodshed_bench)
 *   BENCH_REGENERATE=1 regenerate the data               BENCH_DURATION_S seconds per endpoint (default 30)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { CHART_RANGES, SESSION_COOKIE, addDaysToDate, seededRandom } from '@woodshed/shared';
import type { LoadJob, LoadReport } from './load-client.ts';
import { READY_PREFIX } from './stats.ts';
import { benchToken, DILIGENT_EVERY, prepareBenchData, SEARCH_WORDS, type BenchData } from './scale-data.ts';

const repo = path.resolve(import.meta.dirname, '..');
const CONNECTIONS = 32;
const WARM_UP_SECONDS = 5;
const USERS = 100_000;
const DAYS = 365;
/** (path, cookie) pairs per endpoint, taken in turn: enough users that answers are not one cached page. */
const TARGETS = 4000;

export interface Endpoint {
  name: string;
  /** p95 budget in ms at CONNECTIONS connections, if the issue sets one. */
  p95BudgetMs?: number;
  /** Minimum share of the ceiling's requests per second. */
  minCeilingRatio?: number;
  targets(data: BenchData, random: () => number): LoadJob['targets'];
}

const cookieOf = (n: number) => `${SESSION_COOKIE}=${benchToken(n)}`;
const pick = <T>(values: readonly T[], random: () => number) => values[Math.floor(random() * values.length)]!;
/** Half the requests for the diligent (a year of history, a year-long streak), half for anyone. */
const someUser = (data: BenchData, random: () => number) =>
  random() < 0.5
    ? DILIGENT_EVERY * (1 + Math.floor(random() * (data.users / DILIGENT_EVERY)))
    : 1 + Math.floor(random() * data.users);

const forUsers =
  (pathOf: (random: () => number) => string) =>
  (data: BenchData, random: () => number): LoadJob['targets'] =>
    Array.from({ length: TARGETS }, () => ({ path: pathOf(random), cookie: cookieOf(someUser(data, random)) }));

const monthOf = (today: string) => {
  const first = `${today.slice(0, 8)}01`;
  const next = addDaysToDate(first, 32);
  return { from: first, to: addDaysToDate(`${next.slice(0, 8)}01`, -1) };
};

const CEILING = 'ceiling: one primary-key lookup (same hooks and pool)';

export const ENDPOINTS: Endpoint[] = [
  { name: CEILING, targets: forUsers(() => '/api/bench/ceiling') },
  {
    name: 'GET /api/dashboard',
    p95BudgetMs: 15,
    minCeilingRatio: 0.3,
    targets: forUsers((random) => `/api/dashboard?range=${pick(CHART_RANGES, random)}`),
  },
  { name: 'GET /api/practice/history (page 1)', p95BudgetMs: 10, targets: forUsers(() => '/api/practice/history') },
  {
    name: 'GET /api/library?q= (search)',
    p95BudgetMs: 20,
    targets: forUsers((random) => `/api/library?q=${pick(SEARCH_WORDS, random)}`),
  },
  ...(['xp', 'practice'] as const).flatMap((board) =>
    (['all', 'week'] as const).map((period): Endpoint => ({
      name: `GET /api/leaderboard ${board}, ${period}`,
      p95BudgetMs: 30,
      targets: forUsers(() => `/api/leaderboard?board=${board}&period=${period}`),
    })),
  ),
  ...(['intervalOrganizer', 'triadFinder'] as const).map((board): Endpoint => ({
    name: `GET /api/leaderboard ${board}`,
    p95BudgetMs: 30,
    targets: forUsers(() => `/api/leaderboard?board=${board}&period=all`),
  })),
  {
    name: 'GET /api/calendar/occurrences (a month)',
    p95BudgetMs: 20,
    targets: (data, random) => {
      const today = data.generatedAt.toISOString().slice(0, 10);
      const months = [monthOf(today), monthOf(addDaysToDate(today, 31)), monthOf(addDaysToDate(today, -31))];
      return forUsers((r) => {
        const month = pick(months, r);
        return `/api/calendar/occurrences?from=${month.from}&to=${month.to}`;
      })(data, random);
    },
  },
  {
    name: 'GET /api/admin/users?search= (superadmin)',
    p95BudgetMs: 30,
    targets: (_data, random) =>
      Array.from({ length: TARGETS }, () => ({
        path: `/api/admin/users?search=${pick(['bench1', 'bench42', 'user-77', 'bench999', 'bench-user-5'], random)}${Math.floor(random() * 10)}`,
        cookie: cookieOf(1),
      })),
  },
  { name: 'GET /api/stats', p95BudgetMs: 30, targets: forUsers(() => '/api/stats') },
];

interface ServerProcess {
  child: ChildProcess;
  port: number;
  pid: number;
}

async function startServer(data: BenchData): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repo, 'bench/server.ts')], {
    cwd: repo,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: data.url,
      BENCH_CLOCK_OFFSET_MS: String(data.generatedAt.getTime() - Date.now()),
      SESSION_SECRET: randomBytes(32).toString('hex'),
      // Request logs off: a school's proxy logs requests; the app's warnings and errors still print.
      LOG_LEVEL: 'warn',
      PORT: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const ready = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bench server exited (${code}) before listening`)));
    lines.on('line', (line) => {
      if (line.startsWith(READY_PREFIX)) resolve(line.slice(READY_PREFIX.length));
      // Anything else the server prints (its start-up notes, warnings) is passed on.
      else console.log(`  [server] ${line}`);
    });
  });
  const { port, pid } = JSON.parse(ready) as { port: number; pid: number };
  return { child, port, pid };
}

/** User + system CPU time of a process in ms, and its resident memory in MB, from /proc. */
function processUsage(pid: number): { cpuMs: number; rssMb: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 (utime, stime) counted from 1, in clock ticks (100 per second on Linux).
  const cpuMs = (Number(fields[11]) + Number(fields[12])) * 10;
  const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return { cpuMs, rssMb: rss ? Number(rss[1]) / 1024 : 0 };
}

function runClient(job: LoadJob): Promise<LoadReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(repo, 'bench/load-client.ts')], {
      cwd: repo,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    child.stdin.end(JSON.stringify(job));
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as LoadReport) : reject(new Error(`load client exited with ${code}`)),
    );
  });
}

export interface EndpointResult {
  endpoint: Endpoint;
  connections: number;
  report: LoadReport;
  serverCpuMsPerRequest: number;
  peakRssMb: number;
}

async function measure(server: ServerProcess, endpoint: Endpoint, job: LoadJob): Promise<EndpointResult> {
  await runClient({ ...job, durationSeconds: WARM_UP_SECONDS });
  const before = processUsage(server.pid);
  let peakRssMb = before.rssMb;
  const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, processUsage(server.pid).rssMb)), 250);
  const report = await runClient(job);
  clearInterval(sampler);
  const after = processUsage(server.pid);
  peakRssMb = Math.max(peakRssMb, after.rssMb);
  return {
    endpoint,
    connections: job.connections,
    report,
    serverCpuMsPerRequest: (after.cpuMs - before.cpuMs) / Math.max(1, report.requests),
    peakRssMb,
  };
}

const failures = (result: EndpointResult): string[] => {
  const { report } = result;
  const problems: string[] = [];
  const other = Object.entries(report.statuses).filter(([status]) => status !== '200');
  if (report.errors > 0 || report.timeouts > 0) problems.push(`${report.errors} errors, ${report.timeouts} timeouts`);
  if (other.length > 0) problems.push(`answers ${other.map(([s, n]) => `${s} ×${n}`).join(', ')}`);
  return problems;
};

export interface LoadRun {
  data: BenchData;
  generationSeconds: number;
  results: EndpointResult[];
  ceilingRps: number;
}

/** Runs every endpoint whose name matches `selected` (the ceiling always runs). */
export async function runLoadBench(selected: (name: string) => boolean): Promise<LoadRun> {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const duration = Number(process.env.BENCH_DURATION_S ?? 30);
  const started = performance.now();
  const data = await prepareBenchData({
    adminUrl,
    dbName: process.env.BENCH_DB ?? 'woodshed_bench',
    users: USERS,
    days: DAYS,
    regenerate: process.env.BENCH_REGENERATE === '1',
  });
  const generationSeconds = (performance.now() - started) / 1000;
  console.log(
    data.generation
      ? `  data generated in ${generationSeconds.toFixed(1)} s: ${data.practiceRows.toLocaleString('en')} practice sessions`
      : `  data reused (${data.practiceRows.toLocaleString('en')} practice sessions, generated ${data.generatedAt.toISOString()}); BENCH_REGENERATE=1 makes it anew`,
  );

  const server = await startServer(data);
  const results: EndpointResult[] = [];
  try {
    for (const endpoint of ENDPOINTS) {
      if (endpoint.name !== CEILING && !selected(endpoint.name)) continue;
      const targets = endpoint.targets(data, seededRandom(results.length + 1));
      const url = `http://127.0.0.1:${server.port}`;
      const result = await measure(server, endpoint, {
        url,
        connections: CONNECTIONS,
        durationSeconds: duration,
        targets,
      });
      results.push(result);
      const { report } = result;
      console.log(
        `  ${endpoint.name}: ${report.requestsPerSecond.toFixed(0)}/s, p50 ${report.latencyMs.p50.toFixed(1)} ms, ` +
          `p95 ${report.latencyMs.p95.toFixed(1)} ms, server ${result.serverCpuMsPerRequest.toFixed(2)} ms CPU/request, ` +
          `RSS ${result.peakRssMb.toFixed(0)} MB${failures(result).length ? ` — FAILED: ${failures(result).join('; ')}` : ''}`,
      );
      if (endpoint.name === 'GET /api/dashboard') {
        const alone = await measure(server, endpoint, { url, connections: 1, durationSeconds: 10, targets });
        results.push(alone);
        console.log(
          `  … one at a time: ${alone.report.requestsPerSecond.toFixed(0)}/s, p50 ${alone.report.latencyMs.p50.toFixed(2)} ms`,
        );
      }
    }
  } finally {
    server.child.kill('SIGTERM');
  }
  const ceilingRps = results.find((r) => r.endpoint.name === CEILING)?.report.requestsPerSecond ?? 0;
  return { data, generationSeconds, results, ceilingRps };
}

const fixed = (value: number, digits = 1) => value.toFixed(digits);

/** The run as a Markdown section, and whether every endpoint answered without error. */
export function loadSection(run: LoadRun): { markdown: string; ok: boolean } {
  let ok = true;
  const rows = run.results.map((result) => {
    const { endpoint, report } = result;
    const ratio = run.ceilingRps > 0 ? report.requestsPerSecond / run.ceilingRps : 0;
    const problems = failures(result);
    if (problems.length > 0) ok = false;
    const p95 = report.latencyMs.p95;
    const budget = result.connections === CONNECTIONS ? endpoint.p95BudgetMs : undefined;
    const within = budget === undefined ? '' : p95 <= budget ? ` (≤ ${budget} ✓)` : ` (budget ${budget} ✗)`;
    const ratioMark =
      endpoint.minCeilingRatio && result.connections === CONNECTIONS
        ? ratio >= endpoint.minCeilingRatio
          ? ' ✓'
          : ` (goal ${endpoint.minCeilingRatio * 100} % ✗)`
        : '';
    return (
      `| ${endpoint.name}${result.connections === 1 ? ', one at a time' : ''} | ${result.connections} | ${report.requests} | ` +
      `${fixed(report.requestsPerSecond, 0)} | ${fixed(ratio * 100, 0)} %${ratioMark} | ${fixed(report.latencyMs.p50)} | ` +
      `${fixed(p95)}${within} | ${fixed(report.latencyMs.p99)} | ${fixed(result.serverCpuMsPerRequest, 2)} | ` +
      `${fixed(result.peakRssMb, 0)} | ${problems.length ? problems.join('; ') : '0'} |`
    );
  });
  const gen = run.data.generation;
  const markdown = [
    '## Load from outside (PostgreSQL at scale)',
    '',
    `Data: ${run.data.users.toLocaleString('en')} users, ${run.data.practiceRows.toLocaleString('en')} practice sessions ` +
      (gen
        ? `generated in ${fixed(run.generationSeconds)} s (${gen.map((s) => `${s.step} ${fixed(s.ms / 1000)} s`).join('; ')}).`
        : `(reused; generated ${run.data.generatedAt.toISOString()}).`),
    `Each endpoint: autocannon in its own process, ${CONNECTIONS} keep-alive connections on loopback, ${WARM_UP_SECONDS} s warm-up, ` +
      `then ${run.results[0]?.report.durationSeconds ?? '?'} s measured, requests spread over many users. ` +
      'Ratio: requests per second over the ceiling route (one primary-key lookup through the same hooks and pool), same run. ' +
      'CPU: the server process only (user + system), per request. RSS: peak resident memory of the server.',
    '',
    '| Endpoint | Conns | Requests | Req/s | Of ceiling | p50 ms | p95 ms | p99 ms | Server CPU ms/req | RSS MB | Errors |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
  return { markdown, ok };
}
