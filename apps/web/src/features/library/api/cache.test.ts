import { QueryClient } from '@tanstack/react-query';
import type { LibraryDetail, LibraryItem, LibraryListResponse } from '@woodshed/shared';
import { describe, expect, it } from 'vitest';
import { libraryBookmarkCache } from './cache';
import { libraryKeys, type LibraryListParams } from './keys';

const item = (id: string, bookmarkId: string | null = null) => ({ id, bookmarkId }) as LibraryItem;
const params = (page: number): LibraryListParams => ({ page, pageSize: 12 });

function seeded() {
  const queryClient = new QueryClient();
  queryClient.setQueryData<LibraryListResponse>(libraryKeys.list(params(1)), {
    items: [item('a'), item('b', 'bm-b')],
    total: 2,
    categories: [],
  });
  queryClient.setQueryData<LibraryListResponse>(libraryKeys.list(params(2)), {
    items: [item('a')],
    total: 1,
    categories: [],
  });
  queryClient.setQueryData<LibraryDetail>(libraryKeys.detail('a'), item('a') as unknown as LibraryDetail);
  return queryClient;
}

const bookmarkIdsIn = (queryClient: QueryClient, id: string) => [
  ...queryClient
    .getQueriesData<LibraryListResponse>({ queryKey: libraryKeys.lists() })
    .flatMap(([, data]) => data?.items.filter((entry) => entry.id === id).map((entry) => entry.bookmarkId) ?? []),
  queryClient.getQueryData<LibraryDetail>(libraryKeys.detail(id))?.bookmarkId,
];

describe("the library's answers under the bookmark toggle", () => {
  it('show the change at once in every list and the detail, and put it back when the server refuses', async () => {
    const queryClient = seeded();
    const cache = libraryBookmarkCache(queryClient);
    const snapshot = await cache.patch('a', 'pending');
    expect(bookmarkIdsIn(queryClient, 'a')).toEqual(['pending', 'pending', 'pending']);
    // Nothing else moved.
    expect(bookmarkIdsIn(queryClient, 'b')).toEqual(['bm-b', undefined]);
    cache.restore(snapshot);
    expect(bookmarkIdsIn(queryClient, 'a')).toEqual([null, null, null]);
  });

  it("take the server's answer", async () => {
    const queryClient = seeded();
    const cache = libraryBookmarkCache(queryClient);
    await cache.patch('a', 'pending');
    cache.write('a', 'bm-a');
    expect(bookmarkIdsIn(queryClient, 'a')).toEqual(['bm-a', 'bm-a', 'bm-a']);
    cache.write('b', null);
    expect(bookmarkIdsIn(queryClient, 'b')).toEqual([null, undefined]);
  });
});
