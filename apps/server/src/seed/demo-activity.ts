import {
  DAILY_XP_STREAK_CAP,
  FOCUS_AREAS,
  addDaysToDate,
  daysBetween,
  localDateOf,
  messages,
  seedFrom,
  startOfLocalDay,
} from '@woodshed/shared';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../db/client.ts';
import { focusAreas, practiceSessions, profiles, users, xpAwards } from '../db/schema/index.ts';
import { dailyXpKey } from '../modules/practice/index.ts';
import { awardXpMany } from '../modules/xp/index.ts';
import { lockUserAwards } from '../modules/achievements/index.ts';
import { DEMO_LEARNER, DEMO_TEACHER } from './demo.ts';
import { earnDemoAchievements } from './demo-achievements-state.ts';
import { seedDemoExtras, type DemoExtrasResult } from './demo-extras.ts';
import { DEMO_PLAYERS } from './demo-players.ts';
import { planDemoRoutineSession } from './demo-routines.ts';
import {
  LEARNER_HABIT,
  TEACHER_HABIT,
  dailyAwardsFor,
  planHistory,
  planTopUp,
  type DailyAward,
  type PlannedSession,
  type PracticeHabit,
} from './demo-pattern.ts';

/**
 * The demo school's activity (issue 11), dated relative to today in each demo account's zone.
 *
 * - An account with no practice sessions and no XP awards at all gets its first history (and, for the learner,
 *   goals, bookmarks, chord ratings, collections and routines). Awards cannot be deleted by anyone, so once seeded an
 *   account never qualifies again, even if its person deletes everything.
 * - Later, when the newest day the account has any trace of practice (a session, pending deletion included, or
 *   a daily award) is older than yesterday, the days after it up to today are filled so the streak is alive
 *   again. Nothing is ever changed or deleted, only appended, and never on a day the person already had.
 * - When nothing is due this costs one query. The work runs in one transaction under an advisory lock, with the
 *   state read again inside it, so instances starting together do it once.
 */

export interface DemoActivityPlan {
  email: string;
  habit: PracticeHabit;
  /** Also goals, bookmarks, chord ratings and collections with the first history. */
  extras: boolean;
}

export const DEMO_ACTIVITY: readonly DemoActivityPlan[] = [
  { email: DEMO_LEARNER.email, habit: LEARNER_HABIT, extras: true },
  { email: DEMO_TEACHER.email, habit: TEACHER_HABIT, extras: false },
  // The leaderboard's other students (issue 14), created by seedDemoPlayers.
  ...DEMO_PLAYERS.map((p) => ({ email: p.email, habit: p.habit, extras: false })),
];

/** Arbitrary, unique: the transaction-scoped advisory lock of this seed. */
const DEMO_ACTIVITY_LOCK_KEY = 7_357_201;
const DAILY_KEY_PREFIX = dailyXpKey('');

export interface DemoActivityResult {
  email: string;
  action: 'history' | 'top-up';
  sessions: number;
  days: number;
  /** XP awarded: the daily awards and the achievements the history met. */
  xp: number;
  extras: DemoExtrasResult | null;
}

interface DemoAccountState {
  userId: string;
  email: string;
  timezone: string;
  newestSession: string | null;
  newestDailyKey: string | null;
  hasAwards: boolean;
}

