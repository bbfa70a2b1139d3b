/**
 * Data for the dashboard benchmark: a dedicated PostgreSQL database (default `woodshed_bench`) holding
 * USERS users, each with a year of practice (1–2 sessions on most days; one user in ten on every day, so
 * long streaks are measured too), goals, bookmarks, XP awards, session summaries and a site notice.
 * Everything is generated with set-based SQL (INSERT … SELECT over generate_series) in one pass per table.
 *
 * The database is reused when it already holds data of the same generator version and size (generation is
 * the slow part); BENCH_REGENERATE=1 drops and recreates it. The generation instant is stored with the data,
 * and the benchmark pins the app's clock to it, so a reused database's "today" still has practice in it.
 */
import { performance } from 'node:perf_hooks';
import { PROFILE_TIME_ZONES } from '@woodshed/shared';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedReferenceData } from '../apps/server/src/seed/reference.ts';

/** Bump when the generator changes what it makes, so old databases are regenerated. */
const GENERATOR_VERSION = 1;

export interface BenchDataOptions {
  /** A PostgreSQL URL whose user may create databases (DATABASE_URL). */
  adminUrl: string;
  dbName: string;
  users: number;
  days: number;
  regenerate: boolean;
}

export interface BenchData {
  url: string;
  users: number;
  /** "Now" of the data: the clock the app must use. */
  generatedAt: Date;
  /** Null when an existing database was reused. */
  generation: { step: string; ms: number }[] | null;
  practiceRows: number;
}

/** The session cookie of bench user n (1-based); the sessions table holds its SHA-256. */
export const benchToken = (n: number) => `bench-token-${n}`;

/** Users with n % DILIGENT_EVERY = 0 practise every day of the year (a 365-day streak). */
export const DILIGENT_EVERY = 10;

