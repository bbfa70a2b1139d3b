import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_CHART_RANGE, type DashboardResponse } from '@woodshed/shared';
import { seedBookmarkList } from '@/features/bookmarks';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { dashboardKeys } from './keys';

/** GET /api/dashboard?range= → everything the page shows, in one answer. */
export function fetchDashboard(signal?: AbortSignal): Promise<DashboardResponse> {
  return api.get<'/api/dashboard', DashboardResponse>(apiUrl('/api/dashboard', {}, { range: DEFAULT_CHART_RANGE }), {
    signal,
  });
}

/**
 * The dashboard query. Its answer also seeds the chart of the default range and the bookmark list, so
 * neither is fetched again on their own (the list is left alone while a reorder or removal is running).
 */
export function dashboardQueryOptions(queryClient: QueryClient) {
  return queryOptions({
    queryKey: dashboardKeys.all,
    queryFn: async ({ signal }) => {
      const requestedAt = Date.now();
      const data = await fetchDashboard(signal);
      queryClient.setQueryData(dashboardKeys.chart(DEFAULT_CHART_RANGE), data.chart);
      seedBookmarkList(queryClient, data.bookmarks, requestedAt);
      return data;
    },
  });
}

export function useDashboard() {
  const queryClient = useQueryClient();
  return useQuery(dashboardQueryOptions(queryClient));
}
