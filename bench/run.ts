/**
 * Benchmarks, run with `npm run bench` (all cases) or `npm run bench -- <words>` (the cases whose name contains one
 * of the words: `load`, `plans`, `restart`, `lighthouse`, `small`, or an endpoint's name such as `dashboard`, which
 * runs that endpoint of the load case with its ceiling). Each case writes its section of bench/RESULTS.md (see
 * results.ts); the run exits with 1 when a case misses a budget that fails it (errors under load, a sequential scan
 * of a large table, a restart over 3 s).
 *
 *   load        the hot endpoints at scale on PostgreSQL, from a separate load generator (load.ts)
 *   plans       EXPLAIN of every statement the hot endpoints send, over the same data (plans.ts)
 *   restart     `npm start` on an existing data directory, 10 times (restart.ts)
 *   lighthouse  Lighthouse's mobile performance and accessibility scores of the main pages (lighthouse.ts)
 *   small       small in-process cases (sign-in session, chords, collections) on PGlite (materials.ts)
 */
import { performance } from 'node:perf_hooks';
import { createTestContext } from '../apps/server/src/test/harness.ts';
import { runLighthouseBench } from './lighthouse.ts';
import { ENDPOINTS, loadSection, runLoadBench } from './load.ts';
import { materialCases, type BenchCase } from './materials.ts';
import { runPlansCheck } from './plans.ts';
import { provenance, writeSection } from './results.ts';
import { runRestartBench } from './restart.ts';
import { formatLatency } from './stats.ts';

const smallCases: BenchCase[] = [
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

async function runSmallCases(): Promise<string> {
  const lines = [
    '## Small cases (in-process, PGlite)',
    '',
    'Sequential requests through the app (Fastify inject), after 50 warm-up requests.',
    '',
  ];
  for (const bench of smallCases) {
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
      const line = `${bench.name}: ${formatLatency(timings, performance.now() - started)}`;
      console.log(`  ${line}`);
      lines.push(`- ${line}`);
    } finally {
      await ctx.close();
    }
  }
  return lines.join('\n');
}

const words = process.argv.slice(2).map((word) => word.toLowerCase());
const matches = (name: string) => words.some((word) => name.toLowerCase().includes(word));
const caseSelected = (name: string) => words.length === 0 || matches(name);
const endpointWords = words.length > 0 && ENDPOINTS.some((endpoint) => matches(endpoint.name));

let ok = true;
if (caseSelected('load') || endpointWords) {
  console.log('load: the hot endpoints from outside, PostgreSQL at scale');
  const started = provenance();
  const run = await runLoadBench((name) => !endpointWords || matches(name));
  const section = loadSection(run);
  writeSection('load', section.markdown, started);
  ok &&= section.ok;
}
if (caseSelected('plans')) {
  console.log('plans: EXPLAIN of the hot endpoints’ statements over the bench data');
  const started = provenance();
  const result = await runPlansCheck();
  writeSection('plans', result.markdown, started);
  ok &&= result.ok;
}
if (caseSelected('restart')) {
  console.log('restart: npm start on an existing data directory');
  const started = provenance();
  const result = await runRestartBench();
  writeSection('restart', result.markdown, started);
  ok &&= result.ok;
}
if (caseSelected('lighthouse')) {
  console.log('lighthouse: mobile scores of the main pages');
  const started = provenance();
  const result = await runLighthouseBench();
  writeSection('lighthouse', result.markdown, started);
  ok &&= result.ok;
}
if (caseSelected('small')) {
  console.log('small: in-process cases on PGlite');
  const started = provenance();
  writeSection('small', await runSmallCases(), started);
}
if (!ok) {
  console.error('\nA benchmark missed a budget that fails the run: see bench/RESULTS.md.');
  process.exitCode = 1;
}
