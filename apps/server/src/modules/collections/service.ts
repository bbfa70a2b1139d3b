import {
  MAX_COLLECTIONS_PER_USER,
  MAX_MATERIALS_PER_COLLECTION,
  messages,
  reorderChanges,
  type Collection,
  type Material,
  type MaterialRef,
} from '@woodshed/shared';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { createCollectionRequestSchema, updateCollectionRequestSchema } from '@woodshed/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { chords, libraryContent, materialCollectionAssoc, practiceCollections } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { orderCase } from '../../lib/order.ts';
import { selectMaterials } from './materials.ts';

type CreateCollectionInput = z.output<typeof createCollectionRequestSchema>;
type UpdateCollectionInput = z.output<typeof updateCollectionRequestSchema>;
type CollectionRow = typeof practiceCollections.$inferSelect;

const m = messages.collections;
const collectionMissing = () => notFound(m.notFound);

function toCollection(row: CollectionRow, materials: Material[]): Collection {
  return {
    id: row.id,
    title: row.title,
    description: row.shortDescription,
    icon: row.icon,
    color: row.color,
    createdAt: row.createdAt.toISOString(),
    materials,
  };
}

/** The user's collections newest first, each with its materials in order: two queries whatever the count. */
export async function listCollections(db: DbOrTx, userId: string): Promise<Collection[]> {
  const rows = await db
    .select()
    .from(practiceCollections)
    .where(eq(practiceCollections.userId, userId))
    .orderBy(desc(practiceCollections.createdAt), desc(practiceCollections.id));
  if (rows.length === 0) return [];
  const materials = await selectMaterials(db, eq(materialCollectionAssoc.userId, userId));
  // Map.groupBy needs Node 21; Node 20.19 is supported.
  const byCollection = new Map<string, Material[]>();
  for (const material of materials) {
    const list = byCollection.get(material.collectionId);
    if (list) list.push(material);
    else byCollection.set(material.collectionId, [material]);
  }
  return rows.map((row) => toCollection(row, byCollection.get(row.id) ?? []));
}

async function getCollection(db: DbOrTx, userId: string, id: string): Promise<Collection> {
  const [row] = await db
    .select()
    .from(practiceCollections)
    .where(and(eq(practiceCollections.id, id), eq(practiceCollections.userId, userId)));
  if (!row) throw collectionMissing();
  return toCollection(row, await selectMaterials(db, eq(materialCollectionAssoc.collectionId, id)));
}

/**
 * Locks the user's collection for the rest of the transaction, so that adds, removals and reorders of its
 * materials run one after another and the order stays 0, 1, 2, … without duplicates.
 */
async function lockCollection(tx: DbOrTx, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw collectionMissing();
  const [row] = await tx
    .select({ id: practiceCollections.id })
    .from(practiceCollections)
    .where(and(eq(practiceCollections.id, id), eq(practiceCollections.userId, userId)))
    .for('update');
  if (!row) throw collectionMissing();
}

/** Whether the referenced item can be added: a chord that exists, or a published library item of that type. */
async function itemExists(db: DbOrTx, ref: MaterialRef): Promise<boolean> {
  if (ref.materialType === 'chord') {
    const [chord] = await db.select({ id: chords.id }).from(chords).where(eq(chords.id, ref.materialId));
    return Boolean(chord);
  }
  const [content] = await db
    .select({ id: libraryContent.id })
    .from(libraryContent)
    .where(
      and(
        eq(libraryContent.id, ref.materialId),
        eq(libraryContent.contentType, ref.materialType),
        eq(libraryContent.published, true),
      ),
    );
  return Boolean(content);
}

/** Adds an item at the end of a locked collection; 404 for a missing item, 409 when it is there already. */
async function insertMaterial(
  tx: DbOrTx,
  userId: string,
  collectionId: string,
  ref: MaterialRef,
  notes: string | null,
): Promise<string> {
  if (!(await itemExists(tx, ref))) throw notFound(m.itemMissing);
  const [{ total } = { total: 0 }] = await tx
    .select({ total: count() })
    .from(materialCollectionAssoc)
    .where(eq(materialCollectionAssoc.collectionId, collectionId));
  if (total >= MAX_MATERIALS_PER_COLLECTION) throw new AppError('conflict', m.tooManyMaterials);
  const [inserted] = await tx
    .insert(materialCollectionAssoc)
    .values({
      userId,
      collectionId,
      materialType: ref.materialType,
      materialId: ref.materialId,
      notes,
      order: sql`(select coalesce(max(a."order"), -1) + 1 from ${materialCollectionAssoc} a where a.collection_id = ${collectionId})`,
    })
    .onConflictDoNothing({
      target: [
        materialCollectionAssoc.collectionId,
        materialCollectionAssoc.materialType,
        materialCollectionAssoc.materialId,
      ],
    })
    .returning({ id: materialCollectionAssoc.id });
  if (!inserted) throw new AppError('conflict', m.alreadyInCollection);
  return inserted.id;
}

