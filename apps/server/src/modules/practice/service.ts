import {
  PERMANENT_DELETION_DAYS,
  dailyLimitMessage,
  dailyXpForStreak,
  fitsPracticeDay,
  messages,
  practiceDateError,
  type CreatePracticeSessionResponse,
  type HistoryResponse,
  type PracticeSession,
  type createPracticeSessionRequestSchema,
  type historyQuerySchema,
  type recentSessionsQuerySchema,
} from '@woodshed/shared';
import { and, arrayContains, count, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { practiceSessions, profiles } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Job } from '../../lib/jobs.ts';
import { unknownFocusAreaIds } from '../focus-areas/index.ts';
import { evaluateAchievements } from '../achievements/index.ts';
import { awardXp } from '../xp/index.ts';
import { currentStreak } from '../stats/index.ts';

export type CreatePracticeSessionInput = z.output<typeof createPracticeSessionRequestSchema>;
export type RecentSessionsQuery = z.output<typeof recentSessionsQuerySchema>;
export type HistoryQuery = z.output<typeof historyQuerySchema>;

const sessionColumns = {
  id: practiceSessions.id,
  date: practiceSessions.date,
  duration: practiceSessions.duration,
  focusAreas: practiceSessions.focusAreas,
  focusAreaIds: practiceSessions.focusAreaIds,
  notes: practiceSessions.notes,
  createdAt: practiceSessions.createdAt,
  updatedAt: practiceSessions.updatedAt,
  scheduledRemoval: practiceSessions.scheduledRemoval,
};

interface SessionRow {
  id: string;
  date: string;
  duration: number;
  focusAreas: string[];
  focusAreaIds: number[];
  notes: string | null;
  createdAt: Date;
  updatedAt: Date;
  scheduledRemoval: boolean;
}

export function toPracticeSession(row: SessionRow): PracticeSession {
  return {
    id: row.id,
    date: row.date,
    duration: row.duration,
    focusAreas: row.focusAreas,
    focusAreaIds: row.focusAreaIds,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    scheduledRemoval: row.scheduledRemoval,
  };
}

/** The award key that keeps daily XP to once per user and practice date. */
export const dailyXpKey = (date: string) => `daily:${date}`;

const ownedBy = (userId: string, id: string) => and(eq(practiceSessions.id, id), eq(practiceSessions.userId, userId));

/**
 * Serialises the writes that add minutes to a user's days (log, restore) until the transaction ends: the
 * user's profile row is locked, so two simultaneous requests cannot both see room for their minutes.
 * `no key update` leaves foreign-key checks against the row (key share) unblocked.
 */
async function lockUserPracticeDays(tx: Tx, userId: string): Promise<void> {
  const [profile] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .for('no key update');
  // A signed-in user always has a profile; without one the lock would protect nothing.
  if (!profile) throw notFound(messages.errors.notFound);
}

/**
 * Minutes on the user's sessions dated `date` that are not pending deletion, leaving out the
 * session `exceptId` (the one being edited).
 */
async function minutesOnDate(tx: Tx, userId: string, date: string, exceptId?: string): Promise<number> {
  const [row] = await tx
    .select({ minutes: sql<number>`coalesce(sum(${practiceSessions.duration}), 0)::int` })
    .from(practiceSessions)
    .where(
      and(
        eq(practiceSessions.userId, userId),
        eq(practiceSessions.scheduledRemoval, false),
        eq(practiceSessions.date, date),
        exceptId === undefined ? undefined : ne(practiceSessions.id, exceptId),
      ),
    );
  return row?.minutes ?? 0;
}

/**
 * Logs a session. `today` is the user's local date (their time zone, the app clock): the date
 * must lie from today − 14 days to today, and the day's sessions not pending deletion may hold at most
 * 24 hours with this one (checked under a per-user lock, so concurrent requests cannot both pass).
 * A session dated today also grants the daily XP, `25 + 2 × min(streak, 100)` with the streak counting this
 * session, once per user and date; the session, the award, the XP total and the achievements it
 * earns commit together (inside the caller's transaction when given one, e.g. a routine phase that logs practice).
 */
