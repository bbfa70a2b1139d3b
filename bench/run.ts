/**
 * Benchmarks, run with `npm run bench` (all cases) or `npm run bench -- <words>` (the cases whose name
 * contains one of the words, e.g. `npm run bench -- dashboard`).
 *
 * The small cases build the real app on an in-memory PGlite (or on a fresh database under DATABASE_URL when
 * set), make their data, and report latency percentiles over a fixed number of sequential requests.
 * The dashboard case needs PostgreSQL (DATABASE_URL) and generates a large dedicated database: see dashboard.ts.
 * The leaderboard case generates 100,000 users on the in-memory PGlite: see leaderboard.ts.
 * The User Management case generates 100,000 users too: see admin-users.ts.
 * The restart case (`npm run bench -- restart`) times `npm start` on an existing data directory: see restart.ts.
 */
import { performance } from 'node:perf_hooks';
import { createTestContext, type TestContext } from '../apps/server/src/test/harness.ts';
import { ADMIN_USERS_BENCH_NAME, runAdminUsersBench } from './admin-users.ts';
import { runDashboardBench } from './dashboard.ts';
import { LEADERBOARD_BENCH_NAME, runLeaderboardBench } from './leaderboard.ts';
import { runRestartBench } from './restart.ts';
import { materialCases } from './materials.ts';
import { formatLatency } from './stats.ts';

interface BenchCase {
  name: string;
  requests: number;
  setup(ctx: TestContext): Promise<() => Promise<number>>;
}

const cases: BenchCase[] = [
  {
    name: 'GET /api/auth/session (signed in; runs before every page)',
    requests: 2000,
    async setup(ctx) {
      const users = await Promise.all(Array.from({ length: 20 }, () => ctx.createUser()));
      let i = 0;
      return async () => (await ctx.request('GET', '/api/auth/session', { as: users[i++ % users.length]! })).statusCode;
    },
  },
  {
    name: 'GET /api/auth/session (signed out)',
    requests: 2000,
    async setup(ctx) {
      return async () => (await ctx.request('GET', '/api/auth/session')).statusCode;
    },
  },
  ...materialCases,
];

const filters = process.argv.slice(2).map((word) => word.toLowerCase());
const selected = (name: string) => filters.length === 0 || filters.some((word) => name.toLowerCase().includes(word));

for (const bench of cases.filter((c) => selected(c.name))) {
  const ctx = await createTestContext();
  try {
    const run = await bench.setup(ctx);
    for (let i = 0; i < 50; i++) await run();
    const timings: number[] = [];
    const started = performance.now();
    for (let i = 0; i < bench.requests; i++) {
      const t0 = performance.now();
      const status = await run();
      timings.push(performance.now() - t0);
      if (status !== 200) throw new Error(`${bench.name}: status ${status}`);
    }
    console.log(`${bench.name}\n  ${formatLatency(timings, performance.now() - started)}`);
  } finally {
    await ctx.close();
  }
}

if (selected('GET /api/dashboard')) await runDashboardBench();
if (selected(LEADERBOARD_BENCH_NAME)) await runLeaderboardBench();
if (selected(ADMIN_USERS_BENCH_NAME)) await runAdminUsersBench();
if (selected('restart: npm start on an existing data directory')) await runRestartBench();
