import {
  TEMPO_HISTORY_MAX_ENTRIES,
  messages,
  type LogTempoResponse,
  type TempoHistoryResponse,
  type TempoItemRef,
  type TempoLogEntry,
  type TempoMark,
  type TempoSummaryResponse,
  type logTempoRequestSchema,
} from '@woodshed/shared';
import { and, asc, count, desc, eq, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { tempoLogEntries } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { syncTempoGoals } from './tempo-goals.ts';
import { assertTempoItemExists, tempoItemTitle } from './tempo-items.ts';

type LogTempoInput = z.output<typeof logTempoRequestSchema>;

const m = messages.practiceRoom;

const entryColumns = {
  id: tempoLogEntries.id,
  itemType: tempoLogEntries.itemType,
  itemId: tempoLogEntries.itemId,
  date: tempoLogEntries.date,
  bpm: tempoLogEntries.bpm,
  note: tempoLogEntries.note,
  createdAt: tempoLogEntries.createdAt,
  updatedAt: tempoLogEntries.updatedAt,
};

type EntryRow = Omit<TempoLogEntry, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

const toEntry = (row: EntryRow): TempoLogEntry => ({
  id: row.id,
  itemType: row.itemType,
  itemId: row.itemId,
  date: row.date,
  bpm: row.bpm,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const ofItem = (userId: string, ref: TempoItemRef) =>
  and(
    eq(tempoLogEntries.userId, userId),
    eq(tempoLogEntries.itemType, ref.itemType),
    eq(tempoLogEntries.itemId, ref.itemId),
  );

/** The best tempo (the first day it was reached) and the latest of the user's entries on an item: one query. */
async function marksOf(
  db: DbOrTx,
  userId: string,
  ref: TempoItemRef,
): Promise<{ best: TempoMark; latest: TempoMark } | null> {
  const [row] = await db
    .select({
      bestBpm: max(tempoLogEntries.bpm),
      bestDate: sql<string>`(array_agg(${tempoLogEntries.date}::text order by ${tempoLogEntries.bpm} desc, ${tempoLogEntries.date}))[1]`,
      latestBpm: sql<number>`(array_agg(${tempoLogEntries.bpm} order by ${tempoLogEntries.date} desc))[1]`,
      latestDate: sql<string>`max(${tempoLogEntries.date})::text`,
    })
    .from(tempoLogEntries)
    .where(ofItem(userId, ref));
  if (!row || row.bestBpm === null) return null;
  return { best: { bpm: row.bestBpm, date: row.bestDate }, latest: { bpm: row.latestBpm, date: row.latestDate } };
}

/**
 * Logs today's tempo on an item (`today`: the user's local date). One entry per item and day: logging again the
 * same day replaces that entry's BPM and note (`created` false). The item must exist and be published (404).
 * Goals aimed at the item follow in the same transaction.
 */
export async function logTempo(
  db: Db,
  userId: string,
  input: LogTempoInput,
  today: string,
): Promise<LogTempoResponse & { created: boolean }> {
  const ref: TempoItemRef = { itemType: input.itemType, itemId: input.itemId };
  await assertTempoItemExists(db, ref);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tempoLogEntries)
      .values({ userId, itemType: ref.itemType, itemId: ref.itemId, date: today, bpm: input.bpm, note: input.note })
      .onConflictDoUpdate({
        target: [tempoLogEntries.userId, tempoLogEntries.itemType, tempoLogEntries.itemId, tempoLogEntries.date],
        set: { bpm: input.bpm, note: input.note, updatedAt: sql`now()` },
      })
      // Both timestamps are the statement's now() only when the row is new (microseconds, unlike a JS Date).
      .returning({
        ...entryColumns,
        created: sql<boolean>`${tempoLogEntries.createdAt} = ${tempoLogEntries.updatedAt}`,
      });
    if (!row) throw new Error('tempo upsert returned no row');
    await syncTempoGoals(tx, userId, ref);
    const marks = await marksOf(tx, userId, ref);
    if (!marks) throw new Error('tempo entry vanished within its transaction');
    const { created, ...entry } = row;
    return { entry: toEntry(entry), ...marks, created };
  });
}

/** One item's history for its page and chart: the latest TEMPO_HISTORY_MAX_ENTRIES entries, oldest first. */
export async function tempoHistory(
  db: DbOrTx,
  userId: string,
  ref: TempoItemRef,
  today: string,
): Promise<TempoHistoryResponse> {
  const [rows, marks] = await Promise.all([
    db
      .select({
        id: tempoLogEntries.id,
        date: tempoLogEntries.date,
        bpm: tempoLogEntries.bpm,
        note: tempoLogEntries.note,
      })
      .from(tempoLogEntries)
      .where(ofItem(userId, ref))
      .orderBy(desc(tempoLogEntries.date))
      .limit(TEMPO_HISTORY_MAX_ENTRIES),
    marksOf(db, userId, ref),
  ]);
  return {
    itemType: ref.itemType,
    itemId: ref.itemId,
    today,
    best: marks?.best ?? null,
    latest: marks?.latest ?? null,
    entries: rows.reverse(),
  };
}

/** Every item the user logged a tempo on, with its title, best and latest tempo, most recently logged first. */
export async function tempoSummary(db: DbOrTx, userId: string): Promise<TempoSummaryResponse> {
  const rows = await db
    .select({
      itemType: tempoLogEntries.itemType,
      itemId: tempoLogEntries.itemId,
      title: tempoItemTitle(tempoLogEntries.itemType, tempoLogEntries.itemId),
      bestBpm: sql<number>`max(${tempoLogEntries.bpm})`,
      bestDate: sql<string>`(array_agg(${tempoLogEntries.date}::text order by ${tempoLogEntries.bpm} desc, ${tempoLogEntries.date}))[1]`,
      latestBpm: sql<number>`(array_agg(${tempoLogEntries.bpm} order by ${tempoLogEntries.date} desc))[1]`,
      latestDate: sql<string>`max(${tempoLogEntries.date})::text`,
      entryCount: count(),
    })
    .from(tempoLogEntries)
    .where(eq(tempoLogEntries.userId, userId))
    .groupBy(tempoLogEntries.itemType, tempoLogEntries.itemId)
    .orderBy(
      desc(max(tempoLogEntries.date)),
      desc(max(tempoLogEntries.updatedAt)),
      asc(tempoLogEntries.itemType),
      asc(tempoLogEntries.itemId),
    );
  return {
    items: rows.map((row) => ({
      itemType: row.itemType,
      itemId: row.itemId,
      title: row.title,
      best: { bpm: row.bestBpm, date: row.bestDate },
      latest: { bpm: row.latestBpm, date: row.latestDate },
      entryCount: row.entryCount,
    })),
  };
}

/** Deletes one of the user's entries (anyone else's is a 404); goals aimed at its item follow. */
export async function deleteTempoEntry(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(m.entryNotFound);
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(tempoLogEntries)
      .where(and(eq(tempoLogEntries.id, id), eq(tempoLogEntries.userId, userId)))
      .returning({ itemType: tempoLogEntries.itemType, itemId: tempoLogEntries.itemId });
    if (!deleted) throw notFound(m.entryNotFound);
    await syncTempoGoals(tx, userId, deleted);
  });
}