/** Every demo account's state in one statement (each subquery an index lookup on the user). */
async function readStates(db: DbOrTx, emails: string[]): Promise<DemoAccountState[]> {
  return db
    .select({
      userId: users.id,
      email: users.email,
      timezone: profiles.timezone,
      newestSession: sql<
        string | null
      >`(select max(ps.date)::text from ${practiceSessions} ps where ps.user_id = ${users.id})`,
      newestDailyKey: sql<
        string | null
      >`(select max(a.award_key) from ${xpAwards} a where a.receiver_id = ${users.id} and a.award_key like ${`${DAILY_KEY_PREFIX}%`})`,
      hasAwards: sql<boolean>`exists (select 1 from ${xpAwards} a where a.receiver_id = ${users.id})`,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(inArray(users.email, emails));
}

/** The newest date with any trace of practice: a session (in any state) or a daily award. */
function newestPracticeDay(state: DemoAccountState): string | null {
  const fromAward = state.newestDailyKey?.slice(DAILY_KEY_PREFIX.length) ?? null;
  if (state.newestSession === null) return fromAward;
  if (fromAward === null) return state.newestSession;
  return fromAward > state.newestSession ? fromAward : state.newestSession;
}

function actionFor(state: DemoAccountState, now: Date): DemoActivityResult['action'] | null {
  if (state.newestSession === null && !state.hasAwards) return 'history';
  const newest = newestPracticeDay(state);
  if (newest === null) return null;
  return daysBetween(newest, localDateOf(now, state.timezone)) > 1 ? 'top-up' : null;
}

/**
 * Creates or tops up the demo accounts' activity (see above); `now` is the real clock (tests pass another).
 * Accounts not in `plans`, or not present, are never touched. Returns what was done, nothing when up to date.
 */
export async function seedDemoActivity(
  db: Db,
  now: Date,
  plans: readonly DemoActivityPlan[] = DEMO_ACTIVITY,
): Promise<DemoActivityResult[]> {
  const emails = plans.map((plan) => plan.email);
  if (!(await readStates(db, emails)).some((state) => actionFor(state, now))) return [];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_ACTIVITY_LOCK_KEY})`);
    // Read again under the lock: another instance may have done the work meanwhile.
    const states = await readStates(tx, emails);
    const results: DemoActivityResult[] = [];
    for (const plan of plans) {
      const state = states.find((s) => s.email === plan.email);
      const action = state && actionFor(state, now);
      if (!state || !action) continue;
      // Before any award, as every path that awards (the achievements service's lock order).
      await lockUserAwards(tx, state.userId);
      const result = action === 'history' ? await seedHistory(tx, state, plan, now) : await topUp(tx, state, plan, now);
      // What the new days meet, earned as practice would have earned it on those days, and marked as told.
      result.xp += await earnDemoAchievements(tx, state.userId);
      results.push(result);
    }
    return results;
  });
}

async function seedHistory(
  tx: Tx,
  state: DemoAccountState,
  plan: DemoActivityPlan,
  now: Date,
): Promise<DemoActivityResult> {
  const today = localDateOf(now, state.timezone);
  const sessions = planHistory(plan.habit, today, seedFrom(`${state.email}:${today}`));
  // The learner's routine Warmup, completed today, logged its session with today's practice (issue 13).
  const routineWarmupDone = plan.extras && planDemoRoutineSession(sessions, today);
  const dates = [...new Set(sessions.map((s) => s.date))];
  const loggedAt = await insertSessions(tx, state, sessions, now);
  await joinBefore(tx, state.userId, loggedAt);
  const xp = await awardDays(tx, state.userId, dailyAwardsFor(dates, dates), loggedAt);
  const extras = plan.extras ? await seedDemoExtras(tx, state.userId, today, now, routineWarmupDone) : null;
  return { email: state.email, action: 'history', sessions: sessions.length, days: dates.length, xp, extras };
}

async function topUp(tx: Tx, state: DemoAccountState, plan: DemoActivityPlan, now: Date): Promise<DemoActivityResult> {
  const today = localDateOf(now, state.timezone);
  const newest = newestPracticeDay(state)!;
  const sessions = planTopUp(plan.habit, newest, today, seedFrom(`${state.email}:${newest}:${today}`));
  const dates = [...new Set(sessions.map((s) => s.date))];
  let xp = 0;
  if (dates.length > 0) {
    // The streak on each new day counts the active days before it; beyond the cap they no longer change the XP.
    const earlier = await tx
      .selectDistinct({ date: practiceSessions.date })
      .from(practiceSessions)
      .where(
        and(
          eq(practiceSessions.userId, state.userId),
          eq(practiceSessions.scheduledRemoval, false),
          gte(practiceSessions.date, addDaysToDate(dates[0]!, -(DAILY_XP_STREAK_CAP + 1))),
          lte(practiceSessions.date, newest),
        ),
      );
    const loggedAt = await insertSessions(tx, state, sessions, now);
    const awards = dailyAwardsFor([...earlier.map((row) => row.date), ...dates], dates);
    xp = await awardDays(tx, state.userId, awards, loggedAt);
  }
  return { email: state.email, action: 'top-up', sessions: sessions.length, days: dates.length, xp, extras: null };
}

/**
 * Dates the account's sign-up an hour before its first session was logged (issue 26: the demo learner practised
 * for months but had "joined" today), unless it already joined earlier (the players are created so).
 */
async function joinBefore(tx: Tx, userId: string, loggedAt: ReadonlyMap<string, Date>): Promise<void> {
  const first = Math.min(...[...loggedAt.values()].map((at) => at.getTime()));
  if (!Number.isFinite(first)) return;
  const joined = new Date(first - 60 * 60_000);
  await tx
    .update(users)
    .set({ createdAt: sql`least(${users.createdAt}, ${joined.toISOString()}::timestamptz)` })
    .where(eq(users.id, userId));
  await tx
    .update(profiles)
    .set({ createdAt: sql`least(${profiles.createdAt}, ${joined.toISOString()}::timestamptz)` })
    .where(eq(profiles.id, userId));
}

/** Inserts the sessions in one statement; answers when each day's first session was logged. */
async function insertSessions(
  tx: Tx,
  state: DemoAccountState,
  sessions: readonly PlannedSession[],
  now: Date,
): Promise<Map<string, Date>> {
  const firstLogged = new Map<string, Date>();
  if (sessions.length === 0) return firstLogged;
  const areas = await tx
    .select({ id: focusAreas.id, name: focusAreas.name })
    .from(focusAreas)
    .where(inArray(focusAreas.name, [...FOCUS_AREAS]));
  const idOf = new Map(areas.map((area) => [area.name, area.id]));
  const values = sessions.map((session) => {
    // Logged that evening, or just now for a session today planned later than now.
    const at = new Date(
      Math.min(startOfLocalDay(session.date, state.timezone) + session.loggedAtMinute * 60_000, now.getTime()),
    );
    if (!firstLogged.has(session.date)) firstLogged.set(session.date, at);
    return {
      userId: state.userId,
      date: session.date,
      duration: session.duration,
      focusAreas: session.customFocus,
      focusAreaIds: session.focusAreas.flatMap((name) => idOf.get(name) ?? []),
      notes: session.notes,
      createdAt: at,
      updatedAt: at,
    };
  });
  await tx.insert(practiceSessions).values(values);
  return firstLogged;
}

/**
 * The daily awards as the practice service grants them (§5.4): system awards 'Daily practice'
 * keyed `daily:{date}` (a key the user already has is skipped), through the XP service like every award.
 */
async function awardDays(
  tx: Tx,
  userId: string,
  awards: readonly DailyAward[],
  loggedAt: ReadonlyMap<string, Date>,
): Promise<number> {
  return awardXpMany(
    tx,
    awards.map((award) => ({
      receiverId: userId,
      amount: award.amount,
      description: messages.practice.dailyXpDescription,
      systemAward: true,
      awardKey: dailyXpKey(award.date),
      awardedAt: loggedAt.get(award.date),
    })),
  );
}
