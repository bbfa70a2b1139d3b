import type { Material, MaterialItem } from '@woodshed/shared';
import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { chords, libraryContent, materialCollectionAssoc, storageObjects } from '../../db/schema/index.ts';
import { chordImageUrl } from '../chords/service.ts';

const chordImage = alias(storageObjects, 'chord_image');

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
    })
    .from(materialCollectionAssoc)
    .leftJoin(
      libraryContent,
      and(
        ne(materialCollectionAssoc.materialType, 'chord'),
        eq(libraryContent.id, materialCollectionAssoc.materialId),
        sql`${libraryContent.contentType} = ${materialCollectionAssoc.materialType}`,
        eq(libraryContent.published, true),
      ),
    )
    .leftJoin(
      chords,
      and(eq(materialCollectionAssoc.materialType, 'chord'), eq(chords.id, materialCollectionAssoc.materialId)),
    )
    .leftJoin(chordImage, eq(chordImage.id, chords.bucketImgId))
    .where(where)
    .orderBy(
      asc(materialCollectionAssoc.collectionId),
      asc(materialCollectionAssoc.order),
      asc(materialCollectionAssoc.createdAt),
      asc(materialCollectionAssoc.id),
    );

  return rows.map(({ library, chord, ...material }) => {
    let item: MaterialItem | null = null;
    if (library?.id) {
      item = {
        kind: 'library',
        contentType: library.contentType,
        title: library.title,
        description: library.description,
        difficulty: library.difficulty,
        thumbnailUrl: library.thumbnailUrl,
      };
    } else if (chord?.id) {
      item = {
        kind: 'chord',
        name: chord.name,
        triadType: chord.triadType,
        notes: chord.notes,
        intervals: chord.intervals,
        fingering: chord.fingering,
        imageUrl: chord.imageUrl,
      };
    }
    return { ...material, item };
  });
}
