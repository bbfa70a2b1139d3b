/**
 * The leaderboard benchmark (issue 14): GET /api/leaderboard for each board and period on an in-memory PGlite (or
 * a fresh PostgreSQL database under DATABASE_URL) holding BENCH_LEADERBOARD_USERS users (default 100,000), through
 * the real app, for viewers spread over the profile zones (each with their own week window) and all ranks.
 *
 * The data is made with set-based SQL straight into the tables the boards read: profiles (a third with a
 * nickname, a third with only a username, the rest anonymous), the last BENCH_LEADERBOARD_DAYS days (default 14)
 * of daily XP awards and practice day totals (BENCH_LEADERBOARD_ACTIVE percent of the users, default 50, active in
 * that window, each practising on 15–95 % of its days: about 27 % of all users practise on a given day, a busy school;
 * the others are dormant, as most accounts of any app are), all-time XP and minutes (those days plus an older
 * history), and high scores for 45 % and 30 % of the users. The week boards' cost grows with the rows in the window.
 * Each case then runs BENCH_LEADERBOARD_REQUESTS requests (default 200) one at a time, from 100 viewers spread over
 * every rank; EXPLAIN ANALYZE of each board's statement follows.
 *
 * Run: `npm run bench -- leaderboard`.
 */
import { performance } from 'node:perf_hooks';
import { LEADERBOARD_BOARDS, PROFILE_TIME_ZONES, SESSION_COOKIE, type LeaderboardPeriod } from '@woodshed/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { leaderboardStatement, weekWindow } from '../apps/server/src/modules/leaderboard/service.ts';
import { createTestContext, type TestContext } from '../apps/server/src/test/harness.ts';
import { formatLatency } from './stats.ts';

export const LEADERBOARD_BENCH_NAME = 'GET /api/leaderboard (100,000 users; every board and period)';