function urlFor(adminUrl: string, dbName: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

interface Meta {
  version: number;
  users: number;
  days: number;
  generated_at: Date;
}

async function readMeta(url: string): Promise<Meta | null> {
  return withClient(url, async (client) => {
    const exists = await client.query(`SELECT to_regclass('bench_meta') IS NOT NULL AS present`);
    if (!exists.rows[0]?.present) return null;
    const meta = await client.query<Meta>('SELECT version, users, days, generated_at FROM bench_meta LIMIT 1');
    return meta.rows[0] ?? null;
  });
}

async function countPracticeRows(url: string): Promise<number> {
  // The planner's estimate after ANALYZE: exact enough for a report, and instant.
  return withClient(url, async (client) => {
    const result = await client.query<{ rows: string }>(
      `SELECT reltuples::bigint AS rows FROM pg_class WHERE relname = 'practice_sessions'`,
    );
    return Number(result.rows[0]?.rows ?? 0);
  });
}

export async function prepareBenchData(options: BenchDataOptions): Promise<BenchData> {
  const { adminUrl, dbName, users, days } = options;
  if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) throw new Error(`Invalid bench database name: ${dbName}`);
  const url = urlFor(adminUrl, dbName);

  const exists = await withClient(adminUrl, async (admin) => {
    const result = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName]);
    return (result.rowCount ?? 0) > 0;
  });
  if (exists && !options.regenerate) {
    const meta = await readMeta(url);
    if (meta && meta.version === GENERATOR_VERSION && meta.users === users && meta.days === days) {
      await withClient(url, (client) =>
        // Sessions made on an earlier day may have expired, or would be renewed (a write) on first use.
        client.query(
          `UPDATE sessions SET expires_at = now() + interval '30 days', absolute_expires_at = now() + interval '90 days'`,
        ),
      );
      return {
        url,
        users,
        generatedAt: meta.generated_at,
        generation: null,
        practiceRows: await countPracticeRows(url),
      };
    }
  }

  const steps: { step: string; ms: number }[] = [];
  const timed = async (step: string, fn: () => Promise<unknown>) => {
    const t0 = performance.now();
    await fn();
    steps.push({ step, ms: performance.now() - t0 });
    console.log(`  ${step}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };

  console.log(`Generating ${dbName}: ${users.toLocaleString('en')} users × ${days} days`);
  await timed('create database, migrate, seed reference data', async () => {
    await withClient(adminUrl, async (admin) => {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${dbName}`);
    });
    const database = await openDatabase({ databaseUrl: url });
    try {
      await database.migrate();
      await seedReferenceData(database.db);
    } finally {
      await database.close();
    }
  });

  const generatedAt = await withClient(url, async (client) => {
    await client.query(`SET maintenance_work_mem = '512MB'`);
    await client.query(`SET work_mem = '64MB'`);
    await client.query('SET synchronous_commit = off');
    const now = (await client.query<{ now: Date }>('SELECT now() AS now')).rows[0]!.now;
    const q = (text: string, values: unknown[] = []) => client.query(text, values);

    await timed('users, profiles, sign-in sessions', async () => {
      await q(
        `CREATE TABLE bench_users (n int PRIMARY KEY, id uuid NOT NULL, tz text NOT NULL, diligent boolean NOT NULL)`,
      );
      await q(
        `INSERT INTO bench_users
         SELECT g, md5('bench-user-' || g)::uuid, ($2::text[])[1 + g % $3], g % $4 = 0 FROM generate_series(1, $1) g`,
        [users, [...PROFILE_TIME_ZONES], PROFILE_TIME_ZONES.length, DILIGENT_EVERY],
      );
      await q(
        `INSERT INTO users (id, email, password_hash) SELECT id, 'bench-user-' || n || '@bench.test', 'not-a-hash' FROM bench_users`,
      );
      await q(
        `INSERT INTO profiles (id, username, timezone, weekly_goal_hours) SELECT id, 'bench' || n, tz, 2 + n % 9 FROM bench_users`,
      );
      await q(
        `INSERT INTO sessions (token_hash, user_id, expires_at, absolute_expires_at)
         SELECT encode(sha256(convert_to('bench-token-' || n, 'UTF8')), 'hex'), id, now() + interval '30 days', now() + interval '90 days'
         FROM bench_users`,
      );
    });

    await timed('practice sessions (indexes built after the load)', async () => {
      // Loading into a table without indexes and building them afterwards is several times faster than
      // maintaining four B-trees row by row. The definitions come from the migrated table itself.
      const constraints = (
        await q(
          `SELECT conname, pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conrelid = 'practice_sessions'::regclass`,
        )
      ).rows as { conname: string; def: string }[];
      const indexes = (
        await q(
          `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'practice_sessions'
           AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = 'practice_sessions'::regclass)`,
        )
      ).rows as { indexname: string; indexdef: string }[];
      for (const c of constraints) await q(`ALTER TABLE practice_sessions DROP CONSTRAINT "${c.conname}"`);
      for (const i of indexes) await q(`DROP INDEX "${i.indexname}"`);

      // Per user, the last `days` local days up to today in the user's zone (a session is never dated later).
      // h, a hash of (user, day), decides whether the day has practice (every day for the diligent, 82 %
      // otherwise), whether it has 1 or 2 sessions, their lengths, and 2 % soft-deleted ones.
      const load = performance.now();
      await q(
        `INSERT INTO practice_sessions (user_id, date, duration, focus_area_ids, created_at, updated_at, scheduled_removal)
         SELECT u.id, d.day, 10 + (h.v >> (4 * s.k)) % 80, ARRAY[1 + h.v % 10],
                (d.day + time '17:00' + make_interval(mins => (h.v >> 8) % 300 + 30 * s.k)) AT TIME ZONE u.tz,
                (d.day + time '17:00' + make_interval(mins => (h.v >> 8) % 300 + 30 * s.k)) AT TIME ZONE u.tz,
                NOT u.diligent AND h.v % 50 = 0
         FROM bench_users u
         CROSS JOIN LATERAL (SELECT ($1::timestamptz AT TIME ZONE u.tz)::date AS today) t
         CROSS JOIN LATERAL generate_series(0, $2 - 1) AS back(n)
         CROSS JOIN LATERAL (SELECT t.today - back.n AS day) d
         CROSS JOIN LATERAL (SELECT hashtext(u.n || '/' || d.day) & 2147483647 AS v) h
         CROSS JOIN LATERAL generate_series(1, 1 + (h.v >> 3) % 2) AS s(k)
         WHERE u.diligent OR h.v % 100 < 82`,
        [now, days],
      );
      console.log(`    rows inserted in ${((performance.now() - load) / 1000).toFixed(1)} s; building indexes`);
      for (const c of constraints) await q(`ALTER TABLE practice_sessions ADD CONSTRAINT "${c.conname}" ${c.def}`);
      for (const i of indexes) await q(i.indexdef);
    });

    await timed('goals, library items, bookmarks', async () => {
      // 4 goals each: statuses rotate (so about a third are completed), priorities spread over 0–0.99.
      await q(
        `INSERT INTO goals (user_id, title, target_date, status, progress, priority, created_at, updated_at)
         SELECT u.id, 'Goal ' || k, ($1::timestamptz)::date + 30 * k,
                (ARRAY['not_started', 'in_progress', 'completed'])[1 + (u.n + k) % 3],
                (u.n * 7 + k * 13) % 101, ((u.n * 31 + k * 17) % 100) / 100.0,
                $1::timestamptz - make_interval(days => 20 * k), $1::timestamptz - make_interval(days => 20 * k)
         FROM bench_users u CROSS JOIN generate_series(1, 4) k`,
        [now],
      );
      // 200 items (one in 17 unpublished); the bookmark list reads library_content only, so no detail rows.
      await q(
        `INSERT INTO library_content (content_type, title, description, category, difficulty, published)
         SELECT (ARRAY['article', 'video', 'exercise', 'jam_track', 'repertoire'])[1 + g % 5], 'Bench item ' || g,
                'Generated for the dashboard benchmark', 'Bench', (ARRAY['beginner', 'intermediate', 'advanced'])[1 + g % 3], g % 17 <> 0
         FROM generate_series(1, 200) g`,
      );
      await q(
        `CREATE TEMP TABLE bench_items AS SELECT row_number() OVER (ORDER BY id) - 1 AS i, id, content_type FROM library_content`,
      );
      // 0–6 bookmarks each, distinct items (29·k mod 200 differs for k = 1..6).
      await q(
        `INSERT INTO bookmarks (user_id, content_id, content_type, "order")
         SELECT u.id, c.id, c.content_type, k - 1
         FROM bench_users u CROSS JOIN LATERAL generate_series(1, u.n % 7) k
         JOIN bench_items c ON c.i = (u.n * 13 + k * 29) % 200`,
      );
    });

    await timed('XP awards and totals, session summaries, site notice', async () => {
      // 12 awards each; about one user in a hundred is past the top level (127,500 XP).
      await q(
        `INSERT INTO xp_awards (receiver_id, amount, description, awarded_at, system_award, award_key)
         SELECT u.id, CASE WHEN u.n % 97 = 0 THEN 12000 ELSE (u.n % 100) * 90 + k END, 'Daily practice',
                $1::timestamptz - make_interval(days => 30 * k), true, 'bench:' || k
         FROM bench_users u CROSS JOIN generate_series(1, 12) k`,
        [now],
      );
      await q(`INSERT INTO user_xp (user_id, xp) SELECT receiver_id, sum(amount) FROM xp_awards GROUP BY receiver_id`);
      // 3,000 summaries over the last year, each with one member (every fourth with a second one).
      await q(
        `INSERT INTO session_summaries (id, short_description, session_date)
         SELECT md5('bench-summary-' || g)::uuid, 'Lesson ' || g, $1::timestamptz - make_interval(hours => g * 3)
         FROM generate_series(1, 3000) g`,
        [now],
      );
      await q(
        `INSERT INTO session_summary_members (summary_id, user_id, is_primary)
         SELECT md5('bench-summary-' || g)::uuid, md5('bench-user-' || (1 + (g * 7) % $1))::uuid, true FROM generate_series(1, 3000) g
         UNION ALL
         SELECT md5('bench-summary-' || g)::uuid, md5('bench-user-' || (1 + (g * 13 + 1) % $1))::uuid, false
         FROM generate_series(4, 3000, 4) g WHERE (g * 13 + 1) % $1 <> (g * 7) % $1`,
        [users],
      );
      await q(
        `INSERT INTO site_settings (key, value) VALUES ('dashboard_notice', 'Benchmark data: not a real school.')`,
      );
    });

    await timed('VACUUM ANALYZE', async () => {
      await q('VACUUM ANALYZE');
    });

    await q(
      `CREATE TABLE bench_meta (version int NOT NULL, users int NOT NULL, days int NOT NULL, generated_at timestamptz NOT NULL)`,
    );
    await q('INSERT INTO bench_meta VALUES ($1, $2, $3, $4)', [GENERATOR_VERSION, users, days, now]);
    return now;
  });

  return { url, users, generatedAt, generation: steps, practiceRows: await countPracticeRows(url) };
}
