import {
  CHORD_IMAGE_FOLDER,
  CHORD_MASTERED_RATING,
  messages,
  type Chord,
  type ChordMastery,
  type TriadType,
  type UpdateChordRequest,
} from '@woodshed/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { chordMastery, chords, storageObjects } from '../../db/schema/index.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { evaluateAchievements } from '../achievements/index.ts';
import type { FileStore } from '../storage/index.ts';

/** The picture's public address: only while its stored file (joined as `file`) still exists. */
export const chordImageUrl = (file: { id: AnyPgColumn; path: AnyPgColumn } = storageObjects) =>
  sql<string | null>`case when ${file.id} is null then null else '/files/' || ${file.path} end`;

export const chordColumns = {
  id: chords.id,
  name: chords.name,
  triadType: chords.triadType,
  notes: chords.notes,
  intervals: chords.intervals,
  fingering: chords.fingering,
  imageUrl: chordImageUrl(),
};

const masteryRating = sql<number>`coalesce(${chordMastery.masteryRating}, 0)`.mapWith(Number);

/** Chords with their picture and the user's own rating (0 when never rated). */
function selectChords(db: DbOrTx, userId: string) {
  return db
    .select({ ...chordColumns, masteryRating })
    .from(chords)
    .leftJoin(storageObjects, eq(storageObjects.id, chords.bucketImgId))
    .leftJoin(chordMastery, and(eq(chordMastery.chordId, chords.id), eq(chordMastery.userId, userId)))
    .$dynamic();
}

/** Every chord ordered by name, in one query. */
export async function listChords(db: DbOrTx, userId: string, triadType?: TriadType): Promise<Chord[]> {
  return (
    selectChords(db, userId)
      .where(triadType ? eq(chords.triadType, triadType) : undefined)
      // Byte order, so the list reads the same on every database whatever its collation.
      .orderBy(sql`${chords.name} collate "C"`, asc(chords.id))
  );
}

async function getChord(db: DbOrTx, userId: string, id: string): Promise<Chord> {
  const [chord] = await selectChords(db, userId).where(eq(chords.id, id));
  if (!chord) throw notFound(messages.chords.notFound);
  return chord;
}

/**
 * Sets the user's rating of a chord (upsert_chord_mastery): any level from any other, 0–5. A rating of 5 masters
 * the chord and may earn an achievement, in the same transaction.
 */
export async function setMastery(
  db: Db,
  userId: string,
  chordId: string,
  masteryRating: number,
): Promise<ChordMastery> {
  if (!isUuid(chordId)) throw notFound(messages.chords.notFound);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(chordMastery)
        .values({ userId, chordId, masteryRating })
        .onConflictDoUpdate({
          target: [chordMastery.userId, chordMastery.chordId],
          set: { masteryRating: sql`excluded.mastery_rating`, updatedAt: sql`now()` },
        })
        .returning({ chordId: chordMastery.chordId, masteryRating: chordMastery.masteryRating });
      if (!row) throw notFound(messages.chords.notFound);
      // Only a chord reaching the mastered rating can raise the count.
      if (masteryRating === CHORD_MASTERED_RATING) await evaluateAchievements(tx, userId, { kind: 'chordMastered' });
      return row;
    });
  } catch (error) {
    // The chord's foreign key is the existence check: one statement instead of a lookup and a write.
    if (isForeignKeyViolation(error)) throw notFound(messages.chords.notFound);
    throw error;
  }
}

/** Superadmin edit of a chord's name, triad type, notes, intervals and fingering. */
export async function updateChord(db: Db, adminId: string, id: string, input: UpdateChordRequest): Promise<Chord> {
  if (!isUuid(id)) throw notFound(messages.chords.notFound);
  try {
    const updated = await db
      .update(chords)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(chords.id, id))
      .returning({ id: chords.id });
    if (updated.length === 0) throw notFound(messages.chords.notFound);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', messages.chords.nameTaken, 'name');
    throw error;
  }
  return getChord(db, adminId, id);
}

/**
 * Stores a new picture for the chord as chord-images/{chordId}-{timestamp}.{ext} (images only, judged by
 * content) and links it; the previous picture's file is removed once the new one is linked.
 */
export async function replaceChordImage(
  db: Db,
  files: FileStore,
  adminId: string,
  id: string,
  upload: { name: string; data: Buffer },
  now: Date,
): Promise<Chord> {
  if (!isUuid(id)) throw notFound(messages.chords.notFound);
  const [chord] = await db
    .select({ id: chords.id, bucketImgId: chords.bucketImgId })
    .from(chords)
    .where(eq(chords.id, id));
  if (!chord) throw notFound(messages.chords.notFound);
  let stored;
  try {
    stored = await files.save({
      category: 'image',
      name: upload.name,
      data: upload.data,
      uploadedBy: adminId,
      location: { folder: CHORD_IMAGE_FOLDER, baseName: `${id}-${now.getTime()}` },
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'validation')
      throw badRequest(messages.chords.imageInvalid, 'file');
    throw error;
  }
  const linked = await db
    .update(chords)
    .set({ imgUrl: stored.url, bucketImgId: stored.id, updatedAt: sql`now()` })
    .where(eq(chords.id, id))
    .returning({ id: chords.id });
  if (linked.length === 0) {
    await files.delete(stored.id);
    throw notFound(messages.chords.notFound);
  }
  // The old file may already have been deleted in the file manager; then there is nothing left to remove.
  if (chord.bucketImgId) await files.delete(chord.bucketImgId).catch(() => undefined);
  return getChord(db, adminId, id);
}

/** Unlinks and deletes the chord's picture; the diagram shows again. */
export async function removeChordImage(db: Db, files: FileStore, adminId: string, id: string): Promise<Chord> {
  if (!isUuid(id)) throw notFound(messages.chords.notFound);
  const [chord] = await db.select({ bucketImgId: chords.bucketImgId }).from(chords).where(eq(chords.id, id));
  if (!chord) throw notFound(messages.chords.notFound);
  await db
    .update(chords)
    .set({ imgUrl: null, bucketImgId: null, updatedAt: sql`now()` })
    .where(eq(chords.id, id));
  if (chord.bucketImgId) await files.delete(chord.bucketImgId).catch(() => undefined);
  return getChord(db, adminId, id);
}
