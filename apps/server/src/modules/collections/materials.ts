import type { Material, MaterialItem } from '@woodshed/shared';
import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { chords, libraryContent, materialCollectionAssoc, storageObjects } from '../../db/schema/index.ts';
import { chordImageUrl } from '../chords/index.ts';

/** The image of a material's chord; join it on `chords.bucketImgId` after the joins below. */
export const chordImage = alias(storageObjects, 'chord_image');

/**
 * What a material's card shows, for any table naming materials by (material_type, material_id): select these,
 * left-join `libraryContent` on libraryCardOf, `chords` on chordCardOf and `chordImage`, and read toMaterialItem.
 */
export const materialCardColumns = {
  library: {
    id: libraryContent.id,
    contentType: libraryContent.contentType,
    title: libraryContent.title,
    description: libraryContent.description,
    difficulty: libraryContent.difficulty,
    thumbnailUrl: libraryContent.thumbnailUrl,
  },
  chord: {
    id: chords.id,
    name: chords.name,
    triadType: chords.triadType,
    notes: chords.notes,
    intervals: chords.intervals,
    fingering: chords.fingering,
    imageUrl: chordImageUrl(chordImage),
  },
};

/** A library item only while it exists, is published and is of the stated type. */
export const libraryCardOf = (materialType: PgColumn, materialId: PgColumn) =>
  and(
    ne(materialType, 'chord'),
    eq(libraryContent.id, materialId),
    sql`${libraryContent.contentType} = ${materialType}`,
    eq(libraryContent.published, true),
  );

export const chordCardOf = (materialType: PgColumn, materialId: PgColumn) =>
  and(eq(materialType, 'chord'), eq(chords.id, materialId));

type CardOf<Kind extends MaterialItem['kind']> = Omit<Extract<MaterialItem, { kind: Kind }>, 'kind'> & { id: string };

/** The card of a row selected with materialCardColumns; null when the item is unavailable. */
export function toMaterialItem(row: {
  library: CardOf<'library'> | null;
  chord: CardOf<'chord'> | null;
}): MaterialItem | null {
  const { library, chord } = row;
  if (library?.id) {
    return {
      kind: 'library',
      contentType: library.contentType,
      title: library.title,
      description: library.description,
      difficulty: library.difficulty,
      thumbnailUrl: library.thumbnailUrl,
    };
  }
  if (chord?.id) {
    return {
      kind: 'chord',
      name: chord.name,
      triadType: chord.triadType,
      notes: chord.notes,
      intervals: chord.intervals,
      fingering: chord.fingering,
      imageUrl: chord.imageUrl,
    };
  }
  return null;
}

/**
 * Materials with what their cards show, in one query: a library item only while it exists, is published and
 * is of the stated type; a chord while it exists. Anything else comes back with `item: null` (unavailable).
 */
export async function selectMaterials(db: DbOrTx, where: SQL | undefined): Promise<Material[]> {
  const rows = await db
    .select({
      id: materialCollectionAssoc.id,
      collectionId: materialCollectionAssoc.collectionId,
      materialType: materialCollectionAssoc.materialType,
      materialId: materialCollectionAssoc.materialId,
      notes: materialCollectionAssoc.notes,
      order: materialCollectionAssoc.order,
      ...materialCardColumns,
    })
    .from(materialCollectionAssoc)
    .leftJoin(libraryContent, libraryCardOf(materialCollectionAssoc.materialType, materialCollectionAssoc.materialId))
    .leftJoin(chords, chordCardOf(materialCollectionAssoc.materialType, materialCollectionAssoc.materialId))
    .leftJoin(chordImage, eq(chordImage.id, chords.bucketImgId))
    .where(where)
    .orderBy(
      asc(materialCollectionAssoc.collectionId),
      asc(materialCollectionAssoc.order),
      asc(materialCollectionAssoc.createdAt),
      asc(materialCollectionAssoc.id),
    );

  return rows.map(({ library, chord, ...material }) => ({ ...material, item: toMaterialItem({ library, chord }) }));
}
