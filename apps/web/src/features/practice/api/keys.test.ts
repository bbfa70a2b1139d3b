import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import * as shared from '@/lib/query-keys';
import { focusAreasQueryOptions } from './focus-areas';
import { historyQueryOptions } from './history';
import { invalidatePracticeData, practiceKeys } from './keys';
import { recentSessionsQueryOptions } from './recent-sessions';

/**
 * The practice lists are cached under the shared key module's keys, the ones the dashboard's quick log
 * refreshes (its own test covers that side): nobody writes these keys out by hand.
 */
describe('practice query keys', () => {
  it('are the shared ones', () => {
    expect(practiceKeys).toBe(shared.practiceKeys);
    expect(invalidatePracticeData).toBe(shared.invalidatePracticeData);
    expect(focusAreasQueryOptions().queryKey).toEqual(shared.focusAreaKeys.all);
  });

  it('put every list under what a logged session invalidates', async () => {
    const queryClient = new QueryClient();
    const lists = [
      recentSessionsQueryOptions('active').queryKey,
      recentSessionsQueryOptions('pending').queryKey,
      historyQueryOptions({ status: 'active', page: 1, pageSize: 10 }).queryKey,
      historyQueryOptions({ status: 'deleted', focusAreaId: 4, page: 3, pageSize: 10 }).queryKey,
    ];
    for (const key of lists) queryClient.setQueryData(key, []);
    queryClient.setQueryData(focusAreasQueryOptions().queryKey, []);
    await shared.invalidatePracticeData(queryClient);
    for (const key of lists) expect(queryClient.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
    expect(queryClient.getQueryState(focusAreasQueryOptions().queryKey)?.isInvalidated).toBe(false);
  });
});
