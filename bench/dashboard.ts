/**
 * The dashboard benchmark: GET /api/dashboard for random users of a large PostgreSQL database (see
 * dashboard-data.ts), through the real app listening on loopback, with concurrent keep-alive HTTP requests
 * (BENCH_CONCURRENCY in flight), then 500 more one at a time. Then the number of statements per request over
 * 200 users, and EXPLAIN (ANALYZE, BUFFERS) of the exact statements (captured with a Drizzle logger) that one
 * dashboard request sends, for a typical user and for one with a year-long streak.
 *
 * Environment (all optional except DATABASE_URL):
 *   DATABASE_URL         PostgreSQL URL of a user who may create databases; without it the case is skipped
 *   BENCH_DB             database to generate into (default woodshed_bench; dropped and recreated by the generator)
 *   BENCH_REGENERATE=1   regenerate even when BENCH_DB already holds data of this size and generator version
 *   BENCH_USERS          users (default 10000)          BENCH_DAYS         days of history (default 365)
 *   BENCH_REQUESTS       measured requests (default 5000)
 *   BENCH_CONCURRENCY    requests in flight (default 16) BENCH_TIME_LIMIT_S stop measuring after this (default 60)
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { CHART_RANGES, dashboardResponseSchema, SESSION_COOKIE, type ProfileTimeZone } from '@woodshed/shared';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { resolveSessionSecret } from '../apps/server/src/session-secret.ts';
import { openDatabase, type Db } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { getDashboard } from '../apps/server/src/modules/dashboard/service.ts';
import { benchToken, DILIGENT_EVERY, prepareBenchData, type BenchData } from './dashboard-data.ts';
import { formatLatency } from './stats.ts';

const intFromEnv = (name: string, fallback: number) => {
  const value = process.env[name];
  if (!value) return fallback;
  const parsed = Number.parseInt(value, 10);
  if (!Number.isFinite(parsed) || parsed < 1) throw new Error(`${name} must be a positive integer`);
  return parsed;
};

/** A small seeded generator, so runs pick the same users. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Response {
  status: number;
  body: string;
}

function get(agent: http.Agent, port: number, path: string, cookie: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path, agent, headers: { cookie: `${SESSION_COOKIE}=${cookie}` } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

interface LoadResult {
  latencies: number[];
  elapsedMs: number;
  /** CPU time of this process (server and client) per request: less sensitive to other load than latency. */
  cpuMsPerRequest: number;
  failures: string[];
}

/** Keeps `concurrency` requests in flight until `requests` are done or the time limit passes. */
async function load(options: {
  agent: http.Agent;
  port: number;
  users: number;
  requests: number;
  concurrency: number;
  timeLimitMs: number;
  seed: number;
}): Promise<LoadResult> {
  const random = mulberry32(options.seed);
  const latencies: number[] = [];
  const failures: string[] = [];
  let issued = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const worker = async () => {
    while (issued < options.requests && performance.now() - started < options.timeLimitMs) {
      issued += 1;
      const n = 1 + Math.floor(random() * options.users);
      const range = CHART_RANGES[Math.floor(random() * CHART_RANGES.length)]!;
      const t0 = performance.now();
      const response = await get(options.agent, options.port, `/api/dashboard?range=${range}`, benchToken(n));
      latencies.push(performance.now() - t0);
      if (response.status !== 200 && failures.length < 5)
        failures.push(`user ${n}: ${response.status} ${response.body.slice(0, 200)}`);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const elapsedMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { latencies, elapsedMs, cpuMsPerRequest: (used.user + used.system) / 1000 / latencies.length, failures };
}

interface Statement {
  text: string;
  params: unknown[];
}

/** A Drizzle database over its own small pool that records every statement it sends. */
function recordingDb(url: string) {
  const statements: Statement[] = [];
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (text, params) => void statements.push({ text, params }) },
  }) as unknown as Db;
  return { db, pool, statements };
}

const labelOf = (text: string): string => {
  if (/^select distinct (?:"practice_sessions"\.)?"date"/i.test(text)) return 'streak';
  if (/sum\((?:"practice_sessions"\.)?"duration"\)/i.test(text)) return 'minutes per day (today, week, chart)';
  // The outermost FROM comes last (subqueries in the select list come before it).
  const tables = [...text.matchAll(/from "(\w+)"/gi)].map((match) => match[1]);
  return tables.at(-1) ?? text.slice(0, 40);
};

