import {
  PERMANENT_DELETION_DAYS,
  dailyXpForStreak,
  isPracticeDateAllowed,
  messages,
  type CreatePracticeSessionResponse,
  type HistoryResponse,
  type PracticeSession,
  type createPracticeSessionRequestSchema,
  type historyQuerySchema,
  type recentSessionsQuerySchema,
} from '@woodshed/shared';
import { and, arrayContains, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { practiceSessions } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { unknownFocusAreaIds } from '../focus-areas/service.ts';
import { awardXp } from '../xp/service.ts';
import { currentStreak } from './stats.ts';

export type CreatePracticeSessionInput = z.output<typeof createPracticeSessionRequestSchema>;
export type RecentSessionsQuery = z.output<typeof recentSessionsQuerySchema>;
export type HistoryQuery = z.output<typeof historyQuerySchema>;

/** The largest value of a Postgres integer: a larger focus area id cannot exist. */
const MAX_INT4 = 2_147_483_647;

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

/** The award key that keeps daily XP to once per user and practice date (DESIGN §5.3). */
export const dailyXpKey = (date: string) => `daily:${date}`;

const ownedBy = (userId: string, id: string) => and(eq(practiceSessions.id, id), eq(practiceSessions.userId, userId));

/**
 * Logs a session (spec part 1 §5). `today` is the user's local date (their time zone, the app clock).
 * A session dated today also grants the daily XP, `25 + 2 × min(streak, 100)` with the streak counting this
 * session, once per user and date (DESIGN §5.3); the session, the award and the XP total commit together
 * (inside the caller's transaction when given one, e.g. a routine phase that logs practice).
 */
export async function createPracticeSession(
  db: DbOrTx,
  userId: string,
  input: CreatePracticeSessionInput,
  today: string,
): Promise<CreatePracticeSessionResponse> {
  if (!isPracticeDateAllowed(input.date, today)) {
    throw badRequest(input.date > today ? messages.practice.dateInFuture : messages.practice.dateTooOld, 'date');
  }
  const focusAreaIds = [...new Set(input.focusAreaIds)];
  if (focusAreaIds.some((id) => id > MAX_INT4) || (await unknownFocusAreaIds(db, focusAreaIds)).length > 0) {
    throw badRequest(messages.practice.focusAreaUnknown, 'focusAreaIds');
  }

  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(practiceSessions)
      .values({ userId, date: input.date, duration: input.duration, focusAreas: input.focusAreas, focusAreaIds, notes: input.notes })
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
    return { session: toPracticeSession(row), xpAwarded };
  });
}

/**
 * The practice page's list (spec part 1 §7.2): active sessions by date then creation, newest first, or
 * sessions pending deletion by their last update, newest first.
 */
export async function listRecentSessions(db: DbOrTx, userId: string, query: RecentSessionsQuery): Promise<{ items: PracticeSession[] }> {
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

/** A page of the history (spec part 1 §2.5): newest created first, optionally only sessions with a focus area. */
export async function listHistory(db: DbOrTx, userId: string, query: HistoryQuery): Promise<HistoryResponse> {
  const { focusAreaId } = query;
  // No session can carry an id beyond the integer range (and Postgres would refuse to compare with it).
  if (focusAreaId !== undefined && focusAreaId > MAX_INT4) return { items: [], total: 0 };
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
      .orderBy(desc(practiceSessions.createdAt), desc(practiceSessions.id))
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
 * Daily XP is not taken back (DESIGN §5.3).
 */
export async function setScheduledRemoval(db: DbOrTx, userId: string, id: string, removal: boolean): Promise<PracticeSession> {
  if (!isUuid(id)) throw notFound(messages.errors.notFound);
  const [row] = await db
    .update(practiceSessions)
    .set({
      scheduledRemoval: removal,
      updatedAt: sql`case when ${practiceSessions.scheduledRemoval} = ${removal} then ${practiceSessions.updatedAt} else now() end`,
    })
    .where(ownedBy(userId, id))
    .returning(sessionColumns);
  if (!row) throw notFound(messages.errors.notFound);
  return toPracticeSession(row);
}

/**
 * Deletes for good the sessions pending deletion for more than PERMANENT_DELETION_DAYS (DESIGN §5.6),
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
