import type { FileUsageField, FileUsageKind } from '@woodshed/shared';
import { eq, sql } from 'drizzle-orm';
import { unionAll, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { articles, exercises, jamTracks, libraryContent, repertoire, videos } from '../../db/schema/index.ts';
import { mentionsFile, fieldLiteral, type FileUsageProvider } from '../../lib/file-usages.ts';

/** The detail columns that may hold a file, with the field the delete confirmation names. */
const DETAIL_FIELDS: ReadonlyArray<readonly [PgTable & { id: PgColumn }, PgColumn, FileUsageField]> = [
  [articles, articles.content, 'body'],
  [exercises, exercises.instructions, 'body'],
  [videos, videos.videoUrl, 'video'],
  [repertoire, repertoire.sheetMusicUrl, 'sheetMusic'],
  [repertoire, repertoire.tabUrl, 'tab'],
  [repertoire, repertoire.backingTrackUrl, 'backingTrack'],
  [jamTracks, jamTracks.backingTrackUrl, 'backingTrack'],
];

/** Library items using a stored file: the thumbnail, and the fields of each type's details (one statement). */
export const libraryFileUsages: FileUsageProvider = {
  name: 'library',
  columns: [libraryContent.thumbnailUrl, ...DETAIL_FIELDS.map(([, column]) => column)],
  async find(db, file) {
    const use = (field: FileUsageField) => ({
      id: libraryContent.id,
      title: libraryContent.title,
      kind: sql<FileUsageKind>`${libraryContent.contentType}`,
      field: fieldLiteral(field),
    });
    const [first, ...rest] = DETAIL_FIELDS.map(([detail, column, field]) =>
      db
        .select(use(field))
        .from(detail)
        .innerJoin(libraryContent, eq(libraryContent.id, detail.id))
        .where(mentionsFile(column, file)),
    );
    return unionAll(
      db.select(use('thumbnail')).from(libraryContent).where(mentionsFile(libraryContent.thumbnailUrl, file)),
      first!,
      ...rest,
    );
  },
};