/** "index a, index b; seq scan c" from a plan. */
function accessPaths(plan: string[]): string {
  const indexes = new Set<string>();
  const seq = new Set<string>();
  for (const line of plan) {
    const index = /(?:Index Only Scan|Index Scan|Bitmap Index Scan) (?:Backward )?(?:using|on) (\w+)/.exec(line);
    if (index) indexes.add(index[1]!);
    const table = /Seq Scan on (\w+)/.exec(line);
    if (table) seq.add(table[1]!);
  }
  return [indexes.size ? `index ${[...indexes].join(', ')}` : '', seq.size ? `seq scan ${[...seq].join(', ')}` : '']
    .filter(Boolean)
    .join('; ');
}

const scanLines = (plan: string[]) =>
  plan.filter((line) => /Scan|Limit|Aggregate|Unique|Sort/.test(line)).map((line) => line.trim());

async function benchUser(pool: pg.Pool, n: number): Promise<{ id: string; timezone: ProfileTimeZone }> {
  const result = await pool.query<{ id: string; tz: ProfileTimeZone }>('SELECT id, tz FROM bench_users WHERE n = $1', [
    n,
  ]);
  const row = result.rows[0];
  if (!row) throw new Error(`bench user ${n} is missing`);
  return { id: row.id, timezone: row.tz };
}

const indexRowsRead = (plan: string[]) => /Index Only Scan.*rows=(\d+)/.exec(plan.join('\n'))?.[1] ?? '?';

/**
 * The index orders date DESC NULLS LAST, but `ORDER BY date DESC` means NULLS FIRST, so PostgreSQL cannot
 * read the index in order and stop after the batch: it reads all the user's dates and sorts them. The same
 * statement ordered NULLS LAST, for comparison (date is NOT NULL, so the answer is the same).
 */
async function explainNullsLast(pool: pg.Pool, statement: Statement): Promise<void> {
  const explainOf = async (text: string) =>
    (
      await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${text}`, statement.params)
    ).rows.map((row) => row['QUERY PLAN']);
  const asSent = await explainOf(statement.text);
  const matched = await explainOf(statement.text.replace(/"date" desc limit/i, '"date" desc nulls last limit'));
  const time = (plan: string[]) =>
    plan.find((line) => line.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '?';
  console.log(
    `     → as sent: ${indexRowsRead(asSent)} index entries read, ${time(asSent)}; ` +
      `ordered "desc nulls last" like the index: ${indexRowsRead(matched)} entries, ${time(matched)}, plan ${scanLines(matched).join(' | ')}`,
  );
}

/** Statements per request over a sample of users, and EXPLAIN (ANALYZE) of one request's statements. */
async function explain(data: BenchData): Promise<void> {
  const { db, pool, statements } = recordingDb(data.url);
  try {
    const random = mulberry32(7);
    const counts: number[] = [];
    for (let i = 0; i < 200; i++) {
      const user = await benchUser(pool, 1 + Math.floor(random() * data.users));
      statements.length = 0;
      await getDashboard(db, user, data.generatedAt, 7);
      counts.push(statements.length);
    }
    counts.sort((a, b) => a - b);
    const mean = counts.reduce((sum, c) => sum + c, 0) / counts.length;
    console.log(
      `  statements per dashboard request (200 random users, plus 1 for the session lookup): ` +
        `min ${counts[0]}, mean ${mean.toFixed(2)}, max ${counts.at(-1)}`,
    );

    for (const [title, n] of [
      ['a regular user (82 % of days)', 1],
      [`a diligent user (every day for a year)`, DILIGENT_EVERY],
    ] as const) {
      const user = await benchUser(pool, n);
      statements.length = 0;
      const answer = await getDashboard(db, user, data.generatedAt, 7);
      const recorded = [...statements];
      console.log(
        `\n  EXPLAIN (ANALYZE, BUFFERS) for ${title}: streak ${answer.streakDays} days, ${recorded.length} statements`,
      );
      let streakBatch = 0;
      for (const statement of recorded) {
        const label = labelOf(statement.text);
        const result = await pool.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${statement.text}`,
          statement.params,
        );
        const plan = result.rows.map((row) => row['QUERY PLAN']);
        const time = plan.find((line) => line.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '?';
        const full = label === 'minutes per day (today, week, chart)' || (label === 'streak' && streakBatch++ === 0);
        console.log(`  ── ${label}: ${time}, ${accessPaths(plan)}`);
        if (full) {
          console.log(`     ${statement.text}\n     params ${JSON.stringify(statement.params)}`);
          for (const line of plan) console.log(`     ${line}`);
          if (label === 'streak' && /"date" desc limit/i.test(statement.text)) await explainNullsLast(pool, statement);
        } else {
          console.log(`     ${scanLines(plan).join(' | ')}`);
        }
      }
    }
  } finally {
    await pool.end();
  }
}

