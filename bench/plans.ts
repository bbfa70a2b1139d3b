/**
 * Query plans of the hot endpoints over the bench data (scale-data.ts): the app, in this process, answers a few
 * requests of every endpoint of load.ts through a Drizzle logger that records each statement sent; each distinct
 * statement is then EXPLAINed with its parameters. The check fails on a sequential scan of any table holding more
 * than SEQ_SCAN_ROWS_MAX rows: at scale such a scan grows with the school, not with the viewer.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import { seededRandom } from '@woodshed/shared';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { resolveSessionSecret } from '../apps/server/src/session-secret.ts';
import { ENDPOINTS } from './load.ts';
import { prepareBenchData } from './scale-data.ts';

const SEQ_SCAN_ROWS_MAX = 1000;
/** Requests per endpoint whose statements are explained (random users, diligent and others). */
const SAMPLES = 6;

interface Statement {
  text: string;
  params: unknown[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function walk(node: PlanNode, visit: (node: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

export async function runPlansCheck(): Promise<{ markdown: string; ok: boolean }> {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const data = await prepareBenchData({
    adminUrl,
    dbName: process.env.BENCH_DB ?? 'woodshed_bench',
    users: 100_000,
    days: 365,
    regenerate: process.env.BENCH_REGENERATE === '1',
  });
  const statements: Statement[] = [];
  const pool = new pg.Pool({ connectionString: data.url, max: 4 });
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (text, params) => void statements.push({ text, params }) },
  }) as unknown as Db;
  const config = await resolveSessionSecret(
    loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      SESSION_SECRET: 'bench-plans-secret-not-for-production',
      DATABASE_URL: data.url,
      WEB_DIST: '/nonexistent-web-dist',
    }),
  );
  const offset = data.generatedAt.getTime() - Date.now();
  const app = await buildApp({
    config,
    db,
    runJobs: false,
    logger: false,
    clock: { now: () => new Date(Date.now() + offset) },
  });

  const sizes = new Map<string, number>(
    (
      await pool.query<{ relname: string; rows: string }>(
        `select relname, reltuples::bigint as rows from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`,
      )
    ).rows.map((row) => [row.relname, Number(row.rows)]),
  );

  const rows: string[] = [];
  let ok = true;
  try {
    for (const endpoint of ENDPOINTS) {
      if (endpoint.name.startsWith('ceiling')) continue;
      const targets = endpoint.targets(data, seededRandom(99)).slice(0, SAMPLES);
      const seen = new Map<string, Statement>();
      for (const target of targets) {
        statements.length = 0;
        const response = await app.inject({
          method: 'GET',
          url: target.path,
          headers: target.cookie ? { cookie: target.cookie } : {},
        });
        if (response.statusCode !== 200) throw new Error(`${endpoint.name}: ${response.statusCode} ${response.body}`);
        for (const statement of statements) if (!seen.has(statement.text)) seen.set(statement.text, statement);
      }
      const indexes = new Set<string>();
      const scans = new Set<string>();
      const large = new Set<string>();
      for (const statement of seen.values()) {
        const result = await pool.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
          `EXPLAIN (FORMAT JSON) ${statement.text}`,
          statement.params,
        );
        walk(result.rows[0]!['QUERY PLAN'][0]!.Plan, (node) => {
          if (node['Index Name']) indexes.add(node['Index Name']);
          if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) {
            const table = node['Relation Name'];
            scans.add(table);
            if ((sizes.get(table) ?? 0) > SEQ_SCAN_ROWS_MAX)
              large.add(`${table} (${sizes.get(table)!.toLocaleString('en')} rows)`);
          }
        });
      }
      if (large.size > 0) ok = false;
      const verdict = large.size > 0 ? `✗ ${[...large].join(', ')}` : '✓';
      console.log(`  ${endpoint.name}: ${seen.size} statements; ${verdict}`);
      rows.push(
        `| ${endpoint.name} | ${seen.size} | ${[...indexes].sort().join(', ') || '—'} | ${[...scans].sort().join(', ') || '—'} | ${verdict} |`,
      );
    }
  } finally {
    await app.close();
    await pool.end();
  }
  const markdown = [
    '## Query plans',
    '',
    `EXPLAIN of every distinct statement that ${SAMPLES} requests of each endpoint send (the session lookup included), over ` +
      `the load case's data. Fails on a sequential scan of a table over ${SEQ_SCAN_ROWS_MAX.toLocaleString('en')} rows.`,
    '',
    '| Endpoint | Statements | Indexes used | Sequential scans | Large-table scans |',
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  return { markdown, ok };
}
