import {
  messages,
  type ContentType,
  type Difficulty,
  type LibraryDetail,
  type LibraryItem,
  type LibraryListResponse,
  type SessionUser,
  type libraryListQuerySchema,
} from '@woodshed/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import {
  articles,
  bookmarks,
  exercises,
  jamTracks,
  libraryContent,
  repertoire,
  videos,
} from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';

export type LibraryListParams = z.output<typeof libraryListQuerySchema>;

/** The columns of a library item as the API shows it (never the search vector). */
export const libraryItemColumns = {
  id: libraryContent.id,
  contentType: libraryContent.contentType,
  title: libraryContent.title,
  description: libraryContent.description,
  thumbnailUrl: libraryContent.thumbnailUrl,
  difficulty: libraryContent.difficulty,
  category: libraryContent.category,
  published: libraryContent.published,
  createdAt: libraryContent.createdAt,
};

export interface LibraryItemRow {
  id: string;
  contentType: ContentType;
  title: string;
  description: string;
  thumbnailUrl: string | null;
  difficulty: Difficulty;
  category: string;
  published: boolean;
  createdAt: Date;
}

export function toLibraryItem(row: LibraryItemRow, bookmarkId: string | null): LibraryItem {
  return {
    id: row.id,
    contentType: row.contentType,
    title: row.title,
    description: row.description,
    thumbnailUrl: row.thumbnailUrl,
    difficulty: row.difficulty,
    category: row.category,
    published: row.published,
    createdAt: row.createdAt.toISOString(),
    bookmarkId,
  };
}

/** Joins the given user's bookmark of each item (at most one: the key is user + content). */
const bookmarkOf = (userId: string) => and(eq(bookmarks.contentId, libraryContent.id), eq(bookmarks.userId, userId));

const MAX_SEARCH_WORDS = 8;

/**
 * Turns what the user typed into a prefix tsquery: "Strum-patterns, C#!" → "strum:* & patterns:* & c:*".
 * Only letters and digits survive, so the result holds no tsquery syntax of the user's; it is still sent
 * as a bound parameter. Null when no word is left.
 */
export function toPrefixQuery(q: string): string | null {
  const words = q
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}

const sortCategories = (values: string[]) =>
  values.sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0));

export async function listLibrary(
  db: DbOrTx,
  user: SessionUser,
  query: LibraryListParams,
): Promise<LibraryListResponse> {
  // Unpublished items only for superadmins who ask (to publish them again); ignored for everyone else.
  const visible = query.includeUnpublished && user.isSuperadmin ? undefined : eq(libraryContent.published, true);
  const ofType = query.type ? eq(libraryContent.contentType, query.type) : undefined;
  const tsQuery = query.q ? toPrefixQuery(query.q) : null;
  const where = and(
    visible,
    ofType,
    query.difficulty ? eq(libraryContent.difficulty, query.difficulty) : undefined,
    query.category ? eq(libraryContent.category, query.category) : undefined,
    tsQuery ? sql`${libraryContent.search} @@ to_tsquery('simple', ${tsQuery})` : undefined,
  );

  const [rows, totals, categoryRows] = await Promise.all([
    db
      .select({ ...libraryItemColumns, bookmarkId: bookmarks.id })
      .from(libraryContent)
      .leftJoin(bookmarks, bookmarkOf(user.id))
      .where(where)
      .orderBy(desc(libraryContent.createdAt), desc(libraryContent.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(libraryContent).where(where),
    // The filter's options: every category of the type the user can see, whatever the other filters.
    db.selectDistinct({ category: libraryContent.category }).from(libraryContent).where(and(visible, ofType)),
  ]);

  return {
    items: rows.map((row) => toLibraryItem(row, row.bookmarkId)),
    total: totals[0]?.total ?? 0,
    categories: sortCategories(categoryRows.map((row) => row.category)),
  };
}

/** A published item's id and type, or undefined (also for anything that is not a uuid). */
export async function findPublishedContent(
  db: DbOrTx,
  id: string,
): Promise<{ id: string; contentType: ContentType } | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ id: libraryContent.id, contentType: libraryContent.contentType })
    .from(libraryContent)
    .where(and(eq(libraryContent.id, id), eq(libraryContent.published, true)))
    .limit(1);
  return row;
}