/** A new collection; with `material`, the item is added in the same transaction (all or nothing). */
export async function createCollection(db: Db, userId: string, input: CreateCollectionInput): Promise<Collection> {
  const id = await db.transaction(async (tx) => {
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(practiceCollections)
      .where(eq(practiceCollections.userId, userId));
    if (total >= MAX_COLLECTIONS_PER_USER) throw new AppError('conflict', m.tooManyCollections);
    const [row] = await tx
      .insert(practiceCollections)
      .values({ userId, title: input.title, shortDescription: input.description, icon: input.icon, color: input.color })
      .returning({ id: practiceCollections.id });
    if (!row) throw new Error('practice_collections insert returned no row');
    if (input.material) await insertMaterial(tx, userId, row.id, input.material, null);
    return row.id;
  });
  return getCollection(db, userId, id);
}

export async function updateCollection(
  db: Db,
  userId: string,
  id: string,
  input: UpdateCollectionInput,
): Promise<Collection> {
  if (!isUuid(id)) throw collectionMissing();
  const updated = await db
    .update(practiceCollections)
    .set({
      title: input.title,
      shortDescription: input.description,
      icon: input.icon,
      color: input.color,
      updatedAt: sql`now()`,
    })
    .where(and(eq(practiceCollections.id, id), eq(practiceCollections.userId, userId)))
    .returning({ id: practiceCollections.id });
  if (updated.length === 0) throw collectionMissing();
  return getCollection(db, userId, id);
}

/** Deletes the collection and its materials (the items themselves stay in the library). */
export async function deleteCollection(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw collectionMissing();
  const deleted = await db
    .delete(practiceCollections)
    .where(and(eq(practiceCollections.id, id), eq(practiceCollections.userId, userId)))
    .returning({ id: practiceCollections.id });
  if (deleted.length === 0) throw collectionMissing();
}

async function getMaterial(db: DbOrTx, collectionId: string, materialId: string): Promise<Material> {
  const [material] = await selectMaterials(
    db,
    and(eq(materialCollectionAssoc.collectionId, collectionId), eq(materialCollectionAssoc.id, materialId)),
  );
  if (!material) throw notFound(m.materialNotFound);
  return material;
}

export async function addMaterial(
  db: Db,
  userId: string,
  collectionId: string,
  ref: MaterialRef,
  notes: string | null,
): Promise<Material> {
  const materialId = await db.transaction(async (tx) => {
    await lockCollection(tx, userId, collectionId);
    return insertMaterial(tx, userId, collectionId, ref, notes);
  });
  return getMaterial(db, collectionId, materialId);
}

const materialOf = (userId: string, collectionId: string, materialId: string) =>
  and(
    eq(materialCollectionAssoc.id, materialId),
    eq(materialCollectionAssoc.collectionId, collectionId),
    eq(materialCollectionAssoc.userId, userId),
  );

export async function updateMaterialNotes(
  db: Db,
  userId: string,
  collectionId: string,
  materialId: string,
  notes: string | null,
): Promise<Material> {
  if (!isUuid(collectionId) || !isUuid(materialId)) throw notFound(m.materialNotFound);
  const updated = await db
    .update(materialCollectionAssoc)
    .set({ notes })
    .where(materialOf(userId, collectionId, materialId))
    .returning({ id: materialCollectionAssoc.id });
  if (updated.length === 0) throw notFound(m.materialNotFound);
  return getMaterial(db, collectionId, materialId);
}

/** Removes a material from the collection and closes the gap in the order. */
export async function removeMaterial(db: Db, userId: string, collectionId: string, materialId: string): Promise<void> {
  if (!isUuid(materialId)) throw notFound(m.materialNotFound);
  await db.transaction(async (tx) => {
    await lockCollection(tx, userId, collectionId);
    const [removed] = await tx
      .delete(materialCollectionAssoc)
      .where(materialOf(userId, collectionId, materialId))
      .returning({ order: materialCollectionAssoc.order });
    if (!removed) throw notFound(m.materialNotFound);
    await tx
      .update(materialCollectionAssoc)
      .set({ order: sql`${materialCollectionAssoc.order} - 1` })
      .where(
        and(
          eq(materialCollectionAssoc.collectionId, collectionId),
          sql`${materialCollectionAssoc.order} > ${removed.order}`,
        ),
      );
  });
}

/**
 * Moves the dragged material to the target's place, shifting the ones between, and numbers the collection's
 * materials 0, 1, 2, … (the collection row lock makes concurrent reorders apply one after another).
 */
export async function reorderMaterials(
  db: Db,
  userId: string,
  collectionId: string,
  materialId: string,
  targetMaterialId: string,
): Promise<Collection> {
  await db.transaction(async (tx) => {
    await lockCollection(tx, userId, collectionId);
    const rows = await tx
      .select({ id: materialCollectionAssoc.id, order: materialCollectionAssoc.order })
      .from(materialCollectionAssoc)
      .where(eq(materialCollectionAssoc.collectionId, collectionId))
      .orderBy(
        asc(materialCollectionAssoc.order),
        asc(materialCollectionAssoc.createdAt),
        asc(materialCollectionAssoc.id),
      );
    const changed = reorderChanges(rows, materialId, targetMaterialId);
    if (!changed) throw notFound(m.materialNotFound);
    if (changed.length === 0) return;
    await tx
      .update(materialCollectionAssoc)
      .set({ order: orderCase(materialCollectionAssoc.id, changed) })
      .where(
        and(
          eq(materialCollectionAssoc.collectionId, collectionId),
          inArray(
            materialCollectionAssoc.id,
            changed.map((row) => row.id),
          ),
        ),
      );
  });
  return getCollection(db, userId, collectionId);
}