const intFromEnv = (name: string, fallback: number) => {
  const value = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

const USERS = intFromEnv('BENCH_LEADERBOARD_USERS', 100_000);
const DAYS = intFromEnv('BENCH_LEADERBOARD_DAYS', 14);
const REQUESTS = intFromEnv('BENCH_LEADERBOARD_REQUESTS', 200);
const ACTIVE_PERCENT = Math.min(100, intFromEnv('BENCH_LEADERBOARD_ACTIVE', 50));
/** Viewers with a sign-in session: 100 users spread evenly, so their ranks run from the top to the bottom. */
const VIEWER_EVERY = Math.max(1, Math.floor(USERS / 100));

const viewerToken = (n: number) => `leaderboard-bench-${n}`;

async function timed(step: string, fn: () => Promise<unknown>): Promise<void> {
  const t0 = performance.now();
  await fn();
  console.log(`  ${step}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

/** Users, profiles, viewer sessions, a window of daily XP and practice, all-time totals and high scores. */
async function generateLeaderboardData(db: Db): Promise<void> {
  const run = (query: SQL) => db.execute(query);
  // Active in the window when under ACTIVE_PERCENT; an active user practises on 15–95 % of the days.
  const activity = sql`(hashtext('activity/' || g) & 2147483647) % 100`;
  const practiceChance = sql`15 + (hashtext('chance/' || g) & 2147483647) % 81`;
  await timed('users and profiles', async () => {
    await run(sql`create temporary table bench_ids as
      select g, md5('lb-' || g)::uuid as id from generate_series(1, ${USERS}::int) g`);
    await run(
      sql`insert into users (id, email, password_hash) select id, 'lb-' || g || '@bench.test', 'x' from bench_ids`,
    );
    await run(sql`insert into profiles (id, username, leaderboard_nickname, timezone, membership_level)
      select id, case when g % 3 <> 2 then 'player' || g end, case when g % 3 = 0 then 'Nick' || g end,
        (${`{${PROFILE_TIME_ZONES.join(',')}}`}::text[])[1 + (hashtext('zone/' || g) & 2147483647) % ${PROFILE_TIME_ZONES.length}::int], 1
      from bench_ids`);
    await run(sql`insert into sessions (token_hash, user_id, expires_at, absolute_expires_at)
      select encode(sha256(convert_to('leaderboard-bench-' || g, 'UTF8')), 'hex'), id,
        now() + interval '30 days', now() + interval '90 days'
      from bench_ids where g % ${VIEWER_EVERY}::int = 0`);
  });
  await timed(`${DAYS} days of daily XP awards and practice day totals`, async () => {
    await run(sql`create temporary table bench_days as
      select b.g, b.id, d.day, hashtext(b.g || '/' || d.day) & 2147483647 as h
      from bench_ids b
      cross join generate_series(current_date - ${DAYS - 1}::int, current_date, interval '1 day') d(day)
      where ${activity} < ${ACTIVE_PERCENT}::int and (hashtext(b.g || '/' || d.day) & 2147483647) % 100 < ${practiceChance}`);
    await run(sql`insert into xp_awards (receiver_id, amount, description, system_award, award_key, awarded_at)
      select id, 25 + 2 * (1 + h % 100), 'Daily practice', true, 'daily:' || day::date,
        day + make_interval(mins => 17 * 60 + h % 300)
      from bench_days`);
    await run(sql`insert into practice_day_totals (user_id, date, minutes)
      select id, day::date, 10 + h % 80 + case when h % 5 = 0 then 10 + (h >> 8) % 60 else 0 end from bench_days`);
  });
  await timed('all-time XP, practice minutes and high scores', async () => {
    // The window plus an older history (none for a tenth of the users, who have never practised).
    await run(sql`insert into user_xp (user_id, xp)
      select b.id, coalesce(w.xp, 0) + case when g % 10 = 0 then 0 else (hashtext('xp/' || g) & 2147483647) % 40000 end
      from bench_ids b left join (select receiver_id, sum(amount) as xp from xp_awards group by receiver_id) w
        on w.receiver_id = b.id`);
    await run(sql`insert into practice_totals (user_id, minutes)
      select b.id, coalesce(w.minutes, 0) + case when g % 10 = 0 then 0 else (hashtext('min/' || g) & 2147483647) % 30000 end
      from bench_ids b left join (select user_id, sum(minutes) as minutes from practice_day_totals group by user_id) w
        on w.user_id = b.id
      where g % 10 <> 0 or w.minutes is not null`);
    // Scores in steps of 10 over each game's range, so there are many ties.
    await run(sql`insert into game_high_scores (user_id, game, score, achieved_at)
      select id, 'intervalOrganizer', 15000 + ((hashtext('io/' || g) & 2147483647) % 901) * 10, now()
      from bench_ids where g % 20 < 9`);
    await run(sql`insert into game_high_scores (user_id, game, score, achieved_at)
      select id, 'triadFinder', 5000 + ((hashtext('tf/' || g) & 2147483647) % 1501) * 10, now()
      from bench_ids where g % 10 < 3`);
  });
  await timed('analyze', () => run(sql`analyze`));
}

const CASES: Array<{ board: (typeof LEADERBOARD_BOARDS)[number]; period: LeaderboardPeriod }> = [
  ...LEADERBOARD_BOARDS.map((board) => ({ board, period: 'all' as const })),
  { board: 'xp', period: 'week' },
  { board: 'practice', period: 'week' },
];

/** EXPLAIN ANALYZE of each board's statement, for a viewer in the middle of the field. */
async function explainBoards(ctx: TestContext): Promise<void> {
  const db = ctx.database.db;
  const middle = Math.floor(USERS / 2);
  const [viewer] = (
    (await db.execute(sql`select md5('lb-' || ${middle}::int)::uuid::text as id`)) as unknown as {
      rows: Array<{ id: string }>;
    }
  ).rows;
  for (const { board, period } of CASES) {
    const week = period === 'week' ? weekWindow(new Date(), 'Asia/Tokyo') : null;
    const result = (await db.execute(
      sql`explain (analyze, costs off) ${leaderboardStatement(board, week, viewer!.id)}`,
    )) as unknown as { rows: Array<{ 'QUERY PLAN': string }> };
    console.log(
      `\n  EXPLAIN ANALYZE ${board} (${period}):\n    ${result.rows.map((row) => row['QUERY PLAN']).join('\n    ')}`,
    );
  }
}

export async function runLeaderboardBench(): Promise<void> {
  console.log(
    `${LEADERBOARD_BENCH_NAME}: generating ${USERS.toLocaleString('en')} users, ${ACTIVE_PERCENT} % active in ${DAYS} days`,
  );
  const ctx = await createTestContext();
  try {
    await generateLeaderboardData(ctx.database.db);
    const viewers = Math.floor(USERS / VIEWER_EVERY);
    for (const { board, period } of CASES) {
      const url = `/api/leaderboard?board=${board}&period=${period}`;
      const send = (i: number) =>
        ctx.app.inject({
          method: 'GET',
          url,
          cookies: { [SESSION_COOKIE]: viewerToken(((i * 37) % viewers) * VIEWER_EVERY + VIEWER_EVERY) },
        });
      for (let i = 0; i < 10; i++) await send(i);
      const timings: number[] = [];
      const started = performance.now();
      for (let i = 0; i < REQUESTS; i++) {
        const t0 = performance.now();
        const response = await send(i);
        timings.push(performance.now() - t0);
        if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      }
      console.log(`  ${board} (${period})\n    ${formatLatency(timings, performance.now() - started)}`);
    }
    await explainBoards(ctx);
  } finally {
    await ctx.close();
  }
}
