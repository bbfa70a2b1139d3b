import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ChartRange, PracticeChart } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { dashboardKeys } from './keys';

/** GET /api/practice/chart?range= → { range, days: [{ date, minutes }] } (every day of the range, oldest first). */
export function fetchPracticeChart(range: ChartRange, signal?: AbortSignal): Promise<PracticeChart> {
  return api.get<'/api/practice/chart', PracticeChart>(apiUrl('/api/practice/chart', {}, { range }), { signal });
}

export function practiceChartQueryOptions(range: ChartRange) {
  return queryOptions({
    queryKey: dashboardKeys.chart(range),
    queryFn: ({ signal }) => fetchPracticeChart(range, signal),
  });
}

/**
 * The chart of the chosen range. The dashboard's own chart (its range is seeded into the cache by the
 * dashboard query) is used as is; another range is fetched, keeping the previous chart on screen meanwhile.
 */
export function usePracticeChart(range: ChartRange, dashboardChart: PracticeChart) {
  const own = dashboardChart.range === range;
  const query = useQuery({ ...practiceChartQueryOptions(range), enabled: !own, placeholderData: keepPreviousData });
  if (own) return { chart: dashboardChart, isLoading: false, isError: false, refetch: query.refetch };
  return {
    chart: query.data ?? null,
    isLoading: query.isFetching && (query.isPlaceholderData || !query.data),
    isError: query.isError && !query.isFetching,
    refetch: query.refetch,
  };
}
