import type { FileUsage, FileUsageField, StoredFile } from '@woodshed/shared';
import { eq, or, sql, type SQL } from 'drizzle-orm';
import { unionAll, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { articles, chords, exercises, jamTracks, libraryContent, repertoire, videos } from '../../db/schema/index.ts';

/**
 * The library items and chords that use a stored file, in one statement. A URL field counts when it contains the
 * file's /files/… path: the file manager copies absolute URLs, and bodies embed the path in src/href. The path
 * holds a random uuid, so a containment match cannot hit another file.
 */
export async function findFileUsages(db: DbOrTx, file: StoredFile): Promise<FileUsage[]> {
  const contains = (column: PgColumn): SQL => sql`strpos(${column}, ${file.url}::text) > 0`;
  // A literal, not a parameter: Postgres must know the type of every column of a UNION.
  const field = (name: FileUsageField) => sql<FileUsageField>`${sql.raw(`'${name}'`)}::text`;
  const libraryUse = (name: FileUsageField) => ({
    id: libraryContent.id,
    title: libraryContent.title,
    contentType: sql<FileUsage['contentType']>`${libraryContent.contentType}`,
    field: field(name),
  });

  /** Items whose detail row (an article, a video, …) has the file in one of its columns. */
  const detailUse = (detail: PgTable & { id: PgColumn }, column: PgColumn, name: FileUsageField) =>
    db
      .select(libraryUse(name))
      .from(detail)
      .innerJoin(libraryContent, eq(libraryContent.id, detail.id))
      .where(contains(column));

  const rows = await unionAll(
    db.select(libraryUse('thumbnail')).from(libraryContent).where(contains(libraryContent.thumbnailUrl)),
    detailUse(articles, articles.content, 'body'),
    detailUse(exercises, exercises.instructions, 'body'),
    detailUse(videos, videos.videoUrl, 'video'),
    detailUse(repertoire, repertoire.sheetMusicUrl, 'sheetMusic'),
    detailUse(repertoire, repertoire.tabUrl, 'tab'),
    detailUse(repertoire, repertoire.backingTrackUrl, 'backingTrack'),
    detailUse(jamTracks, jamTracks.backingTrackUrl, 'backingTrack'),
    db
      .select({
        id: chords.id,
        title: chords.name,
        contentType: sql<FileUsage['contentType']>`'chord'::text`,
        field: field('picture'),
      })
      .from(chords)
      .where(or(eq(chords.bucketImgId, file.id), contains(chords.imgUrl))),
  );

  return rows
    .map((row) => ({ id: row.id, title: row.title, contentType: row.contentType, field: row.field }))
    .sort((a, b) => a.title.localeCompare(b.title) || a.field.localeCompare(b.field));
}
