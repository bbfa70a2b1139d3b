/**
 * The User Management benchmark (issue 18): GET /api/admin/users on an in-memory PGlite (or a fresh PostgreSQL
 * database under DATABASE_URL) holding BENCH_ADMIN_USERS users (default 100,000), through the real app, as a
 * superadmin: the first page, a search by part of an e-mail or username, and the last page. Users, profiles (two
 * thirds with a username, a tenth changed by the admin) and XP totals are made with set-based SQL; each case then
 * runs BENCH_ADMIN_REQUESTS requests (default 100) one at a time.
 *
 * Run: `npm run bench -- admin`.
 */
import { performance } from 'node:perf_hooks';
import { ADMIN_USERS_PAGE_SIZE, SESSION_COOKIE } from '@woodshed/shared';
import { sql } from 'drizzle-orm';
import { createTestContext } from '../apps/server/src/test/harness.ts';
import { formatLatency } from './stats.ts';

export const ADMIN_USERS_BENCH_NAME = 'GET /api/admin/users (100,000 users; first page, search, last page)';

const intFromEnv = (name: string, fallback: number) => {
  const value = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

const USERS = intFromEnv('BENCH_ADMIN_USERS', 100_000);
const REQUESTS = intFromEnv('BENCH_ADMIN_REQUESTS', 100);
const ADMIN_TOKEN = 'admin-users-bench';

export async function runAdminUsersBench(): Promise<void> {
  console.log(`${ADMIN_USERS_BENCH_NAME}: generating ${USERS.toLocaleString('en')} users`);
  const ctx = await createTestContext();
  try {
    const db = ctx.database.db;
    const t0 = performance.now();
    // One user a minute back from now, so created_at orders them; the first is the superadmin who asks.
    await db.execute(sql`create temporary table bench_ids as
      select g, gen_random_uuid() as id, now() - make_interval(mins => g) as created_at
      from generate_series(1, ${USERS}::int) g`);
    await db.execute(sql`insert into users (id, email, password_hash, created_at)
      select id, 'student' || g || '@school' || (g % 50) || '.test', 'x', created_at from bench_ids`);
    await db.execute(sql`insert into profiles (id, username, is_superadmin, membership_level, admin_override,
        override_admin_id, created_at)
      select id, case when g % 3 <> 0 then 'picker_' || g end, g = 1, 1 + g % 3, g % 10 = 0,
        case when g % 10 = 0 then (select id from bench_ids where g = 1) end, created_at
      from bench_ids`);
    await db.execute(sql`insert into user_xp (user_id, xp)
      select id, (hashtext('xp/' || g) & 2147483647) % 40000 from bench_ids where g % 4 <> 0`);
    await db.execute(sql`insert into sessions (token_hash, user_id, expires_at, absolute_expires_at)
      values (encode(sha256(convert_to(${ADMIN_TOKEN}, 'UTF8')), 'hex'), (select id from bench_ids where g = 1),
        now() + interval '30 days', now() + interval '90 days')`);
    await db.execute(sql`analyze`);
    console.log(`  data: ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const lastPage = Math.ceil(USERS / ADMIN_USERS_PAGE_SIZE);
    const cases = [
      { name: 'first page', url: '/api/admin/users?page=1' },
      { name: 'search (part of a username, few matches)', url: '/api/admin/users?search=picker_4242' },
      { name: 'search (part of an e-mail domain, many matches)', url: '/api/admin/users?search=school7.test' },
      { name: `last page (${lastPage})`, url: `/api/admin/users?page=${lastPage}` },
    ];
    for (const { name, url } of cases) {
      const send = () => ctx.app.inject({ method: 'GET', url, cookies: { [SESSION_COOKIE]: ADMIN_TOKEN } });
      for (let i = 0; i < 5; i++) await send();
      const timings: number[] = [];
      const started = performance.now();
      for (let i = 0; i < REQUESTS; i++) {
        const begin = performance.now();
        const response = await send();
        timings.push(performance.now() - begin);
        if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      }
      console.log(`  ${name}\n    ${formatLatency(timings, performance.now() - started)}`);
    }
  } finally {
    await ctx.close();
  }
}
