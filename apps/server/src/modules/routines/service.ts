import {
  MAX_PHASES_PER_ROUTINE,
  MAX_ROUTINES_PER_USER,
  messages,
  reorderChanges,
  type CompletePhaseResponse,
  type CurrentRoutine,
  type Routine,
  type RoutinePhase,
  type RoutinesResponse,
  type createPhaseRequestSchema,
  type routineRequestSchema,
} from '@woodshed/shared';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { routinePhases, routines } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { orderCase } from '../../lib/order.ts';
import { createPracticeSession } from '../practice/index.ts';

type RoutineInput = z.output<typeof routineRequestSchema>;
type CreatePhaseInput = z.output<typeof createPhaseRequestSchema>;
type RoutineRow = typeof routines.$inferSelect;
type PhaseRow = typeof routinePhases.$inferSelect;

const m = messages.routines;
const routineMissing = () => notFound(m.notFound);
const phaseMissing = () => notFound(m.phaseNotFound);

/**
 * Arbitrary, unique: the namespace of the per-user advisory lock under which the current routine changes
 * (create, restore). The second key is the user id's hash; a collision only makes two users wait for each other.
 */
const ROUTINES_LOCK_NAMESPACE = 7_357_301;

function toRoutine(row: RoutineRow): Routine {
  return {
    id: row.id,
    title: row.title,
    description: row.shortDescription,
    isCurrent: row.isCurrent,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** `today` is the user's local date: a phase shows as completed only on the day it was completed. */
function toPhase(row: PhaseRow, today: string): RoutinePhase {
  return {
    id: row.id,
    routineId: row.routineId,
    phaseType: row.phaseType,
    duration: row.duration,
    description: row.shortDescription,
    order: row.order,
    completedOn: row.completedToday,
    completedToday: row.completedToday === today,
  };
}

const phaseOrder = [asc(routinePhases.order), asc(routinePhases.createdAt), asc(routinePhases.id)] as const;

/** Phase rows in their order (the same tie-break as the queries). */
function sortPhases(rows: PhaseRow[]): PhaseRow[] {
  return [...rows].sort(
    (a, b) =>
      a.order - b.order || a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

async function phasesOf(db: DbOrTx, routineId: string, today: string): Promise<RoutinePhase[]> {
  const rows = await db
    .select()
    .from(routinePhases)
    .where(eq(routinePhases.routineId, routineId))
    .orderBy(...phaseOrder);
  return rows.map((row) => toPhase(row, today));
}

/**
 * The routine page in two queries: every routine of the user (the current one and the archived ones, newest
 * first, along the index routines_user_created_idx), then the current routine's phases.
 */
export async function listRoutines(
  db: DbOrTx,
  userId: string,
  today: string,
  timeZone: string,
): Promise<RoutinesResponse> {
  const rows = await db
    .select()
    .from(routines)
    .where(eq(routines.userId, userId))
    .orderBy(desc(routines.createdAt), asc(routines.id));
  const currentRow = rows.find((row) => row.isCurrent);
  return {
    current: currentRow ? { ...toRoutine(currentRow), phases: await phasesOf(db, currentRow.id, today) } : null,
    archived: rows.filter((row) => !row.isCurrent).map(toRoutine),
    today,
    timeZone,
  };
}

/**
 * Serialises the changes of which routine is current (create, restore) per user until the transaction ends, so
 * concurrent requests apply one after another: each archives the one before, and the unique index
 * routines_one_current_per_user_key is never violated (which would be a 500).
 */
async function lockUserRoutines(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ROUTINES_LOCK_NAMESPACE}::integer, hashtext(${userId}))`);
}

/** Archives the user's current routine, if any (call under lockUserRoutines). */
async function archiveCurrent(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(routines)
    .set({ isCurrent: false, updatedAt: sql`now()` })
    .where(and(eq(routines.userId, userId), sql`${routines.isCurrent}`));
}

/** A new routine, made current; the one that was current is archived in the same transaction. */
export async function createRoutine(db: Db, userId: string, input: RoutineInput): Promise<CurrentRoutine> {
  return db.transaction(async (tx) => {
    await lockUserRoutines(tx, userId);
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(routines)
      .where(eq(routines.userId, userId));
    if (total >= MAX_ROUTINES_PER_USER) throw new AppError('conflict', m.tooManyRoutines);
    await archiveCurrent(tx, userId);
    const [row] = await tx
      .insert(routines)
      .values({ userId, title: input.title, shortDescription: input.description, isCurrent: true })
      .returning();
    if (!row) throw new Error('routines insert returned no row');
    return { ...toRoutine(row), phases: [] };
  });
}

/** New title and short description; the routine stays current or archived. */
export async function updateRoutine(db: DbOrTx, userId: string, id: string, input: RoutineInput): Promise<Routine> {
  if (!isUuid(id)) throw routineMissing();
  const [row] = await db
    .update(routines)
    .set({ title: input.title, shortDescription: input.description, updatedAt: sql`now()` })
    .where(and(eq(routines.id, id), eq(routines.userId, userId)))
    .returning();
  if (!row) throw routineMissing();
  return toRoutine(row);
}

/** Archive: no longer current. An archived routine is answered unchanged (its updated_at stays). */
export async function archiveRoutine(db: DbOrTx, userId: string, id: string): Promise<Routine> {
  if (!isUuid(id)) throw routineMissing();
  const [row] = await db
    .update(routines)
    .set({
      isCurrent: false,
      updatedAt: sql`case when ${routines.isCurrent} then now() else ${routines.updatedAt} end`,
    })
    .where(and(eq(routines.id, id), eq(routines.userId, userId)))
    .returning();
  if (!row) throw routineMissing();
  return toRoutine(row);
}

/** Restore: archives the current routine and makes this one current (the current one is answered unchanged). */
export async function restoreRoutine(db: Db, userId: string, id: string, today: string): Promise<CurrentRoutine> {
  if (!isUuid(id)) throw routineMissing();
  return db.transaction(async (tx) => {
    await lockUserRoutines(tx, userId);
    const [existing] = await tx
      .select()
      .from(routines)
      .where(and(eq(routines.id, id), eq(routines.userId, userId)));
    if (!existing) throw routineMissing();
    let row = existing;
    if (!existing.isCurrent) {
      await archiveCurrent(tx, userId);
      const [restored] = await tx
        .update(routines)
        .set({ isCurrent: true, updatedAt: sql`now()` })
        .where(eq(routines.id, id))
        .returning();
      if (!restored) throw routineMissing();
      row = restored;
    }
    return { ...toRoutine(row), phases: await phasesOf(tx, id, today) };
  });
}

/** Deletes the routine; its phases go with it (on delete cascade). */
export async function deleteRoutine(db: DbOrTx, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw routineMissing();
  const deleted = await db
    .delete(routines)
    .where(and(eq(routines.id, id), eq(routines.userId, userId)))
    .returning({ id: routines.id });
  if (deleted.length === 0) throw routineMissing();
}

/**
 * Locks the user's routine for the rest of the transaction, so that changes to its phases (add, delete,
 * reorder, complete) run one after another: the order stays 0, 1, 2, … and a phase cannot be completed twice.
 * Phases change only on the current routine: an archived one is a 409, someone else's a 404.
 * `no key update` leaves the foreign-key checks of phase inserts (key share) unblocked.
 */
async function lockCurrentRoutine(tx: Tx, userId: string, id: string): Promise<RoutineRow> {
  if (!isUuid(id)) throw routineMissing();
  const [row] = await tx
    .select()
    .from(routines)
    .where(and(eq(routines.id, id), eq(routines.userId, userId)))
    .for('no key update');
  if (!row) throw routineMissing();
  if (!row.isCurrent) throw new AppError('conflict', m.notCurrent);
  return row;
}

const phaseOf = (routineId: string, phaseId: string) =>
  and(eq(routinePhases.id, phaseId), eq(routinePhases.routineId, routineId));

/** A new phase at the end of the current routine. */
export async function addPhase(
  db: Db,
  userId: string,
  routineId: string,
  input: CreatePhaseInput,
  today: string,
): Promise<RoutinePhase> {
  return db.transaction(async (tx) => {
    await lockCurrentRoutine(tx, userId, routineId);
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(routinePhases)
      .where(eq(routinePhases.routineId, routineId));
    if (total >= MAX_PHASES_PER_ROUTINE) throw new AppError('conflict', m.tooManyPhases);
    const [row] = await tx
      .insert(routinePhases)
      .values({
        routineId,
        phaseType: input.phaseType,
        duration: input.duration,
        shortDescription: input.description,
        order: sql`(select coalesce(max(p."order"), -1) + 1 from ${routinePhases} p where p.routine_id = ${routineId})`,
      })
      .returning();
    if (!row) throw new Error('routine_phases insert returned no row');
    return toPhase(row, today);
  });
}

/** Deletes a phase of the current routine and closes the gap in the order. */
export async function deletePhase(db: Db, userId: string, routineId: string, phaseId: string): Promise<void> {
  if (!isUuid(phaseId)) throw phaseMissing();
  await db.transaction(async (tx) => {
    await lockCurrentRoutine(tx, userId, routineId);
    const [removed] = await tx
      .delete(routinePhases)
      .where(phaseOf(routineId, phaseId))
      .returning({ order: routinePhases.order });
    if (!removed) throw phaseMissing();
    await tx
      .update(routinePhases)
      .set({ order: sql`${routinePhases.order} - 1` })
      .where(and(eq(routinePhases.routineId, routineId), sql`${routinePhases.order} > ${removed.order}`));
  });
}

/**
 * Moves the dragged phase to the target's place, shifting the ones between (reorder_routine_phases, the shared
 * move-to-target rule), numbers the phases 0, 1, 2, … in one UPDATE and answers them all in their new order.
 */
export async function reorderPhases(
  db: Db,
  userId: string,
  routineId: string,
  phaseId: string,
  targetPhaseId: string,
  today: string,
): Promise<RoutinePhase[]> {
  return db.transaction(async (tx) => {
    await lockCurrentRoutine(tx, userId, routineId);
    const rows = await tx
      .select()
      .from(routinePhases)
      .where(eq(routinePhases.routineId, routineId))
      .orderBy(...phaseOrder);
    const changed = reorderChanges(rows, phaseId, targetPhaseId);
    if (!changed) throw phaseMissing();
    if (changed.length > 0) {
      await tx
        .update(routinePhases)
        .set({ order: orderCase(routinePhases.id, changed) })
        .where(
          and(
            eq(routinePhases.routineId, routineId),
            inArray(
              routinePhases.id,
              changed.map((change) => change.id),
            ),
          ),
        );
    }
    const newOrder = new Map(changed.map((change) => [change.id, change.order]));
    return sortPhases(rows.map((row) => ({ ...row, order: newOrder.get(row.id) ?? row.order }))).map((row) =>
      toPhase(row, today),
    );
  });
}

/**
 * Completes a phase of the current routine: marks it completed `today` (the
 * user's local date) and logs a practice session dated today with the phase's duration, its type as the focus
 * area and the note "Routine: {title} — {type}" plus the message, all in one transaction. The practice
 * service applies its rules (24 hours a day: its 400 passes through and nothing is written) and grants the
 * daily XP on the first practice today. A phase already completed today is a 409 and writes nothing: the
 * routine row lock and the conditional update make a double click complete it once.
 */
export async function completePhase(
  db: Db,
  userId: string,
  routineId: string,
  phaseId: string,
  message: string,
  today: string,
): Promise<CompletePhaseResponse> {
  if (!isUuid(phaseId)) throw phaseMissing();
  return db.transaction(async (tx) => {
    const routine = await lockCurrentRoutine(tx, userId, routineId);
    const [row] = await tx
      .update(routinePhases)
      .set({ completedToday: today })
      .where(and(phaseOf(routineId, phaseId), sql`${routinePhases.completedToday} is distinct from ${today}::date`))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: routinePhases.id }).from(routinePhases).where(phaseOf(routineId, phaseId));
      throw exists ? new AppError('conflict', m.alreadyCompleted) : phaseMissing();
    }
    const { session, xpAwarded } = await createPracticeSession(
      tx,
      userId,
      {
        date: today,
        duration: row.duration,
        focusAreas: [row.phaseType],
        focusAreaIds: [],
        notes: m.sessionNote(routine.title, row.phaseType, message),
      },
      today,
    );
    return { phase: toPhase(row, today), sessionId: session.id, xpAwarded };
  });
}

/** Clears the completion marker of one phase of the current routine. */
export async function resetPhase(
  db: Db,
  userId: string,
  routineId: string,
  phaseId: string,
  today: string,
): Promise<RoutinePhase> {
  if (!isUuid(phaseId)) throw phaseMissing();
  return db.transaction(async (tx) => {
    await lockCurrentRoutine(tx, userId, routineId);
    const [row] = await tx
      .update(routinePhases)
      .set({ completedToday: null })
      .where(phaseOf(routineId, phaseId))
      .returning();
    if (!row) throw phaseMissing();
    return toPhase(row, today);
  });
}

/** Reset All: clears every phase of the current routine; answers them in their order. */
export async function resetAllPhases(
  db: Db,
  userId: string,
  routineId: string,
  today: string,
): Promise<RoutinePhase[]> {
  return db.transaction(async (tx) => {
    await lockCurrentRoutine(tx, userId, routineId);
    const rows = await tx
      .update(routinePhases)
      .set({ completedToday: null })
      .where(eq(routinePhases.routineId, routineId))
      .returning();
    return sortPhases(rows).map((row) => toPhase(row, today));
  });
}
