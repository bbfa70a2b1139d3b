import { and, between, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { practiceDayTotals } from '../../db/schema/index.ts';

/**
 * The current streak as one scalar subquery over practice_day_totals (a row per date with active minutes, kept by
 * the sessions' trigger): `json_build_object('days', n, 'since', 'YYYY-MM-DD' | null)`. The user's dates up to
 * today are read newest first along the primary key; a date belongs to the current run when it plus its position
 * (1, 2, …) equals the newest date plus one, which holds exactly for the unbroken run of days from the newest (each
 * gap makes the sum smaller for good). The run counts only when its newest date is today or yesterday. Shared by
 * currentStreakRun and the dashboard's single statement.
 */
export function streakRunSql(userId: string | Placeholder, today: string | Placeholder): SQL {
  return sql`(
    select json_build_object('days', count(*)::int, 'since', min(run.date)::text)
    from (
      select date, date + (row_number() over (order by date desc))::int as reach,
        first_value(date) over (order by date desc) as newest
      from practice_day_totals
      where user_id = ${userId} and date <= ${today}::date
    ) run
    where run.reach = run.newest + 1 and run.newest >= ${today}::date - 1
  )`;
}

/** The current streak in days (see streakRunSql). */
export async function currentStreak(db: DbOrTx, userId: string, today: string): Promise<number> {
  return (await currentStreakRun(db, userId, today)).days;
}

/** The current streak and the date it began (null without one): a streak achievement is earned once per run. */
export async function currentStreakRun(
  db: DbOrTx,
  userId: string,
  today: string,
): Promise<{ days: number; since: string | null }> {
  const result = await db.execute(sql`select ${streakRunSql(userId, today)} as run`);
  const [row] = (result as unknown as { rows: { run: { days: number; since: string | null } }[] }).rows;
  return row?.run ?? { days: 0, since: null };
}

/** Minutes practised per date from `from` to `to` inclusive (dates without practice are absent). */
export async function minutesByDate(
  db: DbOrTx,
  userId: string,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ date: practiceDayTotals.date, minutes: practiceDayTotals.minutes })
    .from(practiceDayTotals)
    .where(and(eq(practiceDayTotals.userId, userId), between(practiceDayTotals.date, from, to)));
  return new Map(rows.map((r) => [r.date, r.minutes]));
}
