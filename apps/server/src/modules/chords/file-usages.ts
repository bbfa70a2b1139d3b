import { or } from 'drizzle-orm';
import { chords } from '../../db/schema/index.ts';
import { isFile, mentionsFile, kindLiteral, fieldLiteral, type FileUsageProvider } from '../../lib/file-usages.ts';

/** Chords whose picture is the stored file (by id, or by its address). */
export const chordFileUsages: FileUsageProvider = {
  name: 'chords',
  columns: [chords.imgUrl, chords.bucketImgId],
  find: (db, file) =>
    db
      .select({ id: chords.id, title: chords.name, kind: kindLiteral('chord'), field: fieldLiteral('picture') })
      .from(chords)
      .where(or(isFile(chords.bucketImgId, file), mentionsFile(chords.imgUrl, file))),
};