export async function createPracticeSession(
  db: DbOrTx,
  userId: string,
  input: CreatePracticeSessionInput,
  today: string,
): Promise<CreatePracticeSessionResponse> {
  const dateError = practiceDateError(input.date, today);
  if (dateError) throw badRequest(dateError, 'date');
  const focusAreaIds = [...new Set(input.focusAreaIds)];
  // The schema bounds each id to int4, so the database can compare them all.
  if ((await unknownFocusAreaIds(db, focusAreaIds)).length > 0) {
    throw badRequest(messages.practice.focusAreaUnknown, 'focusAreaIds');
  }

  return db.transaction(async (tx) => {
    await lockUserPracticeDays(tx, userId);
    const logged = await minutesOnDate(tx, userId, input.date);
    if (!fitsPracticeDay(logged, input.duration)) throw badRequest(dailyLimitMessage(logged, input.date), 'duration');
    const [row] = await tx
      .insert(practiceSessions)
      .values({
        userId,
        date: input.date,
        duration: input.duration,
        focusAreas: input.focusAreas,
        focusAreaIds,
        notes: input.notes,
      })
      .returning(sessionColumns);
    if (!row) throw new Error('insert returned no row');
    let xpAwarded = 0;
    if (input.date === today) {
      const streak = await currentStreak(tx, userId, today);
      xpAwarded = await awardXp(tx, {
        receiverId: userId,
        amount: dailyXpForStreak(streak),
        description: messages.practice.dailyXpDescription,
        systemAward: true,
        awardKey: dailyXpKey(today),
      });
    }
    await evaluateAchievements(tx, userId, { kind: 'practice', today });
    return { session: toPracticeSession(row), xpAwarded };
  });
}

/**
 * Corrects one of the user's active sessions (issue 12): date, duration, focus areas and notes, with the rules
 * of logging (date from today − 14 days to today; the target day at most 24 hours counting its other active
 * sessions, not this one; under the same per-user lock). A session pending deletion is refused (409). Daily XP
 * is neither granted nor taken back; a longer session or a filled gap may earn an achievement.
 */
export async function updatePracticeSession(
  db: DbOrTx,
  userId: string,
  id: string,
  input: CreatePracticeSessionInput,
  today: string,
): Promise<PracticeSession> {
  if (!isUuid(id)) throw notFound(messages.errors.notFound);
  const dateError = practiceDateError(input.date, today);
  if (dateError) throw badRequest(dateError, 'date');
  const focusAreaIds = [...new Set(input.focusAreaIds)];
  if ((await unknownFocusAreaIds(db, focusAreaIds)).length > 0) {
    throw badRequest(messages.practice.focusAreaUnknown, 'focusAreaIds');
  }

  return db.transaction(async (tx) => {
    await lockUserPracticeDays(tx, userId);
    const [current] = await tx
      .select({ scheduledRemoval: practiceSessions.scheduledRemoval })
      .from(practiceSessions)
      .where(ownedBy(userId, id));
    if (!current) throw notFound(messages.errors.notFound);
    if (current.scheduledRemoval) throw new AppError('conflict', messages.practice.editPending);
    const logged = await minutesOnDate(tx, userId, input.date, id);
    if (!fitsPracticeDay(logged, input.duration)) throw badRequest(dailyLimitMessage(logged, input.date), 'duration');
    const [row] = await tx
      .update(practiceSessions)
      .set({
        date: input.date,
        duration: input.duration,
        focusAreas: input.focusAreas,
        focusAreaIds,
        notes: input.notes,
        updatedAt: sql`now()`,
      })
      .where(ownedBy(userId, id))
      .returning(sessionColumns);
    if (!row) throw notFound(messages.errors.notFound);
    await evaluateAchievements(tx, userId, { kind: 'practice', today });
    return toPracticeSession(row);
  });
}

/**
 * The practice page's list: active sessions by date then creation, newest first, or
 * sessions pending deletion by their last update, newest first.
 */
export async function listRecentSessions(
  db: DbOrTx,
  userId: string,
  query: RecentSessionsQuery,
): Promise<{ items: PracticeSession[] }> {
  const pending = query.status === 'pending';
  const rows = await db
    .select(sessionColumns)
    .from(practiceSessions)
    .where(and(eq(practiceSessions.userId, userId), eq(practiceSessions.scheduledRemoval, pending)))
    .orderBy(
      ...(pending
        ? [desc(practiceSessions.updatedAt), desc(practiceSessions.id)]
        : [desc(practiceSessions.date), desc(practiceSessions.createdAt), desc(practiceSessions.id)]),
    )
    .limit(query.limit);
  return { items: rows.map(toPracticeSession) };
}

/**
 * A page of the history, optionally only sessions with a focus area: newest practice date
 * first, then newest logged, like the practice page's list (issue 12; the spec's "by creation time" put a
 * session dated yesterday above one dated today when it was typed in later).
 */
