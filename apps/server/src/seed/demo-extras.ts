import { addDaysToDate, type ContentType, type MaterialType } from '@woodshed/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import {
  bookmarks,
  chordMastery,
  chords,
  goals,
  libraryContent,
  materialCollectionAssoc,
  milestones,
  practiceCollections,
} from '../db/schema/index.ts';
import { DEMO_BOOKMARKS, DEMO_COLLECTIONS, DEMO_GOALS, DEMO_MASTERY } from './demo-content.ts';
import { seedDemoRoutines } from './demo-routines.ts';

/**
 * The demo learner's goals, bookmarks, chord ratings, collections (issue 11) and routines (issue 13), written once with their first
 * practice history. Only inserts: a rating or bookmark the user already has is kept as it is, and items or
 * chords that no longer exist under their starter name are left out.
 */

const MS_PER_DAY = 86_400_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * MS_PER_DAY);
const itemKey = (contentType: string, title: string) => `${contentType}:${title}`;

/** Published library items by type and title (the oldest when a title repeats): one query. */
async function findLibraryItems(
  tx: Tx,
  items: ReadonlyArray<{ title: string; contentType: ContentType }>,
): Promise<Map<string, string>> {
  if (items.length === 0) return new Map();
  const rows = await tx
    .select({ id: libraryContent.id, title: libraryContent.title, contentType: libraryContent.contentType })
    .from(libraryContent)
    .where(
      and(
        eq(libraryContent.published, true),
        inArray(
          libraryContent.title,
          items.map((item) => item.title),
        ),
      ),
    )
    .orderBy(asc(libraryContent.createdAt), asc(libraryContent.id));
  const found = new Map<string, string>();
  for (const row of rows) {
    const key = itemKey(row.contentType, row.title);
    if (!found.has(key)) found.set(key, row.id);
  }
  return found;
}

async function findChords(tx: Tx, names: readonly string[]): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await tx
    .select({ id: chords.id, name: chords.name })
    .from(chords)
    .where(inArray(chords.name, [...names]));
  return new Map(rows.map((row) => [row.name, row.id]));
}

async function seedGoals(tx: Tx, userId: string, today: string, now: Date): Promise<number> {
  const rows = await tx
    .insert(goals)
    .values(
      DEMO_GOALS.map(({ milestones: _milestones, targetInDays, createdDaysAgo, ...goal }) => ({
        ...goal,
        userId,
        targetDate: addDaysToDate(today, targetInDays),
        createdAt: daysBefore(now, createdDaysAgo),
        updatedAt: daysBefore(now, Math.min(createdDaysAgo, 3)),
      })),
    )
    .returning({ id: goals.id, title: goals.title });
  const idByTitle = new Map(rows.map((row) => [row.title, row.id]));
  const values = DEMO_GOALS.flatMap((goal) =>
    goal.milestones.map((milestone) => ({
      goalId: idByTitle.get(goal.title)!,
      description: milestone.description,
      targetDate: milestone.inDays === null ? null : addDaysToDate(today, milestone.inDays),
      isCompleted: milestone.done,
      createdAt: daysBefore(now, goal.createdDaysAgo),
    })),
  );
  if (values.length > 0) await tx.insert(milestones).values(values);
  return rows.length;
}

/** Bookmarks after any the user has, in the listed order. */
async function seedBookmarks(tx: Tx, userId: string): Promise<number> {
  const found = await findLibraryItems(tx, DEMO_BOOKMARKS);
  const ids = DEMO_BOOKMARKS.map((item) => ({ ...item, id: found.get(itemKey(item.contentType, item.title)) })).filter(
    (item): item is (typeof DEMO_BOOKMARKS)[number] & { id: string } => item.id !== undefined,
  );
  if (ids.length === 0) return 0;
  const [last] = await tx
    .select({ order: sql<number>`coalesce(max(${bookmarks.order}), -1)::int` })
    .from(bookmarks)
    .where(eq(bookmarks.userId, userId));
  const first = (last?.order ?? -1) + 1;
  const inserted = await tx
    .insert(bookmarks)
    .values(ids.map((item, i) => ({ userId, contentId: item.id, contentType: item.contentType, order: first + i })))
    .onConflictDoNothing({ target: [bookmarks.userId, bookmarks.contentId] })
    .returning({ id: bookmarks.id });
  return inserted.length;
}

async function seedMastery(tx: Tx, userId: string, now: Date): Promise<number> {
  const found = await findChords(
    tx,
    DEMO_MASTERY.map(([name]) => name),
  );
  const values = DEMO_MASTERY.flatMap(([name, masteryRating], i) => {
    const chordId = found.get(name);
    return chordId ? [{ userId, chordId, masteryRating, updatedAt: daysBefore(now, 2 + i * 4) }] : [];
  });
  if (values.length === 0) return 0;
  const inserted = await tx
    .insert(chordMastery)
    .values(values)
    .onConflictDoNothing({ target: [chordMastery.userId, chordMastery.chordId] })
    .returning({ chordId: chordMastery.chordId });
  return inserted.length;
}

async function seedCollections(tx: Tx, userId: string, now: Date): Promise<number> {
  const materials = DEMO_COLLECTIONS.flatMap((collection) => collection.materials);
  const items = await findLibraryItems(
    tx,
    materials.flatMap((m) => (m.kind === 'library' ? [m] : [])),
  );
  const chordIds = await findChords(
    tx,
    materials.flatMap((m) => (m.kind === 'chord' ? [m.name] : [])),
  );
  for (const collection of DEMO_COLLECTIONS) {
    const createdAt = daysBefore(now, collection.createdDaysAgo);
    const [row] = await tx
      .insert(practiceCollections)
      .values({
        userId,
        title: collection.title,
        shortDescription: collection.description,
        icon: collection.icon,
        color: collection.color,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: practiceCollections.id });
    const values = collection.materials.flatMap((material) => {
      const materialId =
        material.kind === 'chord'
          ? chordIds.get(material.name)
          : items.get(itemKey(material.contentType, material.title));
      if (!materialId) return [];
      const materialType: MaterialType = material.kind === 'chord' ? 'chord' : material.contentType;
      return [{ materialId, materialType, notes: material.notes ?? null }];
    });
    if (values.length === 0) continue;
    await tx.insert(materialCollectionAssoc).values(
      values.map((value, order) => ({
        ...value,
        userId,
        collectionId: row!.id,
        order,
        createdAt: new Date(createdAt.getTime() + order * 60_000),
      })),
    );
  }
  return DEMO_COLLECTIONS.length;
}

export interface DemoExtrasResult {
  goals: number;
  bookmarks: number;
  masteryRatings: number;
  collections: number;
  routines: number;
}

/**
 * Writes all of the learner's extras in the caller's transaction. `today` is the learner's local date;
 * `routineWarmupDone` says whether today's history holds the session of the current routine's Warmup
 * (planDemoRoutineSession), which then shows as completed today.
 */
export async function seedDemoExtras(
  tx: Tx,
  userId: string,
  today: string,
  now: Date,
  routineWarmupDone: boolean,
): Promise<DemoExtrasResult> {
  return {
    goals: await seedGoals(tx, userId, today, now),
    bookmarks: await seedBookmarks(tx, userId),
    masteryRatings: await seedMastery(tx, userId, now),
    collections: await seedCollections(tx, userId, now),
    routines: await seedDemoRoutines(tx, userId, today, now, routineWarmupDone),
  };
}
