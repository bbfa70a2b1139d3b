/**
 * Benchmarks, run with `npm run bench`. Each case builds the real app on an in-memory PGlite (or on
 * DATABASE_URL when set), makes its data, and reports latency percentiles over a fixed number of requests.
 */
import { performance } from 'node:perf_hooks';
import { createTestContext, type TestContext } from '../apps/server/src/test/harness.ts';

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
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

for (const bench of cases) {
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
    const total = performance.now() - started;
    timings.sort((a, b) => a - b);
    console.log(
      `${bench.name}\n  ${bench.requests} requests in ${total.toFixed(0)} ms (${((bench.requests / total) * 1000).toFixed(0)}/s); ` +
        `p50 ${percentile(timings, 50).toFixed(2)} ms, p95 ${percentile(timings, 95).toFixed(2)} ms, p99 ${percentile(timings, 99).toFixed(2)} ms`,
    );
  } finally {
    await ctx.close();
  }
}
