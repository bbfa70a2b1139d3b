import { QueryClient } from '@tanstack/react-query';
import type { BookmarkListResponse } from '@woodshed/shared';
import { describe, expect, it } from 'vitest';
import { moveBookmark, withoutBookmark, type BookmarkListItem } from './bookmark-list';
import { BOOKMARK_MUTATION_KEY, bookmarkKeys } from './keys';
import { seedBookmarkList } from './list';

const bookmark = (id: string): BookmarkListItem =>
  ({ id, item: { id: `item-${id}`, title: id, contentType: 'article', difficulty: 'beginner' } }) as BookmarkListItem;
const list = (...ids: string[]): BookmarkListResponse => ({ items: ids.map(bookmark) });
const ids = (answer: BookmarkListResponse | undefined) => answer?.items.map((item) => item.id);

describe('bookmark list updates', () => {
  it('moves the dragged bookmark into the place of the one it was dropped on, as the server does', () => {
    expect(ids(moveBookmark(list('a', 'b', 'c', 'd'), { bookmarkId: 'a', targetBookmarkId: 'c' }))).toEqual([
      'b',
      'c',
      'a',
      'd',
    ]);
    expect(ids(moveBookmark(list('a', 'b', 'c', 'd'), { bookmarkId: 'd', targetBookmarkId: 'b' }))).toEqual([
      'a',
      'd',
      'b',
      'c',
    ]);
  });

  it('leaves the list alone when either bookmark is not in it', () => {
    const before = list('a', 'b');
    expect(moveBookmark(before, { bookmarkId: 'a', targetBookmarkId: 'gone' })).toBe(before);
    expect(moveBookmark(before, { bookmarkId: 'gone', targetBookmarkId: 'a' })).toBe(before);
  });

  it('removes one bookmark, and returns the same list when it is not there', () => {
    expect(ids(withoutBookmark(list('a', 'b', 'c'), 'b'))).toEqual(['a', 'c']);
    const before = list('a');
    expect(withoutBookmark(before, 'x')).toBe(before);
  });
});

describe('seedBookmarkList', () => {
  it("puts another answer's list in the cache", () => {
    const queryClient = new QueryClient();
    seedBookmarkList(queryClient, list('a', 'b').items, Date.now());
    expect(ids(queryClient.getQueryData(bookmarkKeys.list()))).toEqual(['a', 'b']);
  });

  it('leaves the list alone while a bookmark change runs (its answer is newer)', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(bookmarkKeys.list(), list('b', 'a'));
    let finish = () => {};
    const running = queryClient
      .getMutationCache()
      .build(queryClient, {
        mutationKey: BOOKMARK_MUTATION_KEY,
        mutationFn: () => new Promise<void>((resolve) => (finish = resolve)),
      })
      .execute(undefined);
    await Promise.resolve();
    seedBookmarkList(queryClient, list('a', 'b').items, Date.now());
    expect(ids(queryClient.getQueryData(bookmarkKeys.list()))).toEqual(['b', 'a']);
    finish();
    await running;
    seedBookmarkList(queryClient, list('a', 'b').items, Date.now());
    expect(ids(queryClient.getQueryData(bookmarkKeys.list()))).toEqual(['a', 'b']);
  });

  it('leaves the list alone when it changed after the other request was sent (a stale answer)', () => {
    const queryClient = new QueryClient();
    const requestedAt = Date.now() - 1000;
    queryClient.setQueryData(bookmarkKeys.list(), list('b', 'a'), { updatedAt: requestedAt + 500 });
    seedBookmarkList(queryClient, list('a', 'b').items, requestedAt);
    expect(ids(queryClient.getQueryData(bookmarkKeys.list()))).toEqual(['b', 'a']);
    seedBookmarkList(queryClient, list('a', 'b').items, requestedAt + 600);
    expect(ids(queryClient.getQueryData(bookmarkKeys.list()))).toEqual(['a', 'b']);
  });
});