export async function checkContentExists(db: DbOrTx, id: string): Promise<{ id: string; contentType: ContentType }> {
  const found = await findPublishedContent(db, id);
  if (!found) throw notFound(messages.library.contentMissing);
  return found;
}

/** One item, published or not, with the user's bookmark; 404 when missing. */
export async function getLibraryItem(db: DbOrTx, userId: string, id: string): Promise<LibraryItem> {
  if (!isUuid(id)) throw notFound(messages.errors.notFound);
  const [row] = await db
    .select({ ...libraryItemColumns, bookmarkId: bookmarks.id })
    .from(libraryContent)
    .leftJoin(bookmarks, bookmarkOf(userId))
    .where(eq(libraryContent.id, id))
    .limit(1);
  if (!row) throw notFound(messages.errors.notFound);
  return toLibraryItem(row, row.bookmarkId);
}

/**
 * An item with the details of its type, in one query. Unpublished items are visible to superadmins only;
 * everyone else gets the same 404 as for a missing one.
 */
export async function getLibraryDetail(db: DbOrTx, user: SessionUser, id: string): Promise<LibraryDetail> {
  if (!isUuid(id)) throw notFound(messages.errors.notFound);
  const [row] = await db
    .select({
      ...libraryItemColumns,
      bookmarkId: bookmarks.id,
      article: articles,
      video: videos,
      exercise: exercises,
      repertoire,
      jamTrack: jamTracks,
    })
    .from(libraryContent)
    .leftJoin(bookmarks, bookmarkOf(user.id))
    .leftJoin(articles, eq(articles.id, libraryContent.id))
    .leftJoin(videos, eq(videos.id, libraryContent.id))
    .leftJoin(exercises, eq(exercises.id, libraryContent.id))
    .leftJoin(repertoire, eq(repertoire.id, libraryContent.id))
    .leftJoin(jamTracks, eq(jamTracks.id, libraryContent.id))
    .where(eq(libraryContent.id, id))
    .limit(1);
  if (!row || (!row.published && !user.isSuperadmin)) throw notFound(messages.errors.notFound);

  const item = toLibraryItem(row, row.bookmarkId);
  const { article, video, exercise, repertoire: piece, jamTrack } = row;
  switch (item.contentType) {
    case 'article':
      if (article)
        return { ...item, contentType: 'article', details: { readTime: article.readTime, content: article.content } };
      break;
    case 'video':
      if (video) {
        return {
          ...item,
          contentType: 'video',
          details: { instructor: video.instructor, duration: video.duration, videoUrl: video.videoUrl },
        };
      }
      break;
    case 'exercise':
      if (exercise) {
        return {
          ...item,
          contentType: 'exercise',
          details: {
            duration: exercise.duration,
            focusAreas: exercise.focusAreas,
            instructions: exercise.instructions,
          },
        };
      }
      break;
    case 'repertoire':
      if (piece) {
        return {
          ...item,
          contentType: 'repertoire',
          details: {
            genre: piece.genre,
            key: piece.key,
            tempo: piece.tempo,
            composer: piece.composer,
            sheetMusicUrl: piece.sheetMusicUrl,
            tabUrl: piece.tabUrl,
            backingTrackUrl: piece.backingTrackUrl,
          },
        };
      }
      break;
    case 'jam_track':
      if (jamTrack) {
        return {
          ...item,
          contentType: 'jam_track',
          details: {
            genre: jamTrack.genre,
            key: jamTrack.key,
            tempo: jamTrack.tempo,
            duration: jamTrack.duration,
            chordProgression: jamTrack.chordProgression,
            backingTrackUrl: jamTrack.backingTrackUrl,
          },
        };
      }
      break;
  }
  // Writes keep the two rows together, so this is only a half-written item from outside the API.
  throw notFound(messages.errors.notFound);
}
