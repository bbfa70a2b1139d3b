import {
  CHORD_CHANGE_FOCUS_AREA,
  CHORD_CHANGE_HISTORY_MAX,
  CHORD_CHANGE_RECENT_TRIES,
  canonicalChordPair,
  changesPerMinute,
  chordChangePracticeMinutes,
  messages,
  type ChordChangePair,
  type ChordChangeRecord,
  type ChordChangeResponse,
  type chordChangeRequestSchema,
} from '@woodshed/shared';
import { and, asc, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { chordChangeRecords, chords, focusAreas } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { createPracticeSession } from '../practice/index.ts';

type ChordChangeInput = z.output<typeof chordChangeRequestSchema>;

const m = messages.practiceRoom;
const chordA = alias(chords, 'chord_a');
const chordB = alias(chords, 'chord_b');

const pairKey = (chordAId: string, chordBId: string) => `${chordAId}:${chordBId}`;
/** The order "best" compares: changes per minute, then the earliest try. */
const rate = sql`${chordChangeRecords.changes}::float8 / ${chordChangeRecords.durationSeconds}`;
const pairPartition = sql`partition by ${chordChangeRecords.chordAId}, ${chordChangeRecords.chordBId}`;

interface RecordRow {
  id: string;
  changes: number;
  durationSeconds: number;
  recordedAt: Date;
  date: string;
}

const toRecord = (row: RecordRow): ChordChangeRecord => ({
  id: row.id,
  changes: row.changes,
  durationSeconds: row.durationSeconds,
  changesPerMinute: changesPerMinute(row.changes, row.durationSeconds),
  recordedAt: row.recordedAt.toISOString(),
  date: row.date,
});

/**
 * The user's chord pairs, most recently tried first, each with its best try, latest try, count of tries and its
 * `recentLimit` newest tries: one query (window functions rank each pair's tries by time and by rate, and only
 * the rows a pair shows come back). `pair` (canonical order) narrows it to one pair.
 */
export async function chordChangePairs(
  db: DbOrTx,
  userId: string,
  recentLimit: number,
  pair?: [string, string],
): Promise<ChordChangePair[]> {
  const ranked = db
    .select({
      id: chordChangeRecords.id,
      chordAId: chordChangeRecords.chordAId,
      chordBId: chordChangeRecords.chordBId,
      changes: chordChangeRecords.changes,
      durationSeconds: chordChangeRecords.durationSeconds,
      recordedAt: chordChangeRecords.recordedAt,
      date: chordChangeRecords.date,
      recentRank:
        sql<number>`row_number() over (${pairPartition} order by ${chordChangeRecords.recordedAt} desc, ${chordChangeRecords.id} desc)`.as(
          'recent_rank',
        ),
      bestRank:
        sql<number>`row_number() over (${pairPartition} order by ${rate} desc, ${chordChangeRecords.recordedAt}, ${chordChangeRecords.id})`.as(
          'best_rank',
        ),
      tries: sql<number>`(count(*) over (${pairPartition}))::int`.as('tries'),
      lastTriedAt: sql<Date>`max(${chordChangeRecords.recordedAt}) over (${pairPartition})`.as('last_tried_at'),
    })
    .from(chordChangeRecords)
    .where(
      and(
        eq(chordChangeRecords.userId, userId),
        pair ? and(eq(chordChangeRecords.chordAId, pair[0]), eq(chordChangeRecords.chordBId, pair[1])) : undefined,
      ),
    )
    .as('ranked');
  const rows = await db
    .select({
      id: ranked.id,
      chordAId: ranked.chordAId,
      chordBId: ranked.chordBId,
      chordAName: chordA.name,
      chordBName: chordB.name,
      changes: ranked.changes,
      durationSeconds: ranked.durationSeconds,
      recordedAt: ranked.recordedAt,
      date: ranked.date,
      recentRank: ranked.recentRank,
      bestRank: ranked.bestRank,
      tries: ranked.tries,
    })
    .from(ranked)
    .innerJoin(chordA, eq(chordA.id, ranked.chordAId))
    .innerJoin(chordB, eq(chordB.id, ranked.chordBId))
    .where(or(lte(ranked.recentRank, Math.max(recentLimit, 1)), eq(ranked.bestRank, 1)))
    .orderBy(desc(ranked.lastTriedAt), asc(ranked.chordAId), asc(ranked.chordBId), asc(ranked.recentRank));

  const pairs = new Map<string, ChordChangePair>();
  for (const row of rows) {
    const key = pairKey(row.chordAId, row.chordBId);
    const record = toRecord(row);
    let entry = pairs.get(key);
    if (!entry) {
      // Rows come newest first within a pair, so its first row is its latest try.
      entry = {
        chordA: { id: row.chordAId, name: row.chordAName },
        chordB: { id: row.chordBId, name: row.chordBName },
        best: record,
        latest: record,
        tries: Number(row.tries),
        recent: [],
      };
      pairs.set(key, entry);
    }
    if (Number(row.bestRank) === 1) entry.best = record;
    if (Number(row.recentRank) <= recentLimit) entry.recent.push(record);
  }
  return [...pairs.values()];
}

/** Every pair with its last tries, or one pair (either order) with its whole history up to CHORD_CHANGE_HISTORY_MAX. */
export async function listChordChanges(
  db: DbOrTx,
  userId: string,
  query: { chordAId?: string | undefined; chordBId?: string | undefined },
): Promise<{ pairs: ChordChangePair[] }> {
  if (query.chordAId === undefined || query.chordBId === undefined) {
    return { pairs: await chordChangePairs(db, userId, CHORD_CHANGE_RECENT_TRIES) };
  }
  const pair = canonicalChordPair(query.chordAId.toLowerCase(), query.chordBId.toLowerCase());
  return { pairs: await chordChangePairs(db, userId, CHORD_CHANGE_HISTORY_MAX, pair) };
}

/** The reference focus area's id, or null if it was ever removed (the session then names it as typed text). */
async function chordsFocusAreaId(db: DbOrTx): Promise<number | null> {
  const [row] = await db
    .select({ id: focusAreas.id })
    .from(focusAreas)
    .where(eq(focusAreas.name, CHORD_CHANGE_FOCUS_AREA));
  return row?.id ?? null;
}

/**
 * Records one try of the chord-change trainer on the user's local day `today`. With `logPractice`, the same
 * transaction logs it as a practice session dated today through the practice service (its 24-hours-a-day rule
 * refuses the whole request with its own 400 and nothing is written; the first session of the day earns the
 * daily XP). Unknown chords are a 404.
 */
export async function recordChordChange(
  db: Db,
  userId: string,
  input: ChordChangeInput,
  today: string,
): Promise<ChordChangeResponse> {
  const played = [input.chordAId.toLowerCase(), input.chordBId.toLowerCase()] as const;
  const found = await db
    .select({ id: chords.id, name: chords.name })
    .from(chords)
    .where(inArray(chords.id, [...played]));
  const nameOf = new Map(found.map((chord) => [chord.id, chord.name]));
  const [nameA, nameB] = played.map((id) => nameOf.get(id));
  if (nameA === undefined || nameB === undefined) throw notFound(m.chordMissing);
  const [first, second] = canonicalChordPair(played[0], played[1]);

  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chordChangeRecords)
      .values({
        userId,
        chordAId: first,
        chordBId: second,
        changes: input.changes,
        durationSeconds: input.durationSeconds,
        date: today,
      })
      .returning({
        id: chordChangeRecords.id,
        changes: chordChangeRecords.changes,
        durationSeconds: chordChangeRecords.durationSeconds,
        recordedAt: chordChangeRecords.recordedAt,
        date: chordChangeRecords.date,
      });
    if (!row) throw new Error('chord change insert returned no row');
    let session: ChordChangeResponse['session'] = null;
    let xpAwarded = 0;
    if (input.logPractice) {
      const focusAreaId = await chordsFocusAreaId(tx);
      ({ session, xpAwarded } = await createPracticeSession(
        tx,
        userId,
        {
          date: today,
          duration: chordChangePracticeMinutes(input.durationSeconds),
          focusAreaIds: focusAreaId === null ? [] : [focusAreaId],
          focusAreas: focusAreaId === null ? [CHORD_CHANGE_FOCUS_AREA] : [],
          notes: m.chordChangeSessionNote(nameA, nameB, input.changes),
        },
        today,
      ));
    }
    const [pair] = await chordChangePairs(tx, userId, 0, [first, second]);
    if (!pair) throw new Error('chord change record vanished within its transaction');
    const { recent: _recent, ...summary } = pair;
    return { record: toRecord(row), pair: summary, session, xpAwarded };
  });
}