export async function listHistory(db: DbOrTx, userId: string, query: HistoryQuery): Promise<HistoryResponse> {
  // The schema bounds the id to int4 (a larger one would make Postgres refuse the comparison).
  const { focusAreaId } = query;
  const where = and(
    eq(practiceSessions.userId, userId),
    eq(practiceSessions.scheduledRemoval, query.status === 'deleted'),
    focusAreaId === undefined ? undefined : arrayContains(practiceSessions.focusAreaIds, [focusAreaId]),
  );
  const [rows, totals] = await Promise.all([
    db
      .select(sessionColumns)
      .from(practiceSessions)
      .where(where)
      .orderBy(desc(practiceSessions.date), desc(practiceSessions.createdAt), desc(practiceSessions.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(practiceSessions).where(where),
  ]);
  return { items: rows.map(toPracticeSession), total: totals[0]?.total ?? 0 };
}

/** One of the user's sessions; anyone else's, an unknown id or one that is not a uuid is a 404. */
export async function getPracticeSession(db: DbOrTx, userId: string, id: string): Promise<PracticeSession> {
  if (!isUuid(id)) throw notFound(messages.errors.notFound);
  const [row] = await db.select(sessionColumns).from(practiceSessions).where(ownedBy(userId, id)).limit(1);
  if (!row) throw notFound(messages.errors.notFound);
  return toPracticeSession(row);
}

/**
 * Soft delete (`removal` true: pending deletion, purged 14 days after `updated_at`) or restore (false).
 * A session already in that state is answered unchanged; its `updated_at` (and so its purge date) stays.
 * Restoring is refused (400) when it would take the session's day past 24 hours, under the
 * same per-user lock as logging, and may earn an achievement (`today`: the user's local date). Daily XP is not
 * taken back, nor are achievements.
 */
export async function setScheduledRemoval(
  db: DbOrTx,
  userId: string,
  id: string,
  removal: boolean,
  today: string,
): Promise<PracticeSession> {
  if (!isUuid(id)) throw notFound(messages.errors.notFound);
  const update = async (dbOrTx: DbOrTx) => {
    const [row] = await dbOrTx
      .update(practiceSessions)
      .set({
        scheduledRemoval: removal,
        updatedAt: sql`case when ${practiceSessions.scheduledRemoval} = ${removal} then ${practiceSessions.updatedAt} else now() end`,
      })
      .where(ownedBy(userId, id))
      .returning(sessionColumns);
    if (!row) throw notFound(messages.errors.notFound);
    return toPracticeSession(row);
  };
  // Deleting only frees minutes: one statement, no lock.
  if (removal) return update(db);
  return db.transaction(async (tx) => {
    await lockUserPracticeDays(tx, userId);
    const [session] = await tx
      .select({
        date: practiceSessions.date,
        duration: practiceSessions.duration,
        scheduledRemoval: practiceSessions.scheduledRemoval,
      })
      .from(practiceSessions)
      .where(ownedBy(userId, id));
    if (!session) throw notFound(messages.errors.notFound);
    if (session.scheduledRemoval) {
      const logged = await minutesOnDate(tx, userId, session.date);
      if (!fitsPracticeDay(logged, session.duration)) throw badRequest(dailyLimitMessage(logged, session.date, true));
    }
    const restored = await update(tx);
    await evaluateAchievements(tx, userId, { kind: 'practice', today });
    return restored;
  });
}

/**
 * Deletes for good the sessions pending deletion for more than PERMANENT_DELETION_DAYS,
 * measured against the database's clock; returns how many went. Run by the purge job.
 */
export async function purgeRemovedSessions(db: DbOrTx): Promise<number> {
  const deleted = await db
    .delete(practiceSessions)
    .where(
      and(
        // Written as the bare column so the planner matches the partial index practice_sessions_removal_idx.
        sql`${practiceSessions.scheduledRemoval}`,
        lt(practiceSessions.updatedAt, sql`now() - make_interval(days => ${PERMANENT_DELETION_DAYS}::int)`),
      ),
    )
    .returning({ id: practiceSessions.id });
  return deleted.length;
}

/** Sessions pending deletion for more than 14 days go for good. */
export const practicePurge: Job = {
  name: 'practice-purge',
  lockKey: 7_357_101,
  async run(tx) {
    await purgeRemovedSessions(tx);
  },
};