export async function runDashboardBench(): Promise<void> {
  const name = 'GET /api/dashboard (PostgreSQL, 10,000 users × a year of practice)';
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.log(
      `${name}\n  skipped: set DATABASE_URL to a PostgreSQL server where this user may create databases, e.g.\n` +
        `  DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench -- dashboard`,
    );
    return;
  }
  const users = intFromEnv('BENCH_USERS', 10_000);
  const requests = intFromEnv('BENCH_REQUESTS', 5000);
  const concurrency = intFromEnv('BENCH_CONCURRENCY', 16);
  const timeLimitMs = intFromEnv('BENCH_TIME_LIMIT_S', 60) * 1000;

  console.log(name);
  const prepared = performance.now();
  const data = await prepareBenchData({
    adminUrl,
    dbName: process.env.BENCH_DB ?? 'woodshed_bench',
    users,
    days: intFromEnv('BENCH_DAYS', 365),
    regenerate: process.env.BENCH_REGENERATE === '1',
  });
  const preparedMs = performance.now() - prepared;
  console.log(
    data.generation
      ? `  generated in ${(preparedMs / 1000).toFixed(1)} s: ${data.practiceRows.toLocaleString('en')} practice sessions`
      : `  reused ${new URL(data.url).pathname.slice(1)} (${data.practiceRows.toLocaleString('en')} practice sessions, ` +
          `generated ${data.generatedAt.toISOString()}); BENCH_REGENERATE=1 makes it anew`,
  );

  const database = await openDatabase({ databaseUrl: data.url });
  const config = await resolveSessionSecret(
    loadConfig({
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      DATABASE_URL: data.url,
      DATA_DIR: '/tmp/woodshed-bench',
      WEB_DIST: '/nonexistent-web-dist',
    }),
  );
  // The data's "now", moving on in real time: a reused database still has practice "today".
  const offset = data.generatedAt.getTime() - Date.now();
  const app = await buildApp({
    config,
    db: database.db,
    runJobs: false,
    logger: false,
    clock: { now: () => new Date(Date.now() + offset) },
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.server.address() as AddressInfo).port;

    const sample = await get(agent, port, '/api/dashboard', benchToken(DILIGENT_EVERY));
    if (sample.status !== 200) throw new Error(`sample request failed: ${sample.status} ${sample.body}`);
    const parsed = dashboardResponseSchema.parse(JSON.parse(sample.body));
    console.log(
      `  sample (user ${DILIGENT_EVERY}): level ${parsed.level.level}, streak ${parsed.streakDays}, week ${parsed.week.minutes} min ` +
        `(${parsed.week.percent} %), ${parsed.bookmarks.length} bookmarks, ${parsed.activeGoals.length} goals, ${Buffer.byteLength(sample.body)} bytes`,
    );

    const loadBefore = os.loadavg()[0]!;
    await load({ agent, port, users, requests: 300, concurrency, timeLimitMs, seed: 1 }); // warm-up
    const result = await load({ agent, port, users, requests, concurrency, timeLimitMs, seed: 2 });
    if (result.failures.length > 0) throw new Error(`requests failed:\n${result.failures.join('\n')}`);
    console.log(
      `  ${formatLatency(result.latencies, result.elapsedMs)}\n  concurrency ${concurrency}, random users, range 7/30/60/90 at random, ` +
        `over loopback HTTP with keep-alive; client and server in one process, ${result.cpuMsPerRequest.toFixed(2)} ms of its CPU per request; ` +
        `load average before the run ${loadBefore.toFixed(2)} on ${os.availableParallelism()} CPUs`,
    );
    // One request at a time: the latency of a request alone, without queueing behind the others.
    const alone = await load({ agent, port, users, requests: 500, concurrency: 1, timeLimitMs, seed: 3 });
    console.log(`  one at a time: ${formatLatency(alone.latencies, alone.elapsedMs)}`);
  } finally {
    agent.destroy();
    await app.close();
    await database.close();
  }
  await explain(data);
}
