/**
 * The bench's data at scale, in a dedicated PostgreSQL database (default `woodshed_bench`): USERS users (100,000),
 * one in DILIGENT_EVERY (10,000) practising every day of the last DAYS days (365: a year-long streak, about 3.65
 * million sessions), the others on about a quarter of the last two weeks; goals, bookmarks, XP awards (daily ones
 * for the diligent over the last month), 1,000 library items, 50 courses with modules and about 30,000 enrolments,
 * 500 recurring events, 20,000 game runs with high scores, 3,000 session summaries with members, and a superadmin
 * (bench user 1) for the back office.
 *
 * Everything is generated inside PostgreSQL with set-based INSERT … SELECT over generate_series (the server writes
 * the rows itself, as COPY would, without a client streaming millions of them), into tables whose secondary
 * indexes are dropped during the load and rebuilt after, with the practice sessions' summary triggers disabled and
 * the totals rebuilt from the loaded rows in one aggregate each. Events go through the app's own service, so their
 * stored spans are exactly what the app computes.
 *
 * The database is reused when it already holds data of the same generator version and size (generation is
 * the slow part); BENCH_REGENERATE=1 drops and recreates it. The generation instant is stored with the data,
 * and the bench pins the app's clock to it, so a reused database's "today" still has practice in it.
 */
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { eventInputSchema, PROFILE_TIME_ZONES } from '@woodshed/shared';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createEvent } from '../apps/server/src/modules/calendar/index.ts';
import { seedReferenceData } from '../apps/server/src/seed/reference.ts';

/** Bump when the generator changes what it makes, so old databases are regenerated. */
const GENERATOR_VERSION = 5;

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

const LIBRARY_ITEMS = 1000;
const COURSES = 50;
const EVENTS = 500;
const GAME_RUNS = 20_000;
/** The diligent's streak on the first of the 30 days of daily awards (their award grows with the streak). */
const DAYS_OF_STREAK_AT_START = 365;
const TITLE_STYLES = ['blues', 'rock', 'jazz', 'folk', 'funk', 'metal', 'country', 'latin', 'soul', 'classical'];
const TITLE_TOPICS = [
  'rhythm',
  'scales',
  'arpeggios',
  'chords',
  'strumming',
  'picking',
  'bends',
  'vibrato',
  'slides',
  'legato',
  'triads',
  'intervals',
  'modes',
  'improvisation',
  'riffs',
  'shuffle',
  'fingerstyle',
  'barre',
  'tapping',
  'timing',
];
/** An SQL array literal's body of plain words: ['a','b']. */
const sqlWords = (words: readonly string[]) => `[${words.map((word) => `'${word}'`).join(', ')}]`;

/** Words a library search is made of (see load.ts). */
export const SEARCH_WORDS = [...TITLE_STYLES, ...TITLE_TOPICS];

/**
 * EVENTS recurring events by the superadmin, as a school's calendar holds them over the years: weekly or monthly
 * series of 6 to 16 meetings (a term, a course), starting over the last four years and the next three months, one in
 * fifty with no end; in the users' zones; one in ten bound to a course. About fifty run in any month. Through
 * createEvent, so first_start_at and last_end_at are the app's.
 */
async function createEvents(url: string, now: Date): Promise<void> {
  const database = await openDatabase({ databaseUrl: url });
  try {
    const creator = (await database.db.execute(sql`select bench_uuid('bench-user-1') as id`)) as unknown as {
      rows: { id: string }[];
    };
    const creatorId = creator.rows[0]!.id;
    for (let i = 0; i < EVENTS; i++) {
      const start = new Date(now.getTime() - (((i * 37) % 1550) - 90) * 86_400_000);
      const day = start.toISOString().slice(0, 10);
      const input = eventInputSchema.parse({
        title: `Bench event ${i + 1}`,
        startsAt: `${day}T${String(8 + (i % 12)).padStart(2, '0')}:00`,
        endsAt: `${day}T${String(9 + (i % 12)).padStart(2, '0')}:00`,
        timeZone: PROFILE_TIME_ZONES[i % PROFILE_TIME_ZONES.length],
        recurring: true,
        recurringPeriod: i % 5 === 0 ? 'monthly' : 'weekly',
        occurrences: i % 50 === 0 ? null : 6 + (i % 11),
      });
      const requiredCourseId = i % 10 === 0 ? benchUuid(`bench-course-${1 + (i % COURSES)}`) : null;
      await createEvent(database.db, creatorId, { ...input, timeZone: input.timeZone ?? 'UTC', requiredCourseId });
    }
    await database.db.execute(sql`VACUUM ANALYZE`);
  } finally {
    await database.close();
  }
}

