import { messages, reorderChanges, type Bookmark, type BookmarkListResponse } from '@woodshed/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { bookmarks, libraryContent } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { orderCase } from '../../lib/order.ts';
import { findPublishedContent, libraryItemColumns, toLibraryItem } from '../library/index.ts';

const bookmarkColumns = {
  id: bookmarks.id,
  contentId: bookmarks.contentId,
  contentType: bookmarks.contentType,
  order: bookmarks.order,
};

const toBookmark = (row: Bookmark): Bookmark => ({
  id: row.id,
  contentId: row.contentId,
  contentType: row.contentType,
  order: row.order,
});

/** The user's bookmarks in their order, each with its item; bookmarks of unpublished content are left out. */
export async function listBookmarks(db: DbOrTx, userId: string): Promise<BookmarkListResponse> {
  const rows = await db
    .select({ bookmark: bookmarkColumns, item: libraryItemColumns })
    .from(bookmarks)
    .innerJoin(libraryContent, eq(libraryContent.id, bookmarks.contentId))
    .where(and(eq(bookmarks.userId, userId), eq(libraryContent.published, true)))
    .orderBy(asc(bookmarks.order), asc(bookmarks.createdAt), asc(bookmarks.id));
  return {
    items: rows.map(({ bookmark, item }) => ({ ...toBookmark(bookmark), item: toLibraryItem(item, bookmark.id) })),
  };
}

/**
 * Bookmarks a published item at the end of the user's list. Idempotent: an item already bookmarked answers
 * the existing bookmark (`created: false`).
 */
export async function createBookmark(
  db: Db,
  userId: string,
  contentId: string,
): Promise<{ bookmark: Bookmark; created: boolean }> {
  const content = await findPublishedContent(db, contentId);
  if (!content) throw notFound(messages.library.contentMissing);
  const [inserted] = await db
    .insert(bookmarks)
    .values({
      userId,
      contentId: content.id,
      contentType: content.contentType,
      order: sql`(select coalesce(max(b."order"), -1) + 1 from ${bookmarks} b where b.user_id = ${userId})`,
    })
    .onConflictDoNothing({ target: [bookmarks.userId, bookmarks.contentId] })
    .returning(bookmarkColumns);
  if (inserted) return { bookmark: toBookmark(inserted), created: true };
  const [existing] = await db
    .select(bookmarkColumns)
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.contentId, content.id)))
    .limit(1);
  // Only possible when the bookmark was removed between the two statements.
  if (!existing) throw notFound(messages.library.contentMissing);
  return { bookmark: toBookmark(existing), created: false };
}

/** Removes one of the user's bookmarks; anyone else's (or an unknown id) is a 404. */
export async function deleteBookmark(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(messages.errors.notFound);
  const deleted = await db
    .delete(bookmarks)
    .where(and(eq(bookmarks.id, id), eq(bookmarks.userId, userId)))
    .returning({ id: bookmarks.id });
  if (deleted.length === 0) throw notFound(messages.errors.notFound);
}

/**
 * Moves the dragged bookmark to the target's position, shifting the ones between
 * (reorder_bookmarks), and numbers the user's bookmarks 0, 1, 2, … Dropping a bookmark on itself changes nothing.
 */
export async function reorderBookmarks(
  db: Db,
  userId: string,
  bookmarkId: string,
  targetBookmarkId: string,
): Promise<BookmarkListResponse> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: bookmarks.id, order: bookmarks.order })
      .from(bookmarks)
      .where(eq(bookmarks.userId, userId))
      .orderBy(asc(bookmarks.order), asc(bookmarks.createdAt), asc(bookmarks.id))
      .for('update');
    const changed = reorderChanges(rows, bookmarkId, targetBookmarkId);
    if (!changed) throw notFound(messages.errors.notFound);
    if (changed.length === 0) return;
    await tx
      .update(bookmarks)
      .set({ order: orderCase(bookmarks.id, changed) })
      .where(
        and(
          eq(bookmarks.userId, userId),
          inArray(
            bookmarks.id,
            changed.map((row) => row.id),
          ),
        ),
      );
  });
  return listBookmarks(db, userId);
}
