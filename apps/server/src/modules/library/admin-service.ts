import {
  messages,
  type LibraryContentParsed,
  type LibraryDetail,
  type LibraryItem,
  type SessionUser,
} from '@woodshed/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { articles, exercises, jamTracks, libraryContent, repertoire, videos } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { getLibraryDetail, getLibraryItem } from './service.ts';

function commonValues(input: LibraryContentParsed) {
  return {
    title: input.title,
    description: input.description,
    thumbnailUrl: input.thumbnailUrl,
    difficulty: input.difficulty,
    category: input.category,
    published: input.published,
  };
}

/** The detail row of each type, with its rich text sanitised (done before any transaction opens). */
function detailValues(input: LibraryContentParsed) {
  switch (input.contentType) {
    case 'article':
      return {
        contentType: input.contentType,
        values: { readTime: input.details.readTime, content: sanitizeRichText(input.details.content) },
      };
    case 'video':
      return { contentType: input.contentType, values: { ...input.details } };
    case 'exercise':
      return {
        contentType: input.contentType,
        values: {
          duration: input.details.duration,
          focusAreas: input.details.focusAreas,
          instructions: sanitizeRichText(input.details.instructions),
        },
      };
    case 'repertoire':
      return { contentType: input.contentType, values: { ...input.details } };
    case 'jam_track':
      return { contentType: input.contentType, values: { ...input.details } };
  }
}
type DetailValues = ReturnType<typeof detailValues>;

/** Writes (inserts or replaces) the detail row whose id is the library item's id. */
async function writeDetails(tx: Tx, id: string, details: DetailValues): Promise<void> {
  switch (details.contentType) {
    case 'article':
      await tx
        .insert(articles)
        .values({ id, ...details.values })
        .onConflictDoUpdate({ target: articles.id, set: details.values });
      return;
    case 'video':
      await tx
        .insert(videos)
        .values({ id, ...details.values })
        .onConflictDoUpdate({ target: videos.id, set: details.values });
      return;
    case 'exercise':
      await tx
        .insert(exercises)
        .values({ id, ...details.values })
        .onConflictDoUpdate({ target: exercises.id, set: details.values });
      return;
    case 'repertoire':
      await tx
        .insert(repertoire)
        .values({ id, ...details.values })
        .onConflictDoUpdate({ target: repertoire.id, set: details.values });
      return;
    case 'jam_track':
      await tx
        .insert(jamTracks)
        .values({ id, ...details.values })
        .onConflictDoUpdate({ target: jamTracks.id, set: details.values });
      return;
  }
}

export async function createContent(db: Db, admin: SessionUser, input: LibraryContentParsed): Promise<LibraryDetail> {
  const details = detailValues(input);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(libraryContent)
      .values({ contentType: input.contentType, ...commonValues(input) })
      .returning({ id: libraryContent.id });
    if (!row) throw new Error('library insert returned no row');
    await writeDetails(tx, row.id, details);
    return row.id;
  });
  return getLibraryDetail(db, admin, id);
}

export async function updateContent(
  db: Db,
  admin: SessionUser,
  id: string,
  input: LibraryContentParsed,
): Promise<LibraryDetail> {
  if (!isUuid(id)) throw notFound(messages.errors.notFound);
  const details = detailValues(input);
  await db.transaction(async (tx) => {
    const [stored] = await tx
      .select({ contentType: libraryContent.contentType })
      .from(libraryContent)
      .where(eq(libraryContent.id, id))
      .for('update');
    if (!stored) throw notFound(messages.errors.notFound);
    if (stored.contentType !== input.contentType) throw badRequest(messages.library.contentTypeChange, 'contentType');
    await tx
      .update(libraryContent)
      .set({ ...commonValues(input), updatedAt: sql`now()` })
      .where(eq(libraryContent.id, id));
    await writeDetails(tx, id, details);
  });
  return getLibraryDetail(db, admin, id);
}

export async function setPublished(db: Db, admin: SessionUser, id: string, published: boolean): Promise<LibraryItem> {
  if (!isUuid(id)) throw notFound(messages.errors.notFound);
  const updated = await db
    .update(libraryContent)
    .set({ published, updatedAt: sql`now()` })
    .where(eq(libraryContent.id, id))
    .returning({ id: libraryContent.id });
  if (updated.length === 0) throw notFound(messages.errors.notFound);
  return getLibraryItem(db, admin.id, id);
}

/** Deletes the item; its detail row and every bookmark of it go by cascade. */
export async function deleteContent(db: Db, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(messages.errors.notFound);
  const deleted = await db.delete(libraryContent).where(eq(libraryContent.id, id)).returning({ id: libraryContent.id });
  if (deleted.length === 0) throw notFound(messages.errors.notFound);
}