/** The database's bench_uuid(name), in JS. */
const benchUuid = (name: string) => {
  const hex = createHash('md5').update(name).digest('hex');
  const v4 = `${hex.slice(0, 12)}4${hex.slice(13, 16)}8${hex.slice(17)}`;
  return v4.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
};

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
      // Migrations added since the data was made (an index, say) apply to it as to any school's database.
      const database = await openDatabase({ databaseUrl: url });
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
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
      // Ids from names, so statements can refer to any user, summary or course: an md5 with the version and variant
      // digits of a random (v4) UUID, which the API's response schemas require of every id.
      await q(
        `CREATE FUNCTION bench_uuid(name text) RETURNS uuid IMMUTABLE LANGUAGE sql
         AS $$ SELECT overlay(overlay(md5(name) PLACING '4' FROM 13) PLACING '8' FROM 17)::uuid $$`,
      );
      await q(
        `CREATE TABLE bench_users (n int PRIMARY KEY, id uuid NOT NULL, tz text NOT NULL, diligent boolean NOT NULL)`,
      );
      await q(
        `INSERT INTO bench_users
         SELECT g, bench_uuid('bench-user-' || g), ($2::text[])[1 + g % $3], g % $4 = 0 FROM generate_series(1, $1) g`,
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

    /**
     * Drops a table's secondary indexes and constraints (the primary key too when `dropKey`: only for a table no
     * foreign key points at), runs the load, and rebuilds them.
     */
    const withoutIndexes = async (table: string, load: () => Promise<unknown>, dropKey = false) => {
      // Loading into a table without indexes and building them afterwards is several times faster than
      // maintaining the B-trees row by row. The definitions come from the migrated table itself.
      const constraints = (
        await q(
          `SELECT conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
           WHERE conrelid = $1::regclass AND ($2 OR contype <> 'p')`,
          [table, dropKey],
        )
      ).rows as { conname: string; def: string }[];
      const indexes = (
        await q(
          `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = $1
           AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = $1::regclass)`,
          [table],
        )
      ).rows as { indexname: string; indexdef: string }[];
      for (const c of constraints) await q(`ALTER TABLE ${table} DROP CONSTRAINT "${c.conname}"`);
      for (const i of indexes) await q(`DROP INDEX "${i.indexname}"`);
      await load();
      for (const c of constraints) await q(`ALTER TABLE ${table} ADD CONSTRAINT "${c.conname}" ${c.def}`);
      for (const i of indexes) await q(i.indexdef);
    };

    await timed('practice sessions (summary triggers off, indexes built after the load), totals rebuilt', async () => {
      await q('ALTER TABLE practice_sessions DISABLE TRIGGER USER');
      await withoutIndexes(
        'practice_sessions',
        () =>
          // Per user, local days up to today in the user's zone (a session is never dated later): the diligent on
          // each of the last `days`, the others on about a quarter of the last 14. h, a hash of (user, day), decides
          // the length and, for the others, whether the day has practice and 2 % soft-deleted sessions.
          q(
            `INSERT INTO practice_sessions (user_id, date, duration, focus_area_ids, created_at, updated_at, scheduled_removal)
           SELECT u.id, d.day, 10 + (h.v >> 4) % 80, ARRAY[1 + h.v % 10],
                  (d.day + time '17:00' + make_interval(mins => (h.v >> 8) % 300)) AT TIME ZONE u.tz,
                  (d.day + time '17:00' + make_interval(mins => (h.v >> 8) % 300)) AT TIME ZONE u.tz,
                  NOT u.diligent AND h.v % 50 = 0
           FROM bench_users u
           CROSS JOIN LATERAL (SELECT ($1::timestamptz AT TIME ZONE u.tz)::date AS today) t
           CROSS JOIN LATERAL generate_series(0, CASE WHEN u.diligent THEN $2 - 1 ELSE 13 END) AS back(n)
           CROSS JOIN LATERAL (SELECT t.today - back.n AS day) d
           CROSS JOIN LATERAL (SELECT hashtext(u.n || '/' || d.day) & 2147483647 AS v) h
           WHERE u.diligent OR h.v % 100 < 25`,
            [now, days],
          ),
        true,
      );
      await q('ALTER TABLE practice_sessions ENABLE TRIGGER USER');
      // What the triggers would have written, from the loaded rows (the same rules as migration 0008).
      await q(
        `INSERT INTO practice_day_totals (user_id, date, minutes)
         SELECT user_id, date, sum(duration) FROM practice_sessions WHERE NOT scheduled_removal
         GROUP BY user_id, date HAVING sum(duration) > 0`,
      );
      await q(
        `INSERT INTO practice_totals (user_id, minutes) SELECT user_id, sum(minutes) FROM practice_day_totals GROUP BY user_id`,
      );
      // The weeks a board can ask for (ending two days before today in UTC and later), as migration 0018 fills them.
      await q(
        `INSERT INTO practice_week_totals (week_end, user_id, minutes)
         SELECT t.date + k, t.user_id, sum(t.minutes) FROM practice_day_totals t CROSS JOIN generate_series(0, 6) k
         WHERE t.date >= ($1::timestamptz AT TIME ZONE 'UTC')::date - 9
           AND t.date + k >= ($1::timestamptz AT TIME ZONE 'UTC')::date - 2
         GROUP BY 1, 2`,
        [now],
      );
    });

    await timed('goals, library items, bookmarks', async () => {
      // 4 goals each: statuses rotate (so about a third are completed), priorities spread over 0–0.99.
      await withoutIndexes('goals', () =>
        q(
          `INSERT INTO goals (user_id, title, target_date, status, progress, priority, created_at, updated_at)
           SELECT u.id, 'Goal ' || k, ($1::timestamptz)::date + 30 * k,
                  (ARRAY['not_started', 'in_progress', 'completed'])[1 + (u.n + k) % 3],
                  (u.n * 7 + k * 13) % 101, ((u.n * 31 + k * 17) % 100) / 100.0,
                  $1::timestamptz - make_interval(days => 20 * k), $1::timestamptz - make_interval(days => 20 * k)
           FROM bench_users u CROSS JOIN generate_series(1, 4) k`,
          [now],
        ),
      );
      // 1,000 items (one in 17 unpublished) whose titles combine words, so a search matches a few dozen.
      await q(
        `INSERT INTO library_content (content_type, title, description, category, difficulty, published, created_at)
         SELECT (ARRAY['article', 'video', 'exercise', 'jam_track', 'repertoire'])[1 + g % 5],
                initcap((ARRAY${sqlWords(TITLE_STYLES)})[1 + g % ${TITLE_STYLES.length}]) || ' ' ||
                  (ARRAY${sqlWords(TITLE_TOPICS)})[1 + (g / ${TITLE_STYLES.length}) % ${TITLE_TOPICS.length}] || ' ' || g,
                'Generated for the benchmark: ' || (ARRAY${sqlWords(TITLE_TOPICS)})[1 + (g * 7) % ${TITLE_TOPICS.length}],
                (ARRAY['Technique', 'Theory', 'Songs', 'Rhythm', 'Gear'])[1 + g % 5],
                (ARRAY['beginner', 'intermediate', 'advanced'])[1 + g % 3], g % 17 <> 0,
                $1::timestamptz - make_interval(hours => g)
         FROM generate_series(1, ${LIBRARY_ITEMS}) g`,
        [now],
      );
      await q(
        `CREATE TEMP TABLE bench_items AS SELECT row_number() OVER (ORDER BY id) - 1 AS i, id, content_type FROM library_content`,
      );
      // 0–6 bookmarks each, distinct items (29·k mod 1000 differs for k = 1..6).
      await withoutIndexes('bookmarks', () =>
        q(
          `INSERT INTO bookmarks (user_id, content_id, content_type, "order")
           SELECT u.id, c.id, c.content_type, k - 1
           FROM bench_users u CROSS JOIN LATERAL generate_series(1, u.n % 7) k
           JOIN bench_items c ON c.i = (u.n * 13 + k * 29) % ${LIBRARY_ITEMS}`,
        ),
      );
    });

    await timed('XP awards and totals, session summaries, site notice', async () => {
      // 12 awards each over the year, and the diligent's daily practice award over the last 30 days (with a bonus
      // that differs between users, so the week's board is not one 10,000-way tie); about one user in a hundred is
      // past the top level (127,500 XP).
      await q('ALTER TABLE xp_awards DISABLE TRIGGER USER');
      await withoutIndexes('xp_awards', () =>
        q(
          `INSERT INTO xp_awards (receiver_id, amount, description, awarded_at, system_award, award_key)
           SELECT u.id, CASE WHEN u.n % 97 = 0 THEN 12000 ELSE (u.n % 100) * 90 + k END, 'Bonus',
                  $1::timestamptz - make_interval(days => 30 * k - 15, mins => u.n % 1440), true, 'bench:' || k
           FROM bench_users u CROSS JOIN generate_series(1, 12) k
           UNION ALL
           SELECT u.id, 25 + 2 * least(${DAYS_OF_STREAK_AT_START} - d, 100) + u.n % 13, 'Daily practice',
                  $1::timestamptz - make_interval(days => d, mins => u.n % 600), true, 'bench:daily:' || d
           FROM bench_users u CROSS JOIN generate_series(0, 29) d WHERE u.diligent`,
          [now],
        ),
      );
      await q('ALTER TABLE xp_awards ENABLE TRIGGER USER');
      await q(`INSERT INTO user_xp (user_id, xp) SELECT receiver_id, sum(amount) FROM xp_awards GROUP BY receiver_id`);
      await q(
        `INSERT INTO xp_week_totals (week_end, user_id, xp)
         SELECT (a.awarded_at AT TIME ZONE u.tz)::date + k, a.receiver_id, sum(a.amount)
         FROM xp_awards a JOIN bench_users u ON u.id = a.receiver_id CROSS JOIN generate_series(0, 6) k
         WHERE a.awarded_at >= $1::timestamptz - interval '10 days'
           AND (a.awarded_at AT TIME ZONE u.tz)::date + k >= ($1::timestamptz AT TIME ZONE 'UTC')::date - 2
         GROUP BY 1, 2`,
        [now],
      );
      // 3,000 summaries over the last year, each with one member (every fourth with a second one).
      await q(
        `INSERT INTO session_summaries (id, short_description, session_date)
         SELECT bench_uuid('bench-summary-' || g), 'Lesson ' || g, $1::timestamptz - make_interval(hours => g * 3)
         FROM generate_series(1, 3000) g`,
        [now],
      );
      await q(
        `INSERT INTO session_summary_members (summary_id, user_id, is_primary)
         SELECT bench_uuid('bench-summary-' || g), bench_uuid('bench-user-' || (1 + (g * 7) % $1)), true FROM generate_series(1, 3000) g
         UNION ALL
         SELECT bench_uuid('bench-summary-' || g), bench_uuid('bench-user-' || (1 + (g * 13 + 1) % $1)), false
         FROM generate_series(4, 3000, 4) g WHERE (g * 13 + 1) % $1 <> (g * 7) % $1`,
        [users],
      );
      await q(
        `INSERT INTO site_settings (key, value) VALUES ('dashboard_notice', 'Benchmark data: not a real school.')`,
      );
    });

    await timed('courses, modules and enrolments; game runs and high scores', async () => {
      await q(
        `INSERT INTO courses (id, title, description, hero_image_url, thumbnail_url, difficulty, duration, is_available, created_at)
         SELECT bench_uuid('bench-course-' || g), 'Bench course ' || g, 'Generated for the benchmark',
                '/assets/course-hero.svg', '/assets/course-thumb.svg',
                (ARRAY['beginner', 'intermediate', 'advanced'])[1 + g % 3], (4 + g % 8) || ' weeks', true,
                $1::timestamptz - make_interval(days => g)
         FROM generate_series(1, ${COURSES}) g`,
        [now],
      );
      await q(
        `INSERT INTO course_modules (course_id, title, description, "order")
         SELECT bench_uuid('bench-course-' || g), 'Module ' || k, 'Generated', k - 1
         FROM generate_series(1, ${COURSES}) g CROSS JOIN generate_series(1, 6) k`,
      );
      // One user in four is enrolled in 1–2 courses.
      await q(
        `INSERT INTO courses_enrolled (user_id, course_id, progress, enrolled_at)
         SELECT u.id, bench_uuid('bench-course-' || (1 + (u.n * k * 7) % ${COURSES})), (u.n * 3) % 101,
                $1::timestamptz - make_interval(days => u.n % 200)
         FROM bench_users u CROSS JOIN generate_series(1, 1 + u.n % 2) k WHERE u.n % 4 = 0
         ON CONFLICT DO NOTHING`,
        [now],
      );
      // 20,000 finished runs by 5,000 users over the last 60 days; the high scores are their best.
      await q(
        `INSERT INTO game_runs (user_id, game, started_at, finished_at, score)
         SELECT bench_uuid('bench-user-' || (1 + (g * 17) % 5000)), (ARRAY['intervalOrganizer', 'triadFinder'])[1 + g % 2],
                $1::timestamptz - make_interval(mins => g * 4), $1::timestamptz - make_interval(mins => g * 4 - 2),
                (hashtext('run' || g) & 2147483647) % 5000
         FROM generate_series(1, ${GAME_RUNS}) g`,
        [now],
      );
      await q(
        `INSERT INTO game_high_scores (user_id, game, score, achieved_at)
         SELECT DISTINCT ON (user_id, game) user_id, game, score, finished_at FROM game_runs
         WHERE score > 0 ORDER BY user_id, game, score DESC, finished_at`,
      );
      await q(`UPDATE profiles SET is_superadmin = true WHERE id = bench_uuid('bench-user-1')`);
    });

    await q(
      `CREATE TABLE bench_meta (version int NOT NULL, users int NOT NULL, days int NOT NULL, generated_at timestamptz NOT NULL)`,
    );
    await q('INSERT INTO bench_meta VALUES ($1, $2, $3, $4)', [GENERATOR_VERSION, users, days, now]);
    return now;
  });

  await timed(`${EVENTS} recurring events (through the calendar service)`, () => createEvents(url, generatedAt));
  return { url, users, generatedAt, generation: steps, practiceRows: await countPracticeRows(url) };
}
