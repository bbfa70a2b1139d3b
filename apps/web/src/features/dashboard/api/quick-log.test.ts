import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { dashboardKeys, focusAreaKeys, practiceKeys } from '@/lib/query-keys';
import { quickLogFocusAreasQueryOptions, quickLogMutationOptions } from './quick-log';

afterEach(() => vi.restoreAllMocks());

/** A cache holding every list the practice pages and the dashboard show, plus one the quick log must not touch. */
function seededClient() {
  const queryClient = new QueryClient();
  const keys = {
    recentActive: practiceKeys.recent('active'),
    recentPending: practiceKeys.recent('pending'),
    history: practiceKeys.history({ status: 'active', page: 2, pageSize: 10 }),
    deletedHistory: practiceKeys.history({ status: 'deleted', focusAreaId: 3, page: 1, pageSize: 10 }),
    dashboard: dashboardKeys.all,
    chart: dashboardKeys.chart(30),
    focusAreas: focusAreaKeys.all,
    goals: ['goals'],
  };
  for (const key of Object.values(keys)) queryClient.setQueryData(key, []);
  const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  return { queryClient, keys, invalidated };
}

describe('the quick log', () => {
  it('reads the focus areas under the key the practice form caches them by', () => {
    expect(quickLogFocusAreasQueryOptions().queryKey).toEqual(focusAreaKeys.all);
  });

  it('refreshes exactly the practice lists, the history and the dashboard after logging', async () => {
    vi.spyOn(api, 'post').mockResolvedValue({ session: {}, xpAwarded: 0 });
    const { queryClient, keys, invalidated } = seededClient();
    const observer = new MutationObserver(queryClient, quickLogMutationOptions(queryClient));
    await observer.mutate({ date: '2026-11-21', duration: 15, focusAreaIds: [] });

    expect(api.post).toHaveBeenCalledWith('/api/practice/sessions', {
      date: '2026-11-21',
      duration: 15,
      focusAreaIds: [],
    });
    for (const key of [keys.recentActive, keys.recentPending, keys.history, keys.deletedHistory]) {
      expect(invalidated(key), JSON.stringify(key)).toBe(true);
    }
    expect(invalidated(keys.dashboard)).toBe(true);
    expect(invalidated(keys.chart)).toBe(true);
    // Reference data and other features' lists stay as they are.
    expect(invalidated(keys.focusAreas)).toBe(false);
    expect(invalidated(keys.goals)).toBe(false);
  });

  it('refreshes nothing when the server refuses the session', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(new Error('refused'));
    const { queryClient, keys, invalidated } = seededClient();
    const observer = new MutationObserver(queryClient, quickLogMutationOptions(queryClient));
    await expect(observer.mutate({ date: '2026-11-21', duration: 15, focusAreaIds: [] })).rejects.toThrow();
    expect(invalidated(keys.recentActive)).toBe(false);
    expect(invalidated(keys.dashboard)).toBe(false);
  });
});
